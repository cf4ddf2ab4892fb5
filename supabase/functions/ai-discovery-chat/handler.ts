// ai-discovery-chat: suggests superpowers, passions or fuel. Body {category, action: start|chat|refresh,
// message, conversationHistory, previousSuggestions?}; answer {message, suggestions: [{text, reason}], source}.
import { errorJson, json } from '../_shared/http.ts';
import { checkHistory, checkMessage, MESSAGE_LIMITS } from '../_shared/input-rules.ts';
import { loadMember } from '../_shared/member-data.ts';
import { discoveryCategory } from '../_shared/offline/discovery-catalog.ts';
import { discoveryAnswer, type DiscoveryInput } from '../_shared/offline/discovery.ts';
import { aiFunction, type Caller } from '../_shared/pipeline.ts';
import { discoveryPrompt } from '../_shared/prompts.ts';
import { complete, conversation, parseJson, providerConfig } from '../_shared/provider.ts';
import { oneOf, stringList } from '../_shared/request.ts';
import { modelDiscoverySchema, suggestionsSchema } from '../_shared/schemas.ts';
import { normalise } from '../_shared/text.ts';

const FAILURE = { start: 'Failed to start AI conversation', chat: 'Failed to send message', refresh: 'Failed to refresh suggestions' } as const;

async function run(body: Record<string, unknown>, { userId, db }: Caller, req: Request): Promise<Response> {
  const category = discoveryCategory(body.category);
  if (!category) return errorJson(400, 'Choose a category: superpowers, passions or fuel');
  const action = oneOf(body.action, ['start', 'chat', 'refresh'] as const, 'chat');
  if (!action) return errorJson(400, 'Unknown action: use start, chat or refresh');
  const hasMessage = typeof body.message === 'string' && body.message.trim() !== '';
  if (action === 'chat' || hasMessage) {
    const error = checkMessage(body.message, MESSAGE_LIMITS.chat);
    if (error) return errorJson(400, error);
  }
  const history = checkHistory(body.conversationHistory, MESSAGE_LIMITS.chat);
  if ('error' in history) return errorJson(400, history.error);

  const data = await loadMember(db, userId, ['posts', 'achievements']);
  const input: DiscoveryInput = {
    category,
    action,
    message: hasMessage ? (body.message as string).trim() : null,
    history: history.entries,
    previous: stringList(body.previousSuggestions),
  };
  const offline = discoveryAnswer(data, input);
  suggestionsSchema.parse(offline.suggestions);

  const provider = providerConfig();
  if (!provider) return json({ ...offline, source: 'offline' });
  const exclude = action === 'refresh' ? input.previous : [];
  let raw: string;
  try {
    raw = await complete(provider, conversation(discoveryPrompt(data, category, exclude), history.entries, input.message ?? `(${action}: suggest ${category})`), { json: true, signal: req.signal });
  } catch (e) {
    console.error(`ai-discovery-chat: ${(e as Error).message}`);
    return errorJson(502, FAILURE[action]);
  }
  const parsed = modelDiscoverySchema.safeParse(parseJson(raw));
  if (!parsed.success) return json({ ...offline, source: 'offline' });
  // A model may still repeat what she has or has seen: those are dropped.
  const skip = new Set([...data.skills[category], ...exclude].map(normalise));
  const suggestions = parsed.data.suggestions.filter((s) => !skip.has(normalise(s.text)));
  if (suggestions.length === 0) return json({ ...offline, source: 'offline' });
  return json({ message: parsed.data.message, suggestions, source: 'model' });
}

export default aiFunction('ai-discovery-chat', run, 'Failed to send message');
