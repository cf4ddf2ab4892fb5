import { Notifications, notifications, notificationsStore } from '@mantine/notifications';
import { CONSTANTS } from '@diva/core';

// Loaded on the first toast only (Mantine's notifications cost about 14 KiB gzip). This module is reached
// through a dynamic import inside @diva/ui, so every app shares the one instance its build provides.

// The container mounts only after this module has loaded, so the first toasts reach the store before the
// container could tell it the limit and position: set them here, before any toast is shown.
notificationsStore.updateState((state) => ({ ...state, limit: CONSTANTS.toastLimit, defaultPosition: 'bottom-right' }));

/** At most 3 toasts, 4000 ms each, bottom-right, 356 px wide. */
export function ToastContainer() {
  return (
    <Notifications
      limit={CONSTANTS.toastLimit}
      autoClose={CONSTANTS.toastDurationMs}
      position="bottom-right"
      containerWidth={CONSTANTS.toastWidthPx}
    />
  );
}

export function show(options: { title: string; message: string; color: string }): string {
  return notifications.show({ ...options, withBorder: true });
}

export function clean(): void {
  notifications.clean();
}
