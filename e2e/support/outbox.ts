import { expect } from '@playwright/test';
import { e2eEnv } from './env.ts';

/** An e-mail local-supabase "sent" (its local outbox, read with the service-role key; see local-supabase/README.md). */
export interface OutboxMessage {
  id: string;
  to: string;
  type: string;
  subject: string;
  link: string | null;
  otp: string | null;
  created_at: string;
}

async function messagesTo(email: string): Promise<OutboxMessage[]> {
  const serviceKey = process.env.E2E_SERVICE_ROLE_KEY;
  if (!serviceKey) throw new Error('E2E_SERVICE_ROLE_KEY is not set: run the suites through playwright.config.ts (global setup)');
  const url = `${e2eEnv.supabaseUrl()}/auth/v1/_local/outbox?email=${encodeURIComponent(email)}&limit=20`;
  const answer = await fetch(url, { headers: { apikey: serviceKey } });
  if (!answer.ok) throw new Error(`outbox: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as { messages: OutboxMessage[] }).messages;
}

/** The newest e-mail of this type to this address sent after `since` (ISO time), waiting until it is there. */
export async function latestEmail(email: string, type: string, since = new Date(0).toISOString()): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(async () => {
      found = (await messagesTo(email)).find((message) => message.type === type && message.created_at >= since);
      return Boolean(found);
    }, { message: `a ${type} e-mail to ${email}` })
    .toBe(true);
  return found!;
}
