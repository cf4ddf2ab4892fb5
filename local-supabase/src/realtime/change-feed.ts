/**
 * Change capture → subscribers. `_local.capture_change()` (bootstrap) stores each row change of a published
 * table in `_local.changes` and notifies `local_supabase_changes` after commit. The feed drains that table in
 * batches (read and delete in one statement), works out which bindings match and which subscribers may read
 * each row, then sends the events in commit order.
 */
import type { Db } from '../db/types.ts';
import type { Catalog, DbRole, TableInfo } from './catalog.ts';
import type { Binding } from './bindings.ts';
import type { Channel } from './channel.ts';
import type { Filter } from './filters.ts';
import type { Hub } from './hub.ts';
import { changeData, type Change, type Row } from './payload.ts';
import { checkVisibility, evaluateFilters, type RlsGroup } from './visibility.ts';

const BATCH = 500;
const CHANNEL = 'local_supabase_changes';

/**
 * Requests running in or queued for the database (db.busy()) from which a pass counts as taking the database
 * from them. A few are normal under moderate load (about 70 requests a second keep one or two in flight now
 * and then); a saturating load keeps one per client.
 */
const CONTENDED_REQUESTS = 4;

/** With no subscriber and no join waiting, passes only empty the change table: at least this far apart. */
const IDLE_PASS_INTERVAL_MS = 50;
/**
 * Passes are at least this far apart in any case: changes arriving meanwhile share one check (a pass per change
 * kept PGlite's connection busy enough at about 70 requests a second to put a tail on deliveries).
 */
const MIN_PASS_INTERVAL_MS = 25;

/**
 * When passes may start. Checking row-level security costs one statement per subscriber and table whatever
 * the number of changes (PGlite, 50 members: about 6 ms a pass for one change, 40 ms for a few dozen), so
 * while requests queue for the database, passes are spaced out to keep the feed within `share` of the time:
 * fewer, larger passes leave the database to the requests. Without a queue, a change is handled at once. The
 * pacing is a budget: time accrues at `share` per millisecond (up to `burstMs`), a pass that ran while
 * requests queued spends what its calls into the database took (not the sending of its events, which does
 * not hold the database), and a pass in debt waits until the debt is paid; the debt is at most `maxDelayMs`
 * of accrual, so no pass waits longer and a slow pass is not paid for long after.
 *
 * Under a saturating load most of a pass's database time grows with its changes (every subscriber's check
 * reads each of them), so waiting longer saves little of it and only delays deliveries: the bench's 50
 * subscribers' passes took 30-40 ms each and waited the cap. With a cap of 200 ms (and the sending counted),
 * delivery p95 was 380-490 ms; at 80 ms it is about 190-220 ms, for a few per cent more of the database
 * (issue 35, `local-supabase/README.md`). The share is 8 %: on PGlite, whose one connection is what a
 * saturating load waits for, 12 % kept 84-86 % of the throughput with 50 subscribers and 8 % 86-88 %, for
 * about 15 ms more on the saturated delivery p95 (100-110 → 120 ms); on PostgreSQL it made no difference.
 */
export class PassBudget {
  private credit: number;
  private at: number;

  constructor(
    private readonly share = 0.08,
    /** Enough for several passes: a burst of requests (members arriving at once) does not hold deliveries back. */
    private readonly burstMs = 150,
    private readonly maxDelayMs = 80,
    now = performance.now(),
  ) {
    this.credit = burstMs;
    this.at = now;
  }

  private accrue(now: number) {
    this.credit = Math.min(this.burstMs, this.credit + (now - this.at) * this.share);
    this.at = now;
  }

  /** A pass took `ms`; `contended`: requests were waiting for the database meanwhile. */
  spent(ms: number, contended: boolean, now = performance.now()) {
    this.accrue(now);
    if (contended) this.credit = Math.max(-this.maxDelayMs * this.share, this.credit - ms);
  }

  /** Milliseconds to wait before the next pass. */
  delay(now = performance.now()): number {
    this.accrue(now);
    return this.credit >= 0 ? 0 : -this.credit / this.share;
  }
}

