import { formatDate } from '@diva/core';
import { MESSAGING_TEXTS } from '@diva/core/texts';
import { Box, Button, Center, Text } from '@diva/ui';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { dayKey } from '../../../lib/format.ts';
import type { Message } from '../../../lib/messaging-types.ts';

/** Within this many pixels of the bottom the member counts as reading the newest message. */
const AT_BOTTOM_PX = 48;

export interface MessageScrollerProps {
  messages: Message[];
  /** Rendered after the messages: outgoing messages, 'Seen', typing. */
  tail: ReactNode;
  renderMessage: (message: Message) => ReactNode;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** The newest message id that the viewer sent herself (her own sends always scroll into view). */
  lastOwnKey: string;
  /** Called when the member is at the bottom and the newest message is there to read. */
  onReadBottom: () => void;
}

/**
 * The thread's scrolling panel, oldest first with 'MMM d' day separators. Older pages load when the member
 * scrolls to the top (or presses the button) and her place is kept; new messages scroll into view only when
 * she is at the bottom, otherwise a 'New messages' pill appears.
 */
export function MessageScroller({ messages, tail, renderMessage, hasOlder, loadingOlder, onLoadOlder, lastOwnKey, onReadBottom }: MessageScrollerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const atBottom = useRef(true);
  const [pill, setPill] = useState(false);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const previous = useRef<{ firstId?: string; lastId?: string; height: number; top: number; ownKey: string }>({ height: 0, top: 0, ownKey: lastOwnKey });

  const toBottom = useCallback(() => {
    const element = panel.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setPill(false);
  }, []);

  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const before = previous.current;
    if (before.firstId === undefined && before.lastId === undefined) {
      toBottom();
    } else if (firstId !== before.firstId && lastId === before.lastId) {
      // Older messages came in above: keep the member's place (the browser's own scroll anchoring is off on
      // this panel, or both would move it).
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    } else if (lastId !== before.lastId || lastOwnKey !== before.ownKey) {
      if (atBottom.current || lastOwnKey !== before.ownKey) toBottom();
      else setPill(true);
    }
    previous.current = { firstId, lastId, height: element.scrollHeight, top: element.scrollTop, ownKey: lastOwnKey };
  }, [firstId, lastId, lastOwnKey, toBottom]);

  // Read only what is on screen: at the bottom of a thread in a visible tab ('Seen' must not lie).
  useEffect(() => {
    const readIfShown = () => {
      if (atBottom.current && lastId && document.visibilityState === 'visible') onReadBottom();
    };
    readIfShown();
    document.addEventListener('visibilitychange', readIfShown);
    return () => document.removeEventListener('visibilitychange', readIfShown);
  }, [lastId, onReadBottom]);

  const onScroll = () => {
    const element = panel.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < AT_BOTTOM_PX;
    previous.current = { ...previous.current, height: element.scrollHeight, top: element.scrollTop };
    if (atBottom.current && pill) {
      setPill(false);
      onReadBottom();
    }
    if (element.scrollTop < 80 && hasOlder && !loadingOlder) onLoadOlder();
  };

  let day = '';
  return (
    <Box pos="relative" style={{ flex: 1, minHeight: 0 }}>
      <Box ref={panel} onScroll={onScroll} h="100%" px="sm" py="xs" style={{ overflowY: 'auto', overflowAnchor: 'none' }} data-testid="message-scroller" tabIndex={0} aria-label="Messages">
        {hasOlder ? (
          <Center>
            <Button variant="ghost" size="sm" mih={40} onClick={onLoadOlder} loading={loadingOlder} data-testid="load-older">
              {MESSAGING_TEXTS.loadOlder}
            </Button>
          </Center>
        ) : null}
        <Box component="ol" style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
          {messages.map((message) => {
            const key = dayKey(message.created_at);
            const separator = key !== day;
            day = key;
            return (
              <li key={message.id}>
                {separator ? (
                  <Text size="xs" c="dimmed" ta="center" my={4} data-testid="day-separator">
                    {formatDate(message.created_at, 'messageDate')}
                  </Text>
                ) : null}
                {renderMessage(message)}
              </li>
            );
          })}
        </Box>
        {tail}
      </Box>
      {pill ? (
        <Button size="sm" mih={40} variant="primary" pos="absolute" bottom={8} left="50%" style={{ transform: 'translateX(-50%)' }} onClick={() => {
            toBottom();
            onReadBottom();
          }}
          data-testid="new-messages-pill">
          {MESSAGING_TEXTS.newMessages}
        </Button>
      ) : null}
    </Box>
  );
}
