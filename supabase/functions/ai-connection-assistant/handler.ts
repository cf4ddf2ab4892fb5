// ai-connection-assistant: drafts a connection request message (at most 500 characters). Body {prompt,
// recipientId?}; answer {message, source}. The recipient's public profile and skills are read as the caller.
import { errorJson, json } from '../_shared/http.ts';
import { checkMessage, MESSAGE_LIMITS } from '../_shared/input-rules.ts';
import { loadMember, loadOtherMembers } from '../_shared/member-data.ts';
import { connectionMessage } from '../_shared/offline/connection-assistant.ts';
import { aiFunction, type Caller } from '../_shared/pipeline.ts';
import { connectionPrompt, memberSummary } from '../_shared/prompts.ts';
import { complete, conversation, providerConfig } from '../_shared/provider.ts';
import { isUuid } from '../_shared/request.ts';
import { connectionMessageSchema } from '../_shared/schemas.ts';

export const FAILURE = 'AI Assistant Error: Failed to generate message. Please write your own message.';

async function run(body: Record<string, unknown>, { userId, db }: Caller, req: Request): Promise<Response> {
  const error = checkMessage(body.prompt, MESSAGE_LIMITS.chat);
  if (error) return errorJson(400, error);
  if (body.recipientId !== undefined && body.recipientId !== null && !isUuid(body.recipientId)) {
    return errorJson(400, 'recipientId must be a member id');
  }
  const prompt = (body.prompt as string).trim();
  const [data, found] = await Promise.all([
    loadMember(db, userId),
    isUuid(body.recipientId) && body.recipientId !== userId ? loadOtherMembers(db, userId, [body.recipientId]) : Promise.resolve([]),
  ]);
  const recipient = found[0] ?? null;
  const offline = connectionMessageSchema.parse(connectionMessage(data, recipient, prompt));

  const provider = providerConfig();
  if (!provider) return json({ message: offline, source: 'offline' });
  let raw: string;
  try {
    const about = recipient ? memberSummary({ ...data, profile: recipient.profile, skills: recipient.skills, posts: [], achievements: [], goals: [], upcomingEvents: [] }) : null;
    raw = await complete(provider, conversation(connectionPrompt(data, about), [], prompt), { signal: req.signal });
  } catch (e) {
    console.error(`ai-connection-assistant: ${(e as Error).message}`);
    return errorJson(502, FAILURE);
  }
  const parsed = connectionMessageSchema.safeParse(raw.replace(/^["']|["']$/g, ''));
  return parsed.success ? json({ message: parsed.data, source: 'model' }) : json({ message: offline, source: 'offline' });
}

export default aiFunction('ai-connection-assistant', run, FAILURE);
