// Every messaging text a person can provoke: 'Invalid Input' with 'Message content cannot be empty'
// and 'Message must be 5000 characters or less', 'Failed to send message' (the text stays with Retry),
// 'Failed to fetch conversations' (with Retry), and an honest not-found state for someone else's conversation.
import { expectAreaReady } from '../support/areas.ts';
import { expectNoSeriousA11yFindings } from '../support/axe.ts';
import { expect, test } from '../support/fixtures.ts';
import { createMember } from '../support/members.ts';

test.use({ memberNames: ['Ada Checks', 'Bea Checks'] });

test('validation and failure texts, and a conversation that is not hers', async ({ twoMembers }) => {
  const [ada, bea] = twoMembers;
  const { data: conversation } = await ada.client.rpc('get_or_create_conversation', { other_user_id: bea.id });
  const page = ada.page;
  await page.goto(`/app/messages/${conversation.id}`);
  await expectAreaReady(page, 'messaging');
  const input = page.getByRole('textbox', { name: 'Message' });
  const send = page.getByRole('button', { name: 'Send message' });

  // Blank: Send is disabled; Enter says why.
  await expect(send).toBeDisabled();
  await input.fill('   ');
  await expect(send).toBeDisabled();
  await input.press('Enter');
  await expect(page.getByText('Invalid Input')).toBeVisible();
  await expect(page.getByText('Message content cannot be empty')).toBeVisible();

  // Too long: counted, refused, kept.
  await input.fill('x'.repeat(5001));
  await expect(page.getByTestId('character-counter')).toHaveText('5,001 / 5,000');
  await send.click();
  await expect(page.getByText('Message must be 5000 characters or less')).toBeVisible();
  await expect(input).toHaveValue('x'.repeat(5001));

  // The network fails: the message stays with Retry, and Retry sends it once the network is back.
  await page.route('**/rest/v1/messages**', (route) => (route.request().method() === 'POST' ? route.abort('failed') : route.fallback()));
  await input.fill('Kept when the network fails');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(page.getByTestId('message-failed')).toContainText('Not sent: Failed to send message');
  await expect(page.getByText('Failed to send message').first()).toBeVisible();
  await page.unroute('**/rest/v1/messages**');
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('message-failed')).toHaveCount(0);
  await expect(page.getByTestId('message-content').last()).toHaveText('Kept when the network fails');
  await expect.poll(async () => (await bea.client.from('messages').select('content').eq('conversation_id', conversation.id)).data?.length).toBe(1);

  // The list cannot be read: the text and Retry.
  let failList = true;
  await page.route('**/rest/v1/rpc/list_conversations**', (route) =>
    failList ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"code":"XX000","message":"boom"}' }) : route.fallback(),
  );
  await page.goto('/app/messages');
  await expectAreaReady(page, 'messaging');
  const error = page.getByTestId('conversations-error');
  await expect(error).toContainText('Failed to fetch conversations', { timeout: 20_000 });
  failList = false;
  await error.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByTestId('conversation-row')).toHaveCount(1);

  // Another pair's conversation: not found (row-level security hides it).
  const cleo = await createMember('Cleo Checks');
  const { data: theirs } = await cleo.client.rpc('get_or_create_conversation', { other_user_id: bea.id });
  await page.goto(`/app/messages/${theirs.id}`);
  await expect(page.getByText('Conversation not found')).toBeVisible();
  await expect(page.getByText('This conversation does not exist, or it is not one of yours.')).toBeVisible();
  await expectNoSeriousA11yFindings(page, { label: 'messages, not found' });
});
