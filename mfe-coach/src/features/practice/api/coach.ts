import { type DivaClient, getSupabase, loadServices } from '@diva/core';
import type { ChatEntry, Scorecard, SessionSetup } from '../../../lib/practice-types.ts';

export type CoachSource = 'model' | 'offline';

interface CoachBody {
  action: 'start' | 'practice' | 'end';
  message?: string;
  conversationHistory?: ChatEntry[];
  sessionData: SessionSetup & { sessionId?: string };
}

/** The function's own error text ({ error }) when it refused, else the transport's message. */
async function reasonOf(error: unknown): Promise<string> {
  const context = (error as { context?: unknown }).context;
  if (context instanceof Response) {
    const body = (await context.json().catch(() => null)) as { error?: string } | null;
    // The function's own 'Failed to send message: <reason>' gives the reason alone (the UI adds the prefix).
    if (body?.error) return body.error.replace(/^Failed to send message: /, '');
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * start / practice through ai-networking-coach with Accept: text/event-stream: `onDelta` gets the reply as it
 * is produced; resolves with the whole reply and which engine answered. Throws an Error whose message is the
 * reason (the function's text when it refused).
 */
export async function streamCoachReply(
  body: CoachBody,
  onDelta: (textSoFar: string) => void,
  client: DivaClient = getSupabase(),
): Promise<{ message: string; source: CoachSource }> {
  const { data, error } = await (await loadServices(client)).functions.invoke('ai-networking-coach', {
    body,
    headers: { Accept: 'text/event-stream' },
  });
  if (error) throw new Error(await reasonOf(error));
  if (!(data instanceof Response) || !data.body) {
    // A JSON answer (a server that does not stream): show it whole.
    const whole = data as { message: string; source: CoachSource };
    onDelta(whole.message);
    return whole;
  }
  const reader = data.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let text = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    const lines = buffer.split('\n');
    buffer = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.startsWith('data:')) continue;
      const event = JSON.parse(line.slice(5).trim()) as
        | { type: 'delta'; text: string }
        | { type: 'done'; message: string; source: CoachSource }
        | { type: 'error'; error: string };
      if (event.type === 'delta') {
        text += event.text;
        onDelta(text);
      } else if (event.type === 'done') {
        return { message: event.message, source: event.source };
      } else {
        throw new Error(event.error.replace(/^Failed to send message: /, ''));
      }
    }
  }
  if (!text) throw new Error('The coach did not answer');
  return { message: text, source: 'offline' };
}

export interface EndResult {
  message: string;
  scorecard: Scorecard;
  source: CoachSource;
  /** Whether the function stored the scorecard, score and completed status on her session. */
  saved: boolean;
}

/** end: the scorecard of the transcript (a tip per criterion); with sessionId the function stores it on her session. */
export async function endCoachSession(body: Omit<CoachBody, 'action'>, client: DivaClient = getSupabase()): Promise<EndResult> {
  const { data, error } = await (await loadServices(client)).functions.invoke<EndResult>(
    'ai-networking-coach',
    { body: { ...body, action: 'end' } },
  );
  if (error || !data) throw new Error(error ? await reasonOf(error) : 'No answer');
  return data;
}
