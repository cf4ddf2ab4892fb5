/** The first characters of a post or message for a table cell or a dialog. */
export const excerpt = (text: string | null | undefined, max = 80): string => {
  const flat = (text ?? '').replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};

export const nameOr = (name: string | null | undefined): string => name?.trim() || 'A member';
