import { Notifications, notifications } from '@mantine/notifications';
import { CONSTANTS } from '@diva/core';

// Loaded on the first toast only (Mantine's notifications cost about 14 KiB gzip). This module is reached
// through a dynamic import inside @diva/ui, so every app shares the one instance its build provides.

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
