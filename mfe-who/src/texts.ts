// The Who area: dashboard, discovery, strategies (goals) and matches (spec 02 §8 "Who, goals, practice").
// Texts other areas show too are in @diva/core/texts: CONNECTION_TEXTS for connection requests, failedToAdd and
// failedToRemove for 'Failed to add/remove {item}', errorToast for the 'Error' title.
import { type ToastText } from '@diva/core/texts';

export const WHO_TEXTS = {
  startAiConversationFailed: 'Failed to start AI conversation',
  refreshSuggestionsFailed: 'Failed to refresh suggestions',
  loadGoalsFailed: 'Failed to load goals. Please try again.',
  updateGoalFailed: 'Failed to update goal. Please try again.',
  createGoalFailed: 'Failed to create goal. Please try again.',
  saveGoalSessionFailed: 'Failed to save session. Please try again.',
  /** Save Session succeeded (the spec words only its failures). */
  sessionSaved: { title: 'Session saved', tone: 'success' },
  nothingToSave: { title: 'Nothing to Save', message: 'No messages to save yet.' },
  aiAssistantError: { title: 'AI Assistant Error', message: 'Failed to generate message. Please write your own message.' },
  loadDataFailed: 'Failed to load data',
  /**
   * The goal coach's canned greeting for each stage, shown when the coach cannot start (spec 02 §4 "Goal coach
   * fallbacks"; the spec does not word them). The same words as the offline coach's STAGE_GREETINGS in
   * supabase/functions/_shared/offline/goal-stages.ts (mfe-who's unit test holds them equal).
   */
  goalCoachGreetings: {
    initial:
      "Let's set a networking goal together. What do you want to achieve, who could help you get there (a mentor, a collaborator, an authority ally or a raving fan), and by when?",
    goal_created: 'Your goal is set. Next we find the right people: tell me who could help, or ask me to suggest members who fit.',
    connection_identified:
      'You have someone in mind. Let us plan your outreach: what do you want from the first conversation, and what can you offer them?',
    outreach_initiated: 'You have reached out. How did it go? Tell me whether they replied, and we will plan the follow-up.',
    connection_acquired:
      'You made the connection. Let us turn it into progress on your goal: what is the next concrete step you can take together?',
    goal_completed: 'Congratulations on achieving your goal! Let us capture what worked and decide what you want to go after next.',
  },
  /** The apology on a goal chat failure (spec 02 §4), as the offline coach's GOAL_CHAT_APOLOGY. */
  goalCoachApology: "I'm sorry, I couldn't respond just now. Please try again, or continue setting up your goal manually.",
} as const satisfies Record<string, string | ToastText | Record<string, string>>;

/** Texts of this area that the product spec does not word (the spec-conformance test reads this list). */
export const BEYOND_SPEC = ['WHO_TEXTS.sessionSaved.title'];
