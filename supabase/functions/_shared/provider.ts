// The model provider: any OpenAI-compatible chat-completions endpoint (hosted OpenAI, Ollama, vLLM,
// llama.cpp's server), through the openai client library, which runs under Node and Deno. Unset
// AI_BASE_URL means no model: the offline engine answers.
import OpenAI from 'openai';
import { envVar, intSetting } from './context.ts';
import type { ChatEntry } from './input-rules.ts';

export interface ProviderConfig {
  baseURL: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
}

export const DEFAULT_TIMEOUT_MS = 20_000;

/** The model settings from the environment, or null when no model is configured. */
export function providerConfig(): ProviderConfig | null {
  const baseURL = envVar('AI_BASE_URL');
  if (!baseURL) return null;
  return {
    baseURL,
    // Local servers (Ollama, llama.cpp) ignore the key, but the client needs one.
    apiKey: envVar('AI_API_KEY') ?? 'not-needed',
    model: envVar('AI_MODEL') ?? 'gpt-4o-mini',
    timeoutMs: intSetting('AI_TIMEOUT_MS', DEFAULT_TIMEOUT_MS),
  };
}

const clients = new Map<string, OpenAI>();

function client(c: ProviderConfig): OpenAI {
  const key = `${c.baseURL}|${c.apiKey}|${c.timeoutMs}`;
  let found = clients.get(key);
  if (!found) {
    // One retry: the library retries connection errors, timeouts, 408, 409, 429 and 5xx with a short backoff.
    found = new OpenAI({ baseURL: c.baseURL, apiKey: c.apiKey, timeout: c.timeoutMs, maxRetries: 1 });
    clients.set(key, found);
  }
  return found;
}

export type ModelMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** The model failed (after its retry): unreachable, timed out, an error status, or no content. */
export class ProviderError extends Error {}

function reason(e: unknown): string {
  if (e instanceof OpenAI.APIConnectionTimeoutError) return 'the AI model timed out';
  if (e instanceof OpenAI.APIConnectionError) return 'the AI model could not be reached';
  if (e instanceof OpenAI.APIError && e.status) return `the AI model answered ${e.status}`;
  return 'the AI model failed';
}

export function conversation(system: string, history: ChatEntry[], user?: string | null): ModelMessage[] {
  return [{ role: 'system', content: system }, ...history, ...(user ? [{ role: 'user' as const, content: user }] : [])];
}

/** One completion; `json` asks for a JSON object (response_format json_object). */
export async function complete(c: ProviderConfig, messages: ModelMessage[], options: { json?: boolean; signal?: AbortSignal } = {}): Promise<string> {
  try {
    const res = await client(c).chat.completions.create(
      {
        model: c.model,
        messages,
        temperature: options.json ? 0.2 : 0.7,
        ...(options.json ? { response_format: { type: 'json_object' as const } } : {}),
      },
      { signal: options.signal },
    );
    const content = res.choices[0]?.message?.content?.trim();
    if (!content) throw new ProviderError('the AI model returned no text');
    return content;
  } catch (e) {
    if (e instanceof ProviderError) throw e;
    throw new ProviderError(reason(e));
  }
}

/**
 * A streamed completion: resolves once the model has accepted the request (errors before that, retried
 * once, throw ProviderError), then yields the text as it arrives.
 */
export async function completeStream(c: ProviderConfig, messages: ModelMessage[], signal?: AbortSignal): Promise<AsyncIterable<string>> {
  let stream;
  try {
    stream = await client(c).chat.completions.create({ model: c.model, messages, temperature: 0.7, stream: true }, { signal });
  } catch (e) {
    throw new ProviderError(reason(e));
  }
  return (async function* () {
    try {
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta?.content;
        if (delta) yield delta;
      }
    } catch (e) {
      throw new ProviderError(reason(e));
    }
  })();
}

/** Parses a model's JSON answer (tolerating a ```json fence); null when it is not JSON. */
export function parseJson(text: string): unknown {
  const body = text.replace(/^```(?:json)?\s*/i, '').replace(/\s*```$/, '');
  try {
    return JSON.parse(body);
  } catch {
    return null;
  }
}
