import { type DivaClient, getSupabase, unwrap, z } from '@diva/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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
  location: string | null;
  email: string | null;
  /** What the portals know her as. */
  role: 'admin' | 'moderator' | 'president' | 'member';
  created_at: string;
  last_sign_in_at: string | null;
  suspended: boolean;
}
export interface UsersPage {
  rows: AdminUser[];
  total: number;
}

/**
 * One page (20) of members, newest first, searched by name or e-mail, with the total for the pager. The
 * admin-only function reads the sign-in e-mails, last sign-ins and bans from Auth; the database checks the admin.
 */
export async function fetchUsers(input: UsersInput, client: DivaClient = getSupabase()): Promise<UsersPage> {
  const { search, page } = usersInput.parse(input);
  return unwrap<UsersPage>(await client.rpc('admin_users', { search: search.trim(), page }).retry(false));
}

export const useUsers = (input: UsersInput) =>
  useQuery({ queryKey: adminKeys.users(input.search.trim(), input.page), queryFn: () => fetchUsers(input), placeholderData: keepPreviousData });
