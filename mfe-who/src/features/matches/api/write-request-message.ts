import { type DivaClient, getSupabase, loadServices, z } from '@diva/core';
import { useMutation } from '@tanstack/react-query';

export const requestMessageInput = z.object({ recipientId: z.guid(), name: z.string() });

export interface RequestMessage {
  message: string;
  source: 'model' | 'offline';
}

/** Write it for me: ai-connection-assistant drafts a request naming what the two share. */
export async function writeRequestMessage(recipientId: string, name: string, client: DivaClient = getSupabase()): Promise<RequestMessage> {
  const input = requestMessageInput.parse({ recipientId, name });
  const { data, error } = await (await loadServices(client)).functions.invoke<RequestMessage>('ai-connection-assistant', {
    body: { prompt: `Write a short connection request to ${input.name}`, recipientId: input.recipientId },
  });
  if (error || !data) throw error ?? new Error('No answer');
  return data;
}

export const useWriteRequestMessage = () =>
  useMutation({ mutationFn: ({ recipientId, name }: { recipientId: string; name: string }) => writeRequestMessage(recipientId, name) });
