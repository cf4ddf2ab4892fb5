/** The per-message menu button's name for screen readers (the deferred placeholder carries the same). */
export const messageMenuLabel = (senderName: string) => `Message options (from ${senderName})`;
