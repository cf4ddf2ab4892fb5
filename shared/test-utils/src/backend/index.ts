// Node-only integration helpers: a real local-supabase and clients signed in through its HTTP APIs.
// Component tests (jsdom) import '@diva/test-utils' and '@diva/test-utils/fake-supabase' instead.
export { startTestServer, PG_URL } from './server.ts';
export type { LocalSupabase, TestServerOptions } from './server.ts';
export {
  anonClient,
  approveLeader,
  clientFor,
  makeAdmin,
  MEMBER_PASSWORD,
  serviceClient,
  signIn,
  signInMember,
  signUpMember,
} from './clients.ts';
export type { Client, Member } from './clients.ts';
export { DEMO_ACCOUNTS, DEMO_CHAPTERS, DEMO_PASSWORD, signInAdmin, signInDemo, signInModerator, signInPresident } from './demo-accounts.ts';
export type { DemoAccount } from './demo-accounts.ts';
export { noRows, ok, refused } from './expect.ts';
export { insertBenchMembers } from './bulk-members.ts';
