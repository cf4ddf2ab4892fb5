import { useSessionStatus, useSessionUser, z } from '@diva/core';
import { Container } from '@diva/ui';
import { Navigate, useParams } from '@diva/router';
import type { ReactNode } from 'react';
import { MemberProfilePage } from './member-profile-page.tsx';
import { OwnProfilePage } from './own-profile-page.tsx';
import { ProfileNotFound, SignedOutProfile } from './profile-states.tsx';
import { ProfileSkeleton } from '../features/profile/components/profile-skeleton.tsx';

const memberId = z.guid();

const Frame = ({ children }: { children: ReactNode }) => (
  <Container size={760} px={{ base: 0, sm: 'md' }} data-testid="profile-page">
    {children}
  </Container>
);

/** Who is asking decides the page: nobody, herself, another member, or an address that is no member. */
export function ProfileRoute({ basePath, own = false }: { basePath: string; own?: boolean }) {
  const status = useSessionStatus();
  const viewerId = useSessionUser()?.id;
  const { userId } = useParams();
  let page: ReactNode;
  if (status === 'signed-out') page = <SignedOutProfile />;
  else if (!viewerId) page = <ProfileSkeleton />;
  else if (own) page = <OwnProfilePage />;
  else if (!userId || !memberId.safeParse(userId).success) page = <ProfileNotFound />;
  else if (userId.toLowerCase() === viewerId) return <Navigate to={basePath} replace />;
  else page = <MemberProfilePage key={userId} userId={userId.toLowerCase()} />;
  return <Frame>{page}</Frame>;
}
