import { paths } from '@diva/contracts';
import { Anchor, QueryView, Stack, TextInput, useDebouncedCallback } from '@diva/ui';
import { DataTable } from '@diva/ui/data';
import { Link } from '@diva/router';
import { useState } from 'react';
import { type ChapterMember, useChapterMembers } from '../api/get-chapter-members.ts';
import { PRESIDENT_TEXTS } from '../../../texts.ts';

const COLUMNS = [
  {
    key: 'name',
    header: 'Name',
    accessor: (m: ChapterMember) => m.display_name,
    sortable: true,
    render: (m: ChapterMember) => (
      <Anchor component={Link} to={paths.profile(m.user_id)}>
        {m.display_name}
      </Anchor>
    ),
  },
  { key: 'company', header: 'Company', accessor: (m: ChapterMember) => m.company, sortable: true },
  { key: 'role', header: PRESIDENT_TEXTS.roleLabel, accessor: (m: ChapterMember) => m.role },
];

/** Her chapter's members with profile links and search. */
export function MembersTab() {
  const [input, setInput] = useState('');
  const [search, setSearch] = useState('');
  const debounced = useDebouncedCallback((value: string) => setSearch(value.trim()), 250);
  const members = useChapterMembers(search);
  return (
    <Stack gap="sm">
      <TextInput
        label={PRESIDENT_TEXTS.searchMembers}
        type="search"
        value={input}
        maxLength={100}
        onChange={(event) => {
          setInput(event.currentTarget.value);
          debounced(event.currentTarget.value);
        }}
      />
      <QueryView query={members} failure={PRESIDENT_TEXTS.loadMembersFailed} empty={PRESIDENT_TEXTS.noMembers} isEmpty={(d) => d.length === 0} testId="members">
        {(rows) => (
          <DataTable
            columns={COLUMNS}
            rows={rows}
            rowKey={(m) => `${m.chapter_id}:${m.user_id}`}
            caption={PRESIDENT_TEXTS.tabMembers}
            emptyText={PRESIDENT_TEXTS.noMembers}
            minWidth={360}
          />
        )}
      </QueryView>
    </Stack>
  );
}
