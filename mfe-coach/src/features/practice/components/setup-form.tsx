import { LIMITS } from '@diva/core';
import { Button, Card, Stack, Text, Textarea, TextInput, Title } from '@diva/ui';
import { useState } from 'react';
import type { SessionSetup } from '../../../lib/practice-types.ts';
import { customStart } from '../utils/session-rules.ts';

/** Goal, event type and target audience, and Start AI Coaching (all three required after trimming). */
export function SetupForm({ onStart, disabled }: { onStart: (setup: SessionSetup) => void; disabled?: boolean }) {
  const [goal, setGoal] = useState('');
  const [eventType, setEventType] = useState('');
  const [targetAudience, setTargetAudience] = useState('');
  const [alert, setAlert] = useState<string | null>(null);

  const submit = () => {
    const result = customStart({ goal, eventType, targetAudience });
    if ('error' in result) {
      setAlert(result.error);
      return;
    }
    setAlert(null);
    onStart(result.setup);
  };

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="coach-setup-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="coach-setup-title">
          Practise your own scenario
        </Title>
        <Textarea
          label="What do you want to practise?"
          placeholder="e.g. Introduce my consulting business and ask for a referral"
          value={goal}
          onChange={(e) => setGoal(e.currentTarget.value)}
          maxLength={LIMITS.practiceInput}
          rows={3}
        />
        <TextInput label="Event type" placeholder="e.g. Chamber of commerce mixer" value={eventType} maxLength={200} onChange={(e) => setEventType(e.currentTarget.value)} />
        <TextInput label="Target audience" placeholder="e.g. Local business owners" value={targetAudience} maxLength={200} onChange={(e) => setTargetAudience(e.currentTarget.value)} />
        {alert ? (
          <Text role="alert" c="red.8" size="sm">
            {alert}
          </Text>
        ) : null}
        <Button onClick={submit} disabled={disabled}>
          Start AI Coaching
        </Button>
      </Stack>
    </Card>
  );
}
