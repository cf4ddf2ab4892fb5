import { type DivaClient, getSupabase, loadServices } from '@diva/core';
import type { SkillCategory } from '../../../lib/skills.ts';

export interface DiscoveryAnswer {
  message: string;
  suggestions: { text: string; reason: string }[];
  source: 'model' | 'offline';
}
export interface ChatEntry {
  role: 'user' | 'assistant';
  content: string;
}

/** One call to ai-discovery-chat (start, chat or refresh); the function reads her data with her token. */
export async function callDiscoveryChat(
  body: { category: SkillCategory; action: 'start' | 'chat' | 'refresh'; message?: string; conversationHistory?: ChatEntry[]; previousSuggestions?: string[] },
  client: DivaClient = getSupabase(),
): Promise<DiscoveryAnswer> {
  const { data, error } = await (await loadServices(client)).functions.invoke<DiscoveryAnswer>('ai-discovery-chat', { body });
  if (error || !data) throw error ?? new Error('No answer');
  return data;
}
