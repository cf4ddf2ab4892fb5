import { paths } from '@diva/contracts';
import { Link } from '@diva/router';
import { Anchor, Avatar, Button, Card, EmptyState, Group, SimpleGrid, Stack, Title } from '@diva/ui';
import { useState } from 'react';
import type { ChapterMember } from '../api/get-chapter.ts';

// Members shown at first and added per "Show more": a chapter of thousands renders in pieces.
const MEMBERS_PAGE = 60;

/** Chapter Members, each linked to her profile. */
export function ChapterMembers({ members }: { members: ChapterMember[] }) {
  const [shown, setShown] = useState(MEMBERS_PAGE);
  return (
    <Card withBorder radius="lg" data-testid="chapter-members">
      <Title order={2} size="h4" mb="xs">
        Chapter Members
      </Title>
      {members.length === 0 ? (
        <EmptyState message="No members yet. Join the chapter to be the first." />
      ) : (
        <Stack>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }}>
            {members.slice(0, shown).map((member) => (
              <Group key={member.user_id} gap="xs">
                <Avatar src={member.profiles?.avatar_url} alt="" radius="xl" size="sm" />
                <Anchor component={Link} to={paths.profile(member.user_id)}>
                  {member.profiles?.display_name ?? 'A member'}
                </Anchor>
              </Group>
            ))}
          </SimpleGrid>
          {members.length > shown ? (
            <Button variant="outline" onClick={() => setShown((n) => n + MEMBERS_PAGE)}>
              Show more members ({members.length - shown} more)
            </Button>
          ) : null}
        </Stack>
      )}
    </Card>
  );
}
