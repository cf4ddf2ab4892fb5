import { type ConnectionRequestInput, type ConnectionRequestOutcome, type DivaClient, getSupabase, sendConnectionRequest } from '@diva/core';
import { useMutation } from '@tanstack/react-query';

export type RequestOutcome = ConnectionRequestOutcome;

/** The request's input (@diva/core's): whom, and the optional message of at most 500 characters. */
export { connectionRequestInput as requestConnectionInput } from '@diva/core';

/**
 * Request Connection from the feed's post menu: the one connection request of @diva/core (the database sets
 * who asks, refuses a second request between the two either way, and any between blocked members).
 */
export function requestConnection(input: ConnectionRequestInput, client: DivaClient = getSupabase()): Promise<RequestOutcome> {
  return sendConnectionRequest(input, client);
}

/** The signed-in member requests a connection; the rules that need no request are checked by the caller. */
export function useRequestConnection() {
  return useMutation({
    mutationFn: ({ requestedId, message }: { requestedId: string; message?: string }) => requestConnection({ requestedId, message }),
  });
}
