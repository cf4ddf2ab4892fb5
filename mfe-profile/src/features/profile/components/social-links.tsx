import { ActionIcon, Group } from '@diva/ui';
import { type ProfileFields, SOCIAL_FIELDS } from '../../../lib/profile-types.ts';
import { SOCIAL_NETWORKS } from './social-icons.tsx';

/** The member's social links as icons; each opens in a new tab (https links only: the database allows no other). */
export function SocialLinks({ profile, name }: { profile: ProfileFields; name: string }) {
  const links = SOCIAL_FIELDS.filter((field) => profile[field]?.startsWith('https://'));
  if (links.length === 0) return null;
  return (
    <Group gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} data-testid="social-links">
      {links.map((field) => {
        const network = SOCIAL_NETWORKS[field];
        return (
          <li key={field}>
            <ActionIcon
              component="a"
              href={profile[field]!}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              color="glamour"
              size={40}
              radius="xl"
              aria-label={`${name} on ${network.name} (opens in a new tab)`}
            >
              <network.icon size={20} />
            </ActionIcon>
          </li>
        );
      })}
    </Group>
  );
}
