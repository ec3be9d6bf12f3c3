/** Up to two initials of a company's name, for its badge ("Acme Logística" → "AL"). */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter((word) => /\p{L}|\p{N}/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word.replace(/^[^\p{L}\p{N}]+/u, '')][0] ?? '')
    .join('')
    .toLocaleUpperCase();
}
