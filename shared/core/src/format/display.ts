/** Avatar initials: up to 2 characters from the display name, uppercased; else the email's first letter; else 'U'. */
export function initialsFor(displayName?: string | null, email?: string | null): string {
  const words = (displayName ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length > 0) {
    const letters = words.length === 1 ? Array.from(words[0]!).slice(0, 2) : words.slice(0, 2).map((word) => Array.from(word)[0]!);
    return letters.join('').toUpperCase();
  }
  const first = (email ?? '').trim().charAt(0);
  return first ? first.toUpperCase() : 'U';
}

/** Badge label: nothing for 0, the number up to 99, then '99+'. */
export function badgeLabel(count: number, cap = 99): string | null {
  if (count <= 0) return null;
  return count > cap ? `${cap}+` : String(count);
}
