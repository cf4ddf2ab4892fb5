// The Who area: dashboard, discovery, strategies (goals) and matches (spec 02 §8 "Who, goals, practice").
// Connection request texts are in CONNECTION_TEXTS; 'Failed to add/remove {item}' is failedToAdd/failedToRemove.
import { type ToastText } from './common.ts';

export const WHO_TEXTS = {
  startAiConversationFailed: 'Failed to start AI conversation',
  refreshSuggestionsFailed: 'Failed to refresh suggestions',
  loadGoalsFailed: 'Failed to load goals. Please try again.',
  updateGoalFailed: 'Failed to update goal. Please try again.',
  createGoalFailed: 'Failed to create goal. Please try again.',
  saveGoalSessionFailed: 'Failed to save session. Please try again.',
  nothingToSave: { title: 'Nothing to Save', message: 'No messages to save yet.' },
  aiAssistantError: { title: 'AI Assistant Error', message: 'Failed to generate message. Please write your own message.' },
  loadDataFailed: 'Failed to load data',
} as const satisfies Record<string, string | ToastText>;
