import { notifications } from '@mantine/notifications';

export type ToastTone = 'error' | 'success' | 'info';

/** Toasts use the destructive (red) style unless marked success, as the error catalogue says. */
export function showToast({ title, message, tone = 'error' }: { title: string; message?: string; tone?: ToastTone }): string {
  const color = tone === 'success' ? 'teal' : tone === 'info' ? 'glamour' : 'red';
  return notifications.show({ title, message: message ?? '', color, withBorder: true });
}

export const clearToasts = (): void => notifications.clean();
