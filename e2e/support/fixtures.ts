import { type BrowserContext, type Page, test as base } from '@playwright/test';
import { createMember, type Member, signedInState } from './members.ts';

/**
 * A member signed up through the real API, signed in in a browser context of her own (her session in its storage:
 * see signedInState). The page starts blank: each test opens the page it is about.
 */
export interface SignedInMember extends Member {
  context: BrowserContext;
  page: Page;
}

interface MemberFixtures {
  /** The display names of `twoMembers` (a spec may set them: `test.use({ memberNames: ['Ada Live', 'Bea Live'] })`). */
  memberNames: [string, string];
  /** Two members, each signed in in her own browser context (as two people on two machines); closed afterwards. */
  twoMembers: [SignedInMember, SignedInMember];
}

export const test = base.extend<MemberFixtures>({
  memberNames: [['Ada Member', 'Bea Member'], { option: true }],
  twoMembers: async ({ browser, memberNames }, provide) => {
    const members = await Promise.all(memberNames.map((name) => createMember(name)));
    const signedIn: SignedInMember[] = [];
    try {
      for (const member of members) {
        const context = await browser.newContext({ storageState: await signedInState(member) });
        signedIn.push({ ...member, context, page: await context.newPage() });
      }
      await provide(signedIn as [SignedInMember, SignedInMember]);
    } finally {
      for (const member of signedIn) await member.context.close();
    }
  },
});

export { expect } from '@playwright/test';
