import { paths } from '@diva/contracts';
import { type ConnectionSummary } from '@diva/core';
import { COMMON_TEXTS, CONNECTION_TEXTS, errorToast } from '@diva/core/texts';
import { Badge, Button, Text, showToast } from '@diva/ui';
import { MessageIcon, UserPlusIcon } from '@diva/ui/icons';
import { Link, useNavigate } from '@diva/router';
import { lazy, Suspense, useState } from 'react';
import { useChangeConnection, type ConnectionChange } from '../api/change-connection.ts';
import { useConnectionSummary } from '../api/get-connection-summary.ts';
import { useStartConversation } from '../api/start-conversation.ts';
import { useLiveConnection } from '../hooks/use-live-connection.ts';
import { CONNECTION_STATE_TEXTS as T } from '../../../texts.ts';

// The dialogs (Modal) load when first opened: they are not part of the profile's first paint.
const ConnectionDialogs = lazy(() => import('./connection-dialogs.tsx'));

/**
 * On another member's profile: where the viewer stands with her (Request Connection, then 'Connection Saved'
 * and Request pending; Accept / Decline for her request; Connected with Remove), Message, her connection count
 * and the connections they share. Every change is a connection request of the shared model.
 */
export function ConnectActions({ userId, name }: { userId: string; name: string }) {
  const summary = useConnectionSummary(userId);
  useLiveConnection(userId);
  const change = useChangeConnection(userId);
  const start = useStartConversation(userId);
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<'request' | 'remove' | null>(null);
  const state = summary.data;
  const status = state?.status ?? 'none';
  const busy = change.isPending;

  // Answering, withdrawing and removing; a request goes through the Request Connection dialog, which says its outcome.
  const run = (next: Exclude<ConnectionChange, { kind: 'request' }>) => {
    if (busy) return Promise.resolve();
    return change.mutateAsync(next).then(
      () => setDialog(null),
      () => showToast(T.changeFailed),
    );
  };
  const onMessage = () => {
    if (start.isPending) return;
    start.mutate(undefined, {
      onSuccess: (conversationId) => void navigate(paths.messages(conversationId)),
      onError: () => showToast(errorToast(COMMON_TEXTS.startConversationFailed)),
    });
  };
  const requestId = state?.request_id ?? '';

  return (
    <>
      {status === 'connected' ? (
        <>
          <Badge color="green" variant="light" size="lg" data-testid="connection-status">
            {T.connected}
          </Badge>
          <Button variant="outline" mih={40} disabled={busy} onClick={() => setDialog('remove')}>
            {CONNECTION_TEXTS.remove}
          </Button>
        </>
      ) : status === 'requested' ? (
        // Also after she was declined: like LinkedIn with an ignored invitation, the requester is not told; her
        // request stays 'Connection Saved' / Request pending and she may withdraw it (the database allows it).
        <>
          <Button variant="secondary" mih={40} leftSection={<UserPlusIcon size={16} />} disabled data-testid="save-connection">
            {T.saved}
          </Button>
          <Badge variant="light" size="lg" data-testid="connection-status">
            {CONNECTION_TEXTS.pending}
          </Badge>
          {requestId ? (
            <Button variant="ghost" mih={40} loading={busy} onClick={() => void run({ kind: 'delete', requestId })}>
              {CONNECTION_TEXTS.withdraw}
            </Button>
          ) : null}
        </>
      ) : status === 'incoming' ? (
        <>
          <Badge variant="light" size="lg" data-testid="connection-status">
            {CONNECTION_TEXTS.pending}
          </Badge>
          <Button variant="glamour" mih={40} loading={busy} onClick={() => void run({ kind: 'answer', requestId, status: 'approved' })}>
            {T.accept}
          </Button>
          <Button variant="outline" mih={40} disabled={busy} onClick={() => void run({ kind: 'answer', requestId, status: 'denied' })}>
            {T.decline}
          </Button>
        </>
      ) : (
        <Button
          variant="glamour"
          mih={40}
          leftSection={<UserPlusIcon size={16} />}
          disabled={summary.isPending && !summary.isError}
          loading={busy}
          onClick={() => setDialog('request')}
          data-testid="save-connection"
        >
          {T.requestConnection}
        </Button>
      )}
      <Button variant="outline" mih={40} leftSection={<MessageIcon size={16} />} loading={start.isPending} onClick={onMessage}>
        Message
      </Button>
      {state ? <ConnectionCounts summary={state} /> : null}
      {dialog ? (
        <Suspense fallback={null}>
          <ConnectionDialogs
            kind={dialog}
            name={name}
            busy={busy}
            onClose={() => setDialog(null)}
            // The dialog says the outcome in the catalogue's words; the summary is read again after it.
            onRequest={async (message) => (await change.mutateAsync({ kind: 'request', message })) ?? 'sent'}
            onRemove={() => run({ kind: 'delete', requestId })}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** '3 connections · Mutual connections: Ada, Bea' (names link to their profiles). */
function ConnectionCounts({ summary }: { summary: ConnectionSummary }) {
  return (
    <Text size="sm" c="dimmed" w="100%" data-testid="connection-counts">
      <span data-testid="connection-count">
        {summary.connections} {summary.connections === 1 ? T.connectionOne : T.connectionMany}
      </span>
      {summary.mutual_count > 0 ? (
        <>
          {' · '}
          {T.mutual} ({summary.mutual_count}):{' '}
          {summary.mutual.map((person, index) => (
            <span key={person.user_id}>
              {index > 0 ? ', ' : ''}
              <Link to={paths.profile(person.user_id)}>{person.display_name}</Link>
            </span>
          ))}
        </>
      ) : null}
    </Text>
  );
}
