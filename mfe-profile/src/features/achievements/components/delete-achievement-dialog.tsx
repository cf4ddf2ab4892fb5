import { ConfirmDialog } from '@diva/ui/overlays';

/** Loaded when Delete is first pressed: the dialog's code is not part of the profile's first paint. */
export default function DeleteAchievementDialog(props: { opened: boolean; title: string; loading: boolean; onClose: () => void; onConfirm: () => Promise<unknown> }) {
  return (
    <ConfirmDialog
      opened={props.opened}
      onClose={props.onClose}
      onConfirm={props.onConfirm}
      loading={props.loading}
      destructive
      title="Delete achievement?"
      message={`"${props.title}" will be removed from your profile. This cannot be undone.`}
      confirmLabel="Delete"
    />
  );
}
