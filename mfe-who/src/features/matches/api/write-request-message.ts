import { type DivaClient, getSupabase, loadServices } from '@diva/core';

/** Write it for me: ai-connection-assistant drafts a request naming what the two share. */
export async function writeRequestMessage(recipientId: string, name: string, client: DivaClient = getSupabase()) {
  const { data, error } = await (await loadServices(client)).functions.invoke<{ message: string; source: 'model' | 'offline' }>('ai-connection-assistant', {
    body: { prompt: `Write a short connection request to ${name}`, recipientId },
  });
  if (error || !data) throw error ?? new Error('No answer');
  return data;
}
