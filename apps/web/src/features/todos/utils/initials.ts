/** Up to two capital initials of a name, for an avatar: "Maria Rossi" → "MR". */
export function initials(name: string): string {
  return name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase();
}
