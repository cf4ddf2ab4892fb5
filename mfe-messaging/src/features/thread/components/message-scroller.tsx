import { Box, Button, Center } from '@diva/ui';
import { type ReactNode, type RefObject, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { dayKey } from '../../../lib/format.ts';
import { firstVisibleIndex, type ScrollAnchor, scrollTopKeepingAnchor } from '../utils/scroll-anchor.ts';
import type { Message } from '../../../lib/messaging-types.ts';
import { MESSAGING_TEXTS } from '../../../texts.ts';

/** Within this many pixels of the bottom the member counts as reading the newest message. */
const AT_BOTTOM_PX = 48;

export interface MessageScrollerProps {
  messages: Message[];
  /** Rendered after the messages: outgoing messages, 'Seen', typing. */
  tail: ReactNode;
  /** One message; `separator` when it is the first of its day (the 'MMM d' separator goes above it). */
  renderMessage: (message: Message, separator: boolean) => ReactNode;
  hasOlder: boolean;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  /** The newest message id that the viewer sent herself (her own sends always scroll into view). */
  lastOwnKey: string;
  /** Called when the member is at the bottom and the newest message is there to read. */
  onReadBottom: () => void;
  /** Kept up to date here: whether the member is at the bottom (the thread reads new messages at once then). */
  atBottom: RefObject<boolean>;
}

/** A message row's own top: its bubble (the last child), not a day separator that may come and go above it. */
const bubbleTop = (item: Element): number => (item.lastElementChild ?? item).getBoundingClientRect().top;

/**
 * The thread's scrolling panel, oldest first with 'MMM d' day separators. Older pages load when the member
 * scrolls to the top (or presses the button) and her place is kept; new messages scroll into view only when
 * she is at the bottom, otherwise a 'New messages' pill appears.
 */
export function MessageScroller({ messages, tail, renderMessage, hasOlder, loadingOlder, onLoadOlder, lastOwnKey, onReadBottom, atBottom }: MessageScrollerProps) {
  const panel = useRef<HTMLDivElement>(null);
  const content = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLOListElement>(null);
  // Where the member is reading: kept on every scroll, restored whenever the content moves under her.
  const anchor = useRef<ScrollAnchor | null>(null);
  const [pill, setPill] = useState(false);
  const firstId = messages[0]?.id;
  const lastId = messages.at(-1)?.id;
  const previous = useRef<{ firstId?: string; lastId?: string; ownKey: string }>({ ownKey: lastOwnKey });

  const toBottom = useCallback(() => {
    const element = panel.current;
    if (!element) return;
    element.scrollTop = element.scrollHeight;
    atBottom.current = true;
    setPill(false);
  }, [atBottom]);

  const captureAnchor = useCallback(() => {
    const element = panel.current;
    const items = list.current?.children;
    if (!element || !items) return;
    const viewTop = element.getBoundingClientRect().top;
    const index = firstVisibleIndex(items.length, (i) => items[i]!.getBoundingClientRect().bottom, viewTop);
    const item = items[index] as HTMLElement | undefined;
    anchor.current = item?.dataset.messageId ? { id: item.dataset.messageId, offset: bubbleTop(item) - viewTop } : null;
  }, []);

  /** Puts the anchored message back where she saw it; false when there is none to anchor on. */
  const restoreAnchor = useCallback((): boolean => {
    const element = panel.current;
    const saved = anchor.current;
    if (!element || !saved) return false;
    const item = [...(list.current?.children ?? [])].find((node) => (node as HTMLElement).dataset.messageId === saved.id);
    if (!item) return false;
    const next = scrollTopKeepingAnchor(saved, element.scrollTop, bubbleTop(item), element.getBoundingClientRect().top);
    if (Math.abs(next - element.scrollTop) >= 1) element.scrollTop = next;
    return true;
  }, []);

  useLayoutEffect(() => {
    const element = panel.current;
    if (!element) return;
    const before = previous.current;
    if (before.firstId === undefined && before.lastId === undefined) {
      toBottom();
    } else if (firstId !== before.firstId && lastId === before.lastId) {
      // Older messages came in above: the message she was looking at stays where it was. (The browser's own
      // scroll anchoring is off on this panel: it is not in every browser, and both would move it.)
      if (!atBottom.current) restoreAnchor();
    } else if (lastId !== before.lastId || lastOwnKey !== before.ownKey) {
      if (atBottom.current || lastOwnKey !== before.ownKey) toBottom();
      else setPill(true);
    }
    previous.current = { firstId, lastId, ownKey: lastOwnKey };
    if (!atBottom.current) captureAnchor();
  }, [firstId, lastId, lastOwnKey, toBottom, restoreAnchor, captureAnchor, atBottom]);

  // Whatever else changes a height (a typing line or 'Seen' below, a menu or a wrap above, a resized panel):
  // at the bottom she stays at the bottom, otherwise her message stays in place.
  useLayoutEffect(() => {
    const element = panel.current;
    if (!element || !content.current || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (atBottom.current) element.scrollTop = element.scrollHeight;
      else restoreAnchor();
    });
    observer.observe(element);
    observer.observe(content.current);
    return () => observer.disconnect();
  }, [restoreAnchor, atBottom]);

  // Read only what is on screen: at the bottom of a thread in a visible tab ('Seen' must not lie).
  useEffect(() => {
    const readIfShown = () => {
      if (atBottom.current && lastId && document.visibilityState === 'visible') onReadBottom();
    };
    readIfShown();
    document.addEventListener('visibilitychange', readIfShown);
    return () => document.removeEventListener('visibilitychange', readIfShown);
  }, [lastId, onReadBottom, atBottom]);

  const loadOlder = () => {
    if (!atBottom.current) captureAnchor();
    onLoadOlder();
  };

  const onScroll = () => {
    const element = panel.current;
    if (!element) return;
    atBottom.current = element.scrollHeight - element.scrollTop - element.clientHeight < AT_BOTTOM_PX;
    if (!atBottom.current) captureAnchor();
    if (atBottom.current && pill) {
      setPill(false);
      onReadBottom();
    }
    if (element.scrollTop < 80 && hasOlder && !loadingOlder) loadOlder();
  };

  let day = '';
  return (
    <Box pos="relative" style={{ flex: 1, minHeight: 0 }}>
      <Box ref={panel} onScroll={onScroll} h="100%" px="sm" py="xs" style={{ overflowY: 'auto', overflowAnchor: 'none' }} data-testid="message-scroller" tabIndex={0} aria-label="Messages">
        <div ref={content}>
        {hasOlder ? (
          <Center>
            <Button variant="ghost" size="sm" mih={40} onClick={loadOlder} loading={loadingOlder} data-testid="load-older">
              {MESSAGING_TEXTS.loadOlder}
            </Button>
          </Center>
        ) : null}
        <Box component="ol" ref={list} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: 6 }}>
          {messages.map((message) => {
            const key = dayKey(message.created_at);
            const separator = key !== day;
            day = key;
            return (
              <li key={message.id} data-message-id={message.id}>
                {renderMessage(message, separator)}
              </li>
            );
          })}
        </Box>
        {tail}
        </div>
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
