import { useEffect, useRef, useState } from 'react';
import { WHO_TEXTS } from '../../../texts.ts';
import { fetchGoalChat } from '../api/get-goal-chat.ts';
import { type CoachEntry, type GoalSetterAnswer, useGoalSetter } from '../api/goal-setter.ts';
import type { Goal } from '../api/get-goals.ts';
import type { ConnectionType } from '../utils/strategies.ts';

type Stage = keyof typeof WHO_TEXTS.goalCoachGreetings;
/** The canned greeting of the goal's stage when the coach cannot start (spec 02 §4 "Goal coach fallbacks"). */
const greetingFor = (status: string | undefined) =>
  WHO_TEXTS.goalCoachGreetings[(status && status in WHO_TEXTS.goalCoachGreetings ? status : 'initial') as Stage];

/**
 * The chat with ai-goal-setter: a goal's stored chat when she continues one, else the coach's opening; her
 * messages and the coach's answers. When the coach cannot answer, the spec's fallbacks stand in for it.
 */
export function useCoachChat(connectionType: ConnectionType, goal: Goal | undefined) {
  const [messages, setMessages] = useState<CoachEntry[]>([]);
  const [stored, setStored] = useState(0);
  const [last, setLast] = useState<GoalSetterAnswer | null>(null);
  const [busy, setBusy] = useState(false);
  const { mutateAsync: askCoach } = useGoalSetter();
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      setBusy(true);
      try {
        if (goal) {
          const history = await fetchGoalChat(goal.id);
          setMessages(history);
          setStored(history.length);
          if (history.length > 0) return;
        }
        const answer = await askCoach({ action: 'start', stage: goal?.status ?? 'initial', connectionType, currentGoal: goal?.id });
        setLast(answer);
        setMessages((m) => [...m, { role: 'assistant', content: answer.message }]);
      } catch {
        setMessages((m) => [...m, { role: 'assistant', content: greetingFor(goal?.status) }]);
      } finally {
        setBusy(false);
      }
    })();
  }, [goal, connectionType, askCoach]);

  const send = async (text: string) => {
    const withMine = [...messages, { role: 'user' as const, content: text }];
    setMessages(withMine);
    setBusy(true);
    try {
      const answer = await askCoach({
        action: 'chat', stage: goal?.status ?? 'initial', connectionType, message: text, conversation: messages, currentGoal: goal?.id,
      });
      setLast(answer);
      setMessages([...withMine, { role: 'assistant', content: answer.message }]);
    } catch {
      setMessages([...withMine, { role: 'assistant', content: WHO_TEXTS.goalCoachApology }]);
    } finally {
      setBusy(false);
    }
  };

  return { messages, stored, last, busy, send };
}
