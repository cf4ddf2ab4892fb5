import { type DivaClient, getSupabase, z } from '@diva/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchPage } from '../../../lib/api/paged.ts';
import { adminKeys } from '../../../lib/query-keys.ts';

export const usersInput = z.object({
  search: z.string().check(z.maxLength(100)),
  page: z.number().check(z.int(), z.nonnegative()),
});
export type UsersInput = z.infer<typeof usersInput>;

export interface AdminUser {
  user_id: string;
  display_name: string | null;
  company: string | null;
  role: string | null;
  location: string | null;
  created_at: string;
}
export interface UsersPage {
  rows: AdminUser[];
  total: number;
}

/** PostgREST's LIKE wildcards and the filter syntax's own characters, taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** One page of members, newest first, searched by name on the server, with the total for the pager. */
export async function fetchUsers(input: UsersInput, client: DivaClient = getSupabase()): Promise<UsersPage> {
  const { search, page } = usersInput.parse(input);
  const term = search.trim();
  return fetchPage<AdminUser>(page, (from, to) => {
    let request = client.from('profiles').select('user_id, display_name, company, role, location, created_at', { count: 'exact' });
    if (term) request = request.ilike('display_name', `%${literal(term)}%`);
    return request.order('created_at', { ascending: false }).range(from, to).retry(false);
  });
}

export const useUsers = (input: UsersInput) =>
  useQuery({ queryKey: adminKeys.users(input.search.trim(), input.page), queryFn: () => fetchUsers(input), placeholderData: keepPreviousData });
