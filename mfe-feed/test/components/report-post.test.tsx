import { clearToasts } from '@diva/ui';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import ReportPostDialog from '../../src/features/reports/components/report-post-dialog.tsx';
import { currentFake, type FakeResponse, resetFake } from '@diva/test-utils/fake-supabase';
import { VIEWER_ID, renderRemote, signInAs } from '@diva/test-utils';

vi.mock('@diva/core', async (original) => (await import('@diva/test-utils/fake-supabase')).fakeCoreModule(original));

const POST_ID = '33333333-3333-4333-8333-333333333333';

async function sendReport(answer: FakeResponse) {
  currentFake().respond = () => answer;
  const onClose = vi.fn();
  renderRemote(<ReportPostDialog postId={POST_ID} onClose={onClose} />);
  const dialog = await screen.findByRole('dialog', { name: 'Report this post' });
  await userEvent.click(screen.getByText('Harassment'));
  await userEvent.type(screen.getByRole('textbox', { name: 'Details (optional)' }), ' Rude replies ');
  await userEvent.click(screen.getByRole('button', { name: 'Send Report' }));
  return { dialog, onClose };
}

beforeEach(() => {
  resetFake();
  signInAs(VIEWER_ID);
});
afterEach(async () => {
  await clearToasts();
});

describe('reporting a post', () => {
  it('sends the reason and the note (never the reporter: the database takes her from the token)', async () => {
    const { onClose } = await sendReport({ data: null, status: 201 });
    expect(await screen.findByText('Report sent')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
    const [call] = currentFake().calls;
    expect([call.table, call.action]).toEqual(['content_reports', 'insert']);
    expect(call.payload).toEqual({ target_type: 'post', target_id: POST_ID, reason: 'harassment', details: 'Rude replies' });
  });

  it('says so when she has reported it already', async () => {
    await sendReport({ error: { message: 'duplicate key', code: '23505' }, status: 409 });
    expect(await screen.findByText('You have already reported this.')).toBeTruthy();
  });

  it('keeps the dialog open and says the report failed otherwise', async () => {
    const { onClose } = await sendReport({ error: { message: 'down', code: 'XX000' }, status: 500 });
    expect(await screen.findByText('Failed to send report. Please try again.')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send Report' })).toBeTruthy());
    expect(onClose).not.toHaveBeenCalled();
  });
});
