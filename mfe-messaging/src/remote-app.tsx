import type { AreaName, RemoteAppProps } from '@diva/contracts';
import { Route, Routes } from '@diva/router';
import { ConversationsPlaceholder } from './features/conversations/components/conversations-placeholder.tsx';

/** Which area this remote implements (checked by the shell against its registry). */
export const area: AreaName = 'messaging';

/** The module exposed as `./App`: routes relative to the prefix the shell mounts it under. */
export default function RemoteApp({ basePath }: RemoteAppProps) {
  return (
    <Routes>
      <Route path="*" element={<ConversationsPlaceholder basePath={basePath} />} />
    </Routes>
  );
}
