import { LIMITS } from '@diva/core';
import { ActionIcon, CharacterCounter, Group, showToast, Textarea } from '@diva/ui';
import { SendIcon } from '@diva/ui/icons';
import { type FormEvent, type KeyboardEvent, memo, useState } from 'react';
import { messageProblem } from '../utils/message-rules.ts';
import { MESSAGING_TEXTS } from '../../../texts.ts';

/**
 * The message input: Enter sends, Shift+Enter adds a line; Send is disabled while the text is blank or a
 * message is on its way. A text that may not be sent gets the 'Invalid Input' toast and stays. Sending clears
 * the input (the message itself stays in the thread until the server has it). Memoised: a receipt or a typing
 * signal re-renders the thread, not the input.
 */
export const MessageComposer = memo(function MessageComposer({ onSend, sending, onTyping }: { onSend: (content: string) => void; sending: boolean; onTyping: () => void }) {
  const [text, setText] = useState('');
  const blank = text.trim().length === 0;

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (sending) return;
    const problem = messageProblem(text);
    if (problem) {
      showToast(problem);
      return;
    }
    onSend(text.trim());
    setText('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      submit();
    }
  }

  return (
    <form onSubmit={submit} aria-label="Send a message">
      <Group gap="xs" wrap="nowrap" align="flex-end">
        <Textarea
          style={{ flex: 1 }}
          size="md"
          aria-label="Message"
          placeholder={MESSAGING_TEXTS.messagePlaceholder}
          autosize
          minRows={1}
          maxRows={5}
          value={text}
          onChange={(event) => {
            setText(event.currentTarget.value);
            onTyping();
          }}
          onKeyDown={onKeyDown}
          data-testid="message-input"
        />
        <ActionIcon type="submit" size={40} variant="filled" color="glamour" aria-label="Send message" disabled={blank || sending} data-testid="send-message">
          <SendIcon size={18} />
        </ActionIcon>
      </Group>
      <CharacterCounter length={text.length} limit={LIMITS.message} showFrom={Math.floor(LIMITS.message * 0.9)} />
    </form>
  );
});
