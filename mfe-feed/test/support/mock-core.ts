
import { createFakeSupabase, type FakeSupabase } from './fake-supabase.ts';

/**
 * The fake client every component test talks to. Test files route @diva/core's getSupabase() here with:
 *   vi.mock('@diva/core', async (original) => (await import('../support/mock-core.ts')).mockCore(original));
 */
let fake: FakeSupabase = createFakeSupabase();

export const currentFake = (): FakeSupabase => fake;

export function resetFake(): FakeSupabase {
  fake = createFakeSupabase();
  return fake;
}

export const mockCore = async (original: () => Promise<unknown>) => ({
  ...((await original()) as object),
  getSupabase: () => currentFake().client,
});

