/** Who is joined where: channels by topic (broadcast, presence) and by published table (postgres_changes). */
import { randomBytes } from 'node:crypto';
import type { Channel } from './channel.ts';
import type { UserBroadcast } from './protocol.ts';

type Meta = Record<string, unknown> & { phx_ref: string };
type PresenceEntries = Record<string, { metas: Meta[] }>;

const presenceRef = () => randomBytes(9).toString('base64url');
const room = (topic: string, isPrivate: boolean) => `${isPrivate ? 'private' : 'public'}:${topic}`;

export class Hub {
  private topics = new Map<string, Set<Channel>>();
  private tables = new Map<string, Set<Channel>>();
  /**
   * (privacy, topic) → channel → its tracked presence. A private topic and the public topic of the same name
   * are two rooms, as for broadcasts: a member who may not join the private one learns and adds nothing there
   * by joining the public one.
   */
  private presence = new Map<string, Map<Channel, { key: string; meta: Meta }>>();

  add(channel: Channel) {
    const add = <K>(map: Map<K, Set<Channel>>, k: K) => {
      let set = map.get(k);
      if (!set) map.set(k, (set = new Set()));
      set.add(channel);
    };
    add(this.topics, channel.topic);
    for (const b of channel.bindings) for (const t of b.tables) add(this.tables, t);
  }

  remove(channel: Channel) {
    const del = <K>(map: Map<K, Set<Channel>>, k: K) => {
      const set = map.get(k);
      if (set?.delete(channel) && set.size === 0) map.delete(k);
    };
    del(this.topics, channel.topic);
    for (const b of channel.bindings) for (const t of b.tables) del(this.tables, t);
    this.untrack(channel);
  }

  /** Channels with a postgres_changes binding on the table ("schema.table"). */
  channelsForTable(key: string): ReadonlySet<Channel> | undefined {
    return this.tables.get(key);
  }

  hasSubscribers(): boolean {
    return this.tables.size > 0;
  }

  /** Sends a user broadcast to the topic's channels of the same privacy; the sender only with `self`. */
  broadcast(topic: string, isPrivate: boolean, message: UserBroadcast, from?: Channel) {
    for (const ch of this.topics.get(topic) ?? []) {
      if (ch.isPrivate !== isPrivate) continue;
      if (ch === from && !ch.broadcastSelf) continue;
      ch.sendBroadcast(message);
    }
  }

  presenceState(topic: string, isPrivate: boolean): PresenceEntries {
    const out: PresenceEntries = {};
    for (const { key, meta } of this.presence.get(room(topic, isPrivate))?.values() ?? []) {
      (out[key] ??= { metas: [] }).metas.push(meta);
    }
    return out;
  }

  track(channel: Channel, payload: Record<string, unknown>) {
    let byChannel = this.presence.get(room(channel.topic, channel.isPrivate));
    if (!byChannel) this.presence.set(room(channel.topic, channel.isPrivate), (byChannel = new Map()));
    const previous = byChannel.get(channel);
    const meta: Meta = { ...payload, phx_ref: presenceRef() };
    if (previous) meta.phx_ref_prev = previous.meta.phx_ref;
    byChannel.set(channel, { key: channel.presenceKey, meta });
    this.presenceDiff(channel.topic, channel.isPrivate, {
      joins: { [channel.presenceKey]: { metas: [meta] } },
      leaves: previous ? { [previous.key]: { metas: [previous.meta] } } : {},
    });
  }

  untrack(channel: Channel) {
    const byChannel = this.presence.get(room(channel.topic, channel.isPrivate));
    const previous = byChannel?.get(channel);
    if (!byChannel || !previous) return;
    byChannel.delete(channel);
    if (byChannel.size === 0) this.presence.delete(room(channel.topic, channel.isPrivate));
    this.presenceDiff(channel.topic, channel.isPrivate, { joins: {}, leaves: { [previous.key]: { metas: [previous.meta] } } });
  }

  private presenceDiff(topic: string, isPrivate: boolean, diff: { joins: PresenceEntries; leaves: PresenceEntries }) {
    for (const ch of this.topics.get(topic) ?? []) {
      if (ch.presenceEnabled && ch.isPrivate === isPrivate) ch.push('presence_diff', diff, { joinRef: false });
    }
  }
}
