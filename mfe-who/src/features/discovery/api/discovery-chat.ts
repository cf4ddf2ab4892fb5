import { type DivaClient, getSupabase, loadServices, z } from '@diva/core';
import { useMutation } from '@tanstack/react-query';
import { SKILL_CATEGORY_NAMES } from '../utils/skill-categories.ts';

const chatEntry = z.object({ role: z.enum(['user', 'assistant']), content: z.string() });
export type ChatEntry = z.infer<typeof chatEntry>;

export const discoveryChatInput = z.object({
  category: z.enum(SKILL_CATEGORY_NAMES),
  action: z.enum(['start', 'chat', 'refresh']),
  message: z.optional(z.string()),
  conversationHistory: z.optional(z.array(chatEntry)),
  /** Suggestions shown before, so a refresh brings new ones. */
  previousSuggestions: z.optional(z.array(z.string())),
});
export type DiscoveryChatInput = z.infer<typeof discoveryChatInput>;

export interface DiscoveryAnswer {
  message: string;
  suggestions: { text: string; reason: string }[];
  source: 'model' | 'offline';
}

/** One call to ai-discovery-chat (start, chat or refresh); the function reads her data with her token. */
export async function callDiscoveryChat(input: DiscoveryChatInput, client: DivaClient = getSupabase()): Promise<DiscoveryAnswer> {
  const body = discoveryChatInput.parse(input);
  const { data, error } = await (await loadServices(client)).functions.invoke<DiscoveryAnswer>('ai-discovery-chat', { body });
  if (error || !data) throw error ?? new Error('No answer');
  return data;
}

export const useDiscoveryChat = () => useMutation({ mutationFn: (input: DiscoveryChatInput) => callDiscoveryChat(input) });
