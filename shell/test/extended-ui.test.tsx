import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadExtendedUi, useExtendedUi } from '../src/lib/extended-ui.ts';

function Control() {
  const extended = useExtendedUi();
  return <span data-testid="control">{extended ? 'with overlays' : 'plain'}</span>;
}

const pointer = (type: 'pointerdown' | 'pointerup', pointerId = 1) => {
  const event = new MouseEvent(type, { bubbles: true });
  Object.defineProperty(event, 'pointerId', { value: pointerId });
  window.dispatchEvent(event);
};
const key = (type: 'keydown' | 'keyup', name: string) => window.dispatchEvent(new KeyboardEvent(type, { key: name }));
const nextTask = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

// The overlays swap a control for one wrapped in them, which mounts it again; a press that began on the old one
// would be lost (the browser fires no click when the element pressed is gone at the release).
describe('the overlays arrive between presses', () => {
  it('while a pointer and Space are held the controls stay as they are; after the last release they change', async () => {
    render(<Control />);
    pointer('pointerdown', 1);
    key('keydown', ' ');
    await act(() => loadExtendedUi());
    await nextTask();
    expect(screen.getByTestId('control').textContent).toBe('plain');

    pointer('pointerup', 1);
    await nextTask();
    expect(screen.getByTestId('control').textContent).toBe('plain');

    key('keyup', ' ');
    // Not within the release's own task, where its click is still to come.
    expect(screen.getByTestId('control').textContent).toBe('plain');
    await nextTask();
    expect(screen.getByTestId('control').textContent).toBe('with overlays');
  });

  it('a control mounted afterwards has them at once', () => {
    render(<Control />);
    expect(screen.getByTestId('control').textContent).toBe('with overlays');
  });
});
