import { describe, expect, it, vi } from 'vitest';
import { createFakeSupabase, stepValue } from '../src/fake-supabase.ts';

interface Chain extends PromiseLike<{ data: unknown; error: unknown; count: number | null; status: number }> {
  [method: string]: unknown;
}
interface FakeChannel {
  on(type: string, filter: object, handler: (payload: unknown) => void): FakeChannel;
  subscribe(): FakeChannel;
}
type Client = {
  from(table: string): Record<string, (...args: unknown[]) => Chain>;
  rpc(fn: string, args?: unknown): Chain;
  channel(name: string): FakeChannel;
  removeChannel(channel: unknown): Promise<string>;
};
const call = (chain: Chain, method: string, ...args: unknown[]) => (chain[method] as (...a: unknown[]) => Chain)(...args);

describe('the fake supabase client', () => {
  it('records a read with its filters in order and answers with what respond returns', async () => {
    const fake = createFakeSupabase();
    fake.respond = (request) => (request.table === 'posts' ? { data: [{ id: 'p1' }] } : { data: [] });
    const client = fake.client as Client;
    const chain = call(call(client.from('posts').select!('id, content'), 'eq', 'user_id', 'u1'), 'order', 'created_at', { ascending: false });
    const result = await call(chain, 'limit', 50);
    expect(result).toEqual({ data: [{ id: 'p1' }], error: null, count: null, status: 200 });
    expect(fake.calls).toEqual([
      { table: 'posts', action: 'select', columns: 'id, content', head: false, steps: [['eq', 'user_id', 'u1'], ['order', 'created_at', { ascending: false }], ['limit', 50]] },
    ]);
    expect(stepValue(fake.calls[0]!, 'eq', 'user_id')).toBe('u1');
  });

  it('records writes with their payload and returned columns, head counts and rpc calls', async () => {
    const fake = createFakeSupabase();
    fake.respond = (request) => (request.head ? { count: 7 } : request.action === 'update' ? { error: { message: 'permission denied', code: '42501' } } : {});
    const client = fake.client as Client;
    expect((await call(client.from('notifications').select!('*', { count: 'exact', head: true }), 'eq', 'read', false)).count).toBe(7);
    const refused = await call(call(client.from('posts').update!({ content: 'x' }), 'eq', 'id', 'p1'), 'select', 'id');
    expect(refused).toMatchObject({ data: null, error: { code: '42501' }, status: 400 });
    await client.rpc('get_or_create_conversation', { other_user_id: 'u2' });
    expect(fake.calls.map(({ table, action, head, count, payload, columns }) => ({ table, action, head, count, payload, columns }))).toEqual([
      { table: 'notifications', action: 'select', head: true, count: 'exact', payload: undefined, columns: '*' },
      { table: 'posts', action: 'update', head: false, count: undefined, payload: { content: 'x' }, columns: 'id' },
      { table: 'get_or_create_conversation', action: 'rpc', head: false, count: undefined, payload: { other_user_id: 'u2' }, columns: undefined },
    ]);
  });

  it('delivers emitted changes to subscribed channels of that table and event until removed', async () => {
    const fake = createFakeSupabase();
    const client = fake.client as Client;
    const inserts = vi.fn();
    const any = vi.fn();
    const channel = client.channel('feed');
    channel.on('postgres_changes', { event: 'INSERT', schema: 'public', table: 'posts' }, inserts).on('postgres_changes', { event: '*', schema: 'public', table: 'post_likes' }, any);
    fake.emit('posts', 'INSERT', { new: { id: 'p1' } });
    expect(inserts).not.toHaveBeenCalled();
    channel.subscribe();
    expect(fake.channels()).toBe(1);
    fake.emit('posts', 'INSERT', { new: { id: 'p1' } });
    fake.emit('posts', 'DELETE', { old: { id: 'p1' } });
    fake.emit('post_likes', 'DELETE', { old: { post_id: 'p1' } });
    expect(inserts.mock.calls).toEqual([[{ new: { id: 'p1' }, old: {} }]]);
    expect(any.mock.calls).toEqual([[{ new: {}, old: { post_id: 'p1' } }]]);
    await client.removeChannel(channel);
    expect(fake.channels()).toBe(0);
    fake.emit('posts', 'INSERT', { new: { id: 'p2' } });
    expect(inserts).toHaveBeenCalledTimes(1);
  });

  it('merges extras such as auth into the client', () => {
    const signUp = vi.fn();
    expect((createFakeSupabase({ auth: { signUp } }).client as { auth: unknown }).auth).toEqual({ signUp });
  });
});
