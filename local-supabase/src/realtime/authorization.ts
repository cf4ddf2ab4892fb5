/**
 * Realtime Authorization for private channels, as hosted Realtime computes it on join: in a transaction that is
 * rolled back, rows of the topic are written to realtime.messages as the owner and read back as the member
 * (select policies: may she receive), then written as the member (insert policies: may she send). The member's
 * role and claims are set as for a request, and 'realtime.topic' so that policies can call realtime.topic().
 */
import type { Db, Statement } from '../db/types.ts';
import type { AuthInfo } from '../http/request.ts';

export interface Permissions {
  read: boolean;
  write: boolean;
}

const ALL: Permissions = { read: true, write: true };

class RolledBack extends Error {}

const caller = (auth: Pick<AuthInfo, 'role' | 'claims'>, topic: string): Statement => ({
  sql: `select set_config('search_path', 'public, extensions', true), set_config('role', $1, true),
          set_config('request.jwt.claims', $2, true), set_config('realtime.topic', $3, true)`,
  params: [auth.role, JSON.stringify(auth.claims ?? { role: auth.role }), topic],
  prepare: true,
});

/** Runs the statements in one transaction that is always rolled back; resolves with the results. */
async function dryRun(db: Db, statements: Statement[]) {
  let results: Awaited<ReturnType<Db['batch']>> = [];
  try {
    await db.batch(statements, {
      priority: true,
      accept: (r) => {
        results = r;
        throw new RolledBack();
      },
    });
  } catch (e) {
    if (!(e instanceof RolledBack)) throw e;
  }
  return results;
}

const isRlsRefusal = (e: unknown) => (e as { code?: string }).code === '42501';

/** What the member may do on a private topic (`extension`: broadcast or presence). The service role may do all. */
export async function authorizePrivate(
  db: Db,
  auth: Pick<AuthInfo, 'role' | 'claims'>,
  topic: string,
  log: (line: string) => void,
): Promise<Permissions> {
  if (auth.role === 'service_role') return ALL;
  let read = false;
  try {
    const results = await dryRun(db, [
      {
        sql: `insert into realtime.messages (topic, extension, private) values ($1, 'broadcast', true), ($1, 'presence', true)`,
        params: [topic],
        prepare: true,
      },
      caller(auth, topic),
      { sql: `select count(*)::int as n from realtime.messages where topic = $1 and private`, params: [topic], prepare: true },
    ]);
    read = Number(results[2]?.rows[0]?.n ?? 0) > 0;
  } catch (e) {
    log(`realtime: read authorization for ${topic} failed: ${(e as Error).message}`);
  }
  let write = false;
  try {
    await dryRun(db, [
      caller(auth, topic),
      { sql: `insert into realtime.messages (topic, extension, private) values ($1, 'broadcast', true)`, params: [topic], prepare: true },
    ]);
    write = true;
  } catch (e) {
    if (!isRlsRefusal(e)) log(`realtime: write authorization for ${topic} failed: ${(e as Error).message}`);
  }
  return { read, write };
}
