/**
 * A poster's initials from their login (spec 000 §3 poster_initials): the first letters of its
 * first two words (split at separators, digits and capitals), upper-cased.
 *
 * @example initialsOf('sweet_ann') === 'SA'; initialsOf('AnnLee') === 'AL'; initialsOf('bob') === 'BO'
 */
export function initialsOf(login: string): string {
  const words = login
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .split(/[^A-Za-z0-9]+|(?<=\D)(?=\d)/)
    .filter(Boolean);
  const [first = '', second] = words;
  const letters = second ? `${first.charAt(0)}${second.charAt(0)}` : first.slice(0, 2);
  return letters.toUpperCase() || '?';
}
