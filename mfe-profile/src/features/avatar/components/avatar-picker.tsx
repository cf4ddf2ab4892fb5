import { COMMON_TEXTS, errorToast, VALIDATION_TEXTS } from '@diva/core/texts';
import { Button, InitialsAvatar, Stack, showToast } from '@diva/ui';
import { type ChangeEvent, useRef } from 'react';
import { useUploadAvatar } from '../api/upload-avatar.ts';
import { resizeImage } from '../utils/resize-image.ts';
import { PROFILE_TEXTS } from '../../../texts.ts';

export const AVATAR_BUTTON_ID = 'avatar-change-button';

interface AvatarProps {
  name: string;
  src: string | null;
}

/** The avatar, or initials. */
export const MemberAvatar = ({ name, src }: AvatarProps) => (
  <InitialsAvatar displayName={name} src={src} size={96} radius="50%" data-testid="profile-avatar" />
);

/** Her avatar with Change photo: the chosen image is resized in the browser (at most 512×512) and uploaded. */
export function AvatarPicker({ name, src, userId }: AvatarProps & { userId: string }) {
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar(userId);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    event.currentTarget.value = '';
    if (upload.isPending) return;
    if (!file || !file.type.startsWith('image/')) {
      showToast({ title: COMMON_TEXTS.errorTitle, message: VALIDATION_TEXTS.imageRequired });
      return;
    }
    let image: Blob;
    try {
      image = await resizeImage(file);
    } catch {
      // Not an image the browser can read.
      showToast({ title: COMMON_TEXTS.errorTitle, message: VALIDATION_TEXTS.imageRequired });
      return;
    }
    upload.mutate(image, { onError: () => showToast(errorToast(PROFILE_TEXTS.uploadAvatarFailed)) });
  };

  return (
    <Stack gap={6} align="center">
      <MemberAvatar name={name} src={src} />
      <input
        ref={input}
        type="file"
        accept="image/png,image/jpeg,image/gif,image/webp"
        hidden
        onChange={(event) => void choose(event)}
        data-testid="avatar-input"
        aria-label="Choose a profile photo"
      />
      <Button id={AVATAR_BUTTON_ID} variant="outline" size="sm" mih={40} loading={upload.isPending} onClick={() => input.current?.click()}>
        Change photo
      </Button>
    </Stack>
  );
}
