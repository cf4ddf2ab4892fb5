import { Avatar, type AvatarProps } from '@mantine/core';
import { initialsFor } from '@diva/core';

export interface InitialsAvatarProps extends Omit<AvatarProps, 'children'> {
  displayName?: string | null;
  email?: string | null;
  src?: string | null;
}

/** Avatar image, or initials from the display name (else the email's first letter, else 'U'). */
export function InitialsAvatar({ displayName, email, src, ...rest }: InitialsAvatarProps) {
  return (
    <Avatar src={src ?? undefined} color="glamour" variant="light" alt={displayName ?? email ?? 'Member'} {...rest}>
      {initialsFor(displayName, email)}
    </Avatar>
  );
}