const byCommitOrder = (a: Delivery, b: Delivery) => a.change.id - b.change.id;

function inCommitOrder(list: Delivery[]): boolean {
  for (let i = 1; i < list.length; i++) if (list[i - 1].change.id > list[i].change.id) return false;
  return true;
}

/**
 * Runs `send` over the items in order, yielding to the event loop whenever a slice of work has taken `sliceMs`
 * (checked every `checkEvery` items). A pass for 50 subscribers sends thousands of frames: in one go it held
 * the server's thread for long enough that PGlite, short of requests to run, sat idle. `flush` runs before each
 * yield.
 */
export async function sendInSlices<T>(items: T[], send: (item: T) => void, flush: () => void, sliceMs = 2, checkEvery = 32): Promise<void> {
  let sliceStart = performance.now();
  for (let i = 0; i < items.length; i++) {
    send(items[i]);
    if (i % checkEvery === checkEvery - 1 && i + 1 < items.length && performance.now() - sliceStart >= sliceMs) {
      flush();
      await new Promise((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
  flush();
}

const DRAIN_SQL = `
with batch as (
  delete from _local.changes where id in (select id from _local.changes order by id limit ${BATCH})
  returning id, schema_name, table_name, op, record, old_record, committed_at
)
select coalesce(json_agg(json_build_object(
  'id', id, 'schema', schema_name, 'table', table_name, 'op', op, 'record', record, 'old', old_record,
  'ts', to_char(committed_at at time zone 'utc', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
) order by id), '[]'::json)::text as rows
from batch`;

/** One event of a change for one channel: its bindings that share a column list. */
interface EventGroup {
  select: string[] | null;
  ids: number[];
}

/** A channel's bindings that match an operation (and pass their filters), grouped by column list. */
function eventGroups(bindings: Binding[], op: Change['op'], passed: (b: Binding) => boolean): EventGroup[] {
  const groups = new Map<string, EventGroup>();
  for (const b of bindings) {
    if (b.event !== '*' && b.event !== op) continue;
    if (b.filters.length && !passed(b)) continue;
    const selectKey = b.select?.join(',') ?? '';
    let g = groups.get(selectKey);
    if (!g) groups.set(selectKey, (g = { select: b.select, ids: [] }));
    if (!g.ids.includes(b.id)) g.ids.push(b.id);
  }
  return [...groups.values()];
}

interface Delivery {
  change: Change;
  table: TableInfo;
  channel: Channel;
  /** The channel's claims when matched: if an access_token changes them meanwhile, the event is dropped. */
  claimsKey: string;
  ids: number[];
  /** Bindings with a `select` get their own event, restricted to those columns. */
  select: string[] | null;
}

export class ChangeFeed {
  private unlisten: (() => Promise<void>) | null = null;
  private draining: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private readonly budget = new PassBudget();
  /** The events of the passes so far, sent in order: each pass's sending is chained after the previous one's. */
  private sending: Promise<void> = Promise.resolve();
  /** Milliseconds the current pass has spent waiting for the database (its statements), not sending. */
  private dbMs = 0;
  private lastPass = -Infinity;
  /** Callers of sync() waiting for a drain pass that starts after their call. */
  private syncWaiters: (() => void)[] = [];

  constructor(
    private readonly db: Db,
    private readonly catalog: Catalog,
    private readonly hub: Hub,
    private readonly log: (line: string) => void,
  ) {}

  async start() {
    this.unlisten = await this.db.listen(CHANNEL, () => this.kick());
    // Changes left by an earlier run were committed before anyone here could have subscribed.
    await this.db.query('delete from _local.changes');
  }

  async stop() {
    this.stopped = true;
    this.syncWaiters.splice(0).forEach((resolve) => resolve());
    await this.unlisten?.().catch(() => {});
    this.unlisten = null;
    await this.draining?.catch(() => {});
    await this.sending;
  }

  /**
   * Resolves once every change committed before the call has been handed out. A join waits for it before
   * registering, so a new subscriber never receives changes committed before it subscribed.
   */
  sync(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    return new Promise((resolve) => {
      this.syncWaiters.push(resolve);
      this.kick();
    });
  }

  /** Drains now, or once more after the pass in progress. */
  kick() {
    if (this.stopped) return;
    this.again = true;
    if (this.draining) return;
    this.draining = (async () => {
      try {
        while (this.again && !this.stopped) {
          const idle = !this.hub.hasSubscribers() && this.syncWaiters.length === 0;
          const gap = idle ? IDLE_PASS_INTERVAL_MS : MIN_PASS_INTERVAL_MS;
          const wait = Math.max(this.budget.delay(), this.lastPass + gap - performance.now());
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          if (this.stopped) break;
          this.again = false;
          const queued = this.db.busy();
          this.lastPass = performance.now();
          this.dbMs = 0;
          const previous = this.sending;
          await this.pass();
          this.budget.spent(this.dbMs, (queued + this.db.busy()) / 2 >= CONTENDED_REQUESTS);
          // At most one pass's events wait to be sent while the next pass runs.
          await previous;
        }
      } finally {
        // Cleared in the same turn as the last check of `again`, so no kick can fall in between.
        this.draining = null;
        if (this.stopped) this.syncWaiters.splice(0).forEach((resolve) => resolve());
      }
    })();
  }

  /** Runs one of the pass's calls into the database, adding its time to the pass's database time. */
  private async timed<T>(call: () => Promise<T>): Promise<T> {
    const started = performance.now();
    try {
      return await call();
    } finally {
      this.dbMs += performance.now() - started;
    }
  }

  /** Reads (and deletes) one batch of changes and delivers it. */
  private async pass() {
    const waiting = this.syncWaiters.splice(0);
    let changes: Change[];
    try {
      const [{ rows }] = await this.timed(() => this.db.batch([{ sql: DRAIN_SQL, prepare: true }], { priority: true }));
      changes = JSON.parse(rows[0].rows as string) as Change[];
    } catch (e) {
      if (!this.stopped) this.log(`realtime: reading changes failed: ${(e as Error).message}`);
      waiting.forEach((resolve) => resolve());
      return;
    }
    if (changes.length && this.hub.hasSubscribers()) {
      try {
        await this.deliver(changes);
      } catch (e) {
        this.log(`realtime: delivering changes failed: ${(e as Error).stack ?? e}`);
      }
    }
    if (changes.length < BATCH) {
      // Handed out once this pass's events (queued behind the previous pass's) have been sent.
      void this.sending.then(() => waiting.forEach((resolve) => resolve()));
    } else {
      // More may be pending: the waiters need a pass that finds the backlog exhausted.
      this.syncWaiters.unshift(...waiting);
      this.again = true;
    }
  }

  private async tableFor(changes: Change[]): Promise<TableInfo | undefined> {
    const key = `${changes[0].schema}.${changes[0].table}`;
    const known = (t: TableInfo | undefined) =>
      t && changes.every((c) => Object.keys(c.record ?? c.old ?? {}).every((k) => t.byName.has(k)));
    let table = this.catalog.get(key);
    // A table unknown here or with columns added since the last reading: read the catalogue again.
    if (!known(table)) {
      await this.catalog.refresh();
      table = this.catalog.get(key);
    }
    return table;
  }

  private async deliver(changes: Change[]) {
    const byTable = new Map<string, Change[]>();
    for (const c of changes) {
      const key = `${c.schema}.${c.table}`;
      if (!this.hub.channelsForTable(key)?.size) continue;
      let list = byTable.get(key);
      if (!list) byTable.set(key, (list = []));
      list.push(c);
    }

    const deliveries: Delivery[] = [];
    for (const [key, list] of byTable) {
      const table = await this.tableFor(list);
      // Not push(...): a pass of 500 changes for a few hundred subscribers would overflow the call stack.
      if (table) for (const d of await this.match(table, list, [...(this.hub.channelsForTable(key) ?? [])])) deliveries.push(d);
    }
    const visible = await this.authorize(deliveries);
    // Sent after the previous pass's events, while the next pass reads and checks its changes.
    this.sending = this.sending
      .then(() => this.send(deliveries, visible))
      .catch((e: unknown) => this.log(`realtime: delivering changes failed: ${(e as Error).stack ?? e}`));
  }

  /** Sends each delivery its subscriber may see, in commit order, in slices of the event loop. */
  private async send(deliveries: Delivery[], visible: (d: Delivery) => boolean) {
    // A change's data is encoded once per role and column list, then shared by all those subscribers' frames.
    const encoded = new Map<Change, Map<string, Buffer>>();
    const dataFor = (d: Delivery) => {
      let byRole = encoded.get(d.change);
      if (!byRole) encoded.set(d.change, (byRole = new Map()));
      const role = d.channel.auth.role;
      const key = d.select ? `${role}\u0000${d.select.join(',')}` : role;
      let data = byRole.get(key);
      if (!data) byRole.set(key, (data = Buffer.from(changeData(d.table, d.change, role, d.select))));
      return data;
    };
    // Grouped by socket, in commit order within each: a socket's frames of the pass leave in one write. On
    // PostgreSQL, with 50 subscribers, a write per frame (then per slice) was the server's largest cost.
    const bySocket = new Map<Channel['socket'], Delivery[]>();
    for (const d of deliveries) {
      let list = bySocket.get(d.channel.socket);
      if (!list) bySocket.set(d.channel.socket, (list = []));
      list.push(d);
    }
    // Each table's matches are in commit order per channel; a socket's list needs its tables and channels
    // interleaved (sorting each socket's few runs, not the pass's thousands of deliveries at once).
    for (const list of bySocket.values()) if (!inCommitOrder(list)) list.sort(byCommitOrder);
    await sendInSlices(
      [...bySocket],
      ([socket, list]) => {
        const messages: Buffer[][] = [];
        for (const d of list) {
          if (d.channel.closed || d.channel.claimsKey !== d.claimsKey || !visible(d)) continue;
          messages.push(d.channel.changeMessage(d.ids, dataFor(d)));
        }
        socket.sendTexts(messages);
      },
      () => {},
      2,
      1,
    );
  }

  /** The channels whose bindings match each change by event and filter (DELETE is never filtered). */
  private async match(table: TableInfo, changes: Change[], channels: Channel[]): Promise<Delivery[]> {
    const filterSets = new Map<string, { index: number; filters: Filter[] }>();
    for (const ch of channels) {
      for (const b of ch.bindings) {
        if (b.filters.length && b.tables.includes(table.key) && !filterSets.has(b.filtersKey)) {
          filterSets.set(b.filtersKey, { index: filterSets.size, filters: b.filters });
        }
      }
    }
    const passes = new Map<Change, boolean[]>();
    const filtered = changes.filter((c) => c.op !== 'DELETE');
    if (filterSets.size && filtered.length) {
      try {
        const sets = [...filterSets.values()].map((s) => s.filters);
        const results = await this.timed(() => evaluateFilters(this.db, table, filtered.map((c) => c.record ?? {}), sets));
        filtered.forEach((c, i) => passes.set(c, results[i]));
      } catch (e) {
        this.log(`realtime: evaluating filters on ${table.key} failed: ${(e as Error).message}`);
      }
    }

    const out: Delivery[] = [];
    for (const channel of channels) {
      const bindings = channel.bindings.filter((b) => b.tables.includes(table.key));
      // Without filters, a channel's events depend only on the operation: grouped once per pass, not per change.
      const unfiltered = bindings.every((b) => !b.filters.length);
      const byOp = new Map<Change['op'], EventGroup[]>();
      for (const change of changes) {
        let groups = unfiltered ? byOp.get(change.op) : undefined;
        if (!groups) {
          const passed = (b: Binding) => change.op === 'DELETE' || !!passes.get(change)?.[filterSets.get(b.filtersKey)!.index];
          groups = eventGroups(bindings, change.op, passed);
          if (unfiltered) byOp.set(change.op, groups);
        }
        for (const g of groups) out.push({ change, table, channel, claimsKey: channel.claimsKey, ids: g.ids, select: g.select });
      }
    }
    return out;
  }

  /** A check found a table's policies changed since the catalogue was read: read it again, in the background. */
  private rereadCatalog() {
    this.catalog.refresh().catch((e: unknown) => this.log(`realtime: reading the catalogue failed: ${(e as Error).message}`));
  }

  /**
   * Decides visibility: DELETE goes to every matching subscriber; INSERT and UPDATE need SELECT on the
   * primary key and, on a table with row-level security, the row readable under the subscriber's role and
   * claims — checked once per distinct claims set (not per channel).
   */
  private async authorize(deliveries: Delivery[]): Promise<(d: Delivery) => boolean> {
    // Asked for every delivery (thousands a pass), answered once per table and role.
    const keySelectable = new Map<TableInfo, Map<DbRole, boolean>>();
    const canSelectKey = (table: TableInfo, role: DbRole) => {
      let byRole = keySelectable.get(table);
      if (!byRole) keySelectable.set(table, (byRole = new Map()));
      let can = byRole.get(role);
      if (can === undefined) byRole.set(role, (can = table.pk.length > 0 && table.pk.every((c) => table.byName.get(c)?.selectable[role])));
      return can;
    };
    const noKeyAllowed = (table: TableInfo, role: DbRole) => table.pk.length === 0 && !table.rls && table.columns.some((c) => c.selectable[role]);

    // claimsKey → table → records to check (deduplicated by change). A channel's deliveries of a table come
    // one after another, so the two lookups are made once per run of them, not per delivery.
    const groups = new Map<string, { auth: Channel['auth']; tables: Map<TableInfo, Set<Change>> }>();
    let run = null as { claimsKey: string; table: TableInfo; changes: Set<Change> } | null;
    for (const d of deliveries) {
      const role = d.channel.auth.role;
      if (d.change.op === 'DELETE' || !d.table.rls || role === 'service_role' || !canSelectKey(d.table, role)) continue;
      if (run?.claimsKey !== d.claimsKey || run.table !== d.table) {
        let g = groups.get(d.claimsKey);
        if (!g) groups.set(d.claimsKey, (g = { auth: d.channel.auth, tables: new Map() }));
        let set = g.tables.get(d.table);
        if (!set) g.tables.set(d.table, (set = new Set()));
        run = { claimsKey: d.claimsKey, table: d.table, changes: set };
      }
      run.changes.add(d.change);
    }
    const keys = [...groups.keys()];
    const lists = keys.map((k) => [...groups.get(k)!.tables].map(([table, set]) => ({ table, changes: [...set] })));
    // Groups checking the same changes of a table get one records array, so they share one check's parameters
    // (found by table, count and sum of ids, then compared change by change).
    const recordArrays = new Map<string, { changes: Change[]; records: Row[] }[]>();
    const recordsOf = (table: TableInfo, changes: Change[]) => {
      let sum = 0;
      for (const c of changes) sum += c.id;
      const key = `${table.key}\u0000${changes.length}\u0000${sum}`;
      let alike = recordArrays.get(key);
      if (!alike) recordArrays.set(key, (alike = []));
      const same = alike.find((a) => a.changes.every((c, i) => c === changes[i]));
      if (same) return same.records;
      const records = changes.map((c) => c.record ?? {});
      alike.push({ changes, records });
      return records;
    };
    const requests: RlsGroup[] = keys.map((k, gi) => ({
      auth: groups.get(k)!.auth,
      tables: lists[gi].map(({ table, changes }) => ({ table, records: recordsOf(table, changes) })),
    }));
    const results = await this.timed(() => checkVisibility(this.db, requests, this.log, () => this.rereadCatalog()));
    const visible = new Map<string, Set<Change>>();
    keys.forEach((k, gi) => {
      const set = new Set<Change>();
      lists[gi].forEach(({ changes }, ti) => results[gi][ti].forEach((i) => set.add(changes[i])));
      visible.set(k, set);
    });

    return (d) => {
      const role = d.channel.auth.role;
      if (d.change.op === 'DELETE') return true;
      if (!canSelectKey(d.table, role)) return noKeyAllowed(d.table, role);
      if (!d.table.rls || role === 'service_role') return true;
      return visible.get(d.claimsKey)?.has(d.change) ?? false;
    };
  }
}
