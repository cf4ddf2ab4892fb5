import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { useMutation } from '@tanstack/react-query';

export const linkGoalInput = z.object({ goalId: z.string().check(z.minLength(1)), memberId: z.guid() });
export type LinkGoalInput = z.infer<typeof linkGoalInput>;

/** Names the member a goal is about; the request that follows moves the goal (by trigger). */
export async function linkGoal(link: LinkGoalInput, client: DivaClient = getSupabase()) {
  const { goalId, memberId } = linkGoalInput.parse(link);
  unwrap(await client.from('user_goals').update({ target_member_id: memberId }).eq('id', goalId));
}

export const useLinkGoal = () => useMutation({ mutationFn: (input: LinkGoalInput) => linkGoal(input) });
