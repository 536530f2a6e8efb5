/**
 * Why a password a person chose (ADMIN_PASSWORD) is easy to guess, or null when it will do.
 *
 * No maintained strength estimator (zxcvbn and the like) is installed, so this is a small
 * bundled one: the most common passwords of public breach lists, plus the patterns guessers try
 * first. Every part of the password that is one of those words (also spelled with `@`, `0`, `1`,
 * `3`, `$`...), a keyboard or alphabet run (`qwertyuiop`, `123`, `abc`), a repeated character, a
 * year or the product's own name counts for nothing; what is left must still be 8 characters.
 *
 * @example
 * guessablePasswordProblem('qwertyuiop123', ['Flirtwire']) // 'a keyboard or alphabet run...'
 * guessablePasswordProblem('Flirtwire2026!', ['Flirtwire']) // 'the product's name...'
 * guessablePasswordProblem('Kx4!rWm9#tLq2Vz', ['Flirtwire']) // null
 */
export function guessablePasswordProblem(
  password: string,
  productNames: readonly string[],
): string | null {
  const lower = password.toLowerCase();
  const plain = Array.from(lower, (char) => LEET[char] ?? char).join('');
  if (COMMON_PASSWORDS.has(lower) || COMMON_PASSWORDS.has(plain)) {
    return 'is one of the most common passwords';
  }
  const guessed = Array<boolean>(lower.length).fill(false);
  const found = new Set<Pattern>();
  const cover = (start: number, length: number, pattern: Pattern) => {
    for (let i = start; i < start + length; i++) guessed[i] = true;
    found.add(pattern);
  };
  const names = productNames.map((name) => name.toLowerCase().replace(/[^a-z0-9]/g, ''));
  for (const name of names.filter((n) => n.length >= 3)) {
    for (let at = plain.indexOf(name); at >= 0; at = plain.indexOf(name, at + 1)) {
      cover(at, name.length, 'product');
    }
  }
  for (const word of COMMON_WORDS) {
    for (let at = plain.indexOf(word); at >= 0; at = plain.indexOf(word, at + 1)) {
      cover(at, word.length, 'word');
    }
  }
  for (const match of lower.matchAll(/(?:19|20)\d{2}/g)) cover(match.index, 4, 'year');
  for (const match of lower.matchAll(/(.)\1{2,}/g)) cover(match.index, match[0].length, 'run');
  for (let start = 0; start < lower.length;) {
    const length = runLength(lower, start);
    if (length >= 3) {
      cover(start, length, 'run');
      start += length;
    } else start += 1;
  }
  const left = guessed.filter((isGuessed) => !isGuessed).length;
  if (left >= MIN_UNGUESSABLE) return null;
  return `is built from ${describe(found)}; choose a long random one, e.g. \`openssl rand -base64 18\``;
}

type Pattern = 'product' | 'word' | 'year' | 'run';

/** Characters that must remain once every predictable part is taken out. */
const MIN_UNGUESSABLE = 8;

function describe(found: ReadonlySet<Pattern>): string {
  const parts: string[] = [];
  if (found.has('product')) parts.push("the product's name");
  if (found.has('word')) parts.push('a common password or word');
  if (found.has('year')) parts.push('a year');
  if (found.has('run')) parts.push('a keyboard or alphabet run');
  if (parts.length === 0) return 'too few characters';
  return parts.length === 1
    ? (parts[0] ?? '')
    : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1) ?? ''}`;
}

/**
 * Keyboard rows (US layout, with and without shift), its columns and zigzags, and the
 * alphabet, read either way.
 */
const SEQUENCES = [
  '1q2w3e4r5t6y7u8i9o0p',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/',
  '`1234567890-=',
  '~!@#$%^&*()_+',
  'qwertyuiop[]\\',
  "asdfghjkl;'",
  'zxcvbnm,./',
  'qazwsxedcrfvtgbyhnujmikolp',
  'abcdefghijklmnopqrstuvwxyz',
  '0123456789',
];
const SEQUENCES_BOTH_WAYS = [
  ...SEQUENCES,
  ...SEQUENCES.map((s) => Array.from(s).reverse().join('')),
];

/** How many characters from `start` on follow one another in one of the sequences. */
function runLength(text: string, start: number): number {
  let best = 1;
  for (const sequence of SEQUENCES_BOTH_WAYS) {
    let at = sequence.indexOf(text.charAt(start));
    if (at < 0) continue;
    let length = 1;
    while (
      start + length < text.length &&
      at + 1 < sequence.length &&
      sequence.charAt(at + 1) === text.charAt(start + length)
    ) {
      at += 1;
      length += 1;
    }
    best = Math.max(best, length);
  }
  return best;
}

/** How people spell letters with digits and symbols (`p@ssw0rd`). */
const LEET: Readonly<Record<string, string>> = {
  '@': 'a',
  '4': 'a',
  '8': 'b',
  '(': 'c',
  '3': 'e',
  '6': 'g',
  '1': 'i',
  '!': 'i',
  '|': 'l',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
  '+': 't',
  '2': 'z',
};

/**
 * The most common passwords of public breach corpora (the top of the "10k most common" lists),
 * as words: a password made of one of them plus digits or a symbol is as common as the word.
 */
const COMMON_WORDS: readonly string[] = [
  'password',
  'passw0rd',
  'qwerty',
  'letmein',
  'welcome',
  'monkey',
  'dragon',
  'master',
  'login',
  'admin',
  'administrator',
  'root',
  'princess',
  'sunshine',
  'iloveyou',
  'football',
  'baseball',
  'basketball',
  'soccer',
  'hockey',
  'shadow',
  'superman',
  'batman',
  'trustno',
  'michael',
  'jennifer',
  'jordan',
  'hunter',
  'ranger',
  'buster',
  'thomas',
  'robert',
  'daniel',
  'andrew',
  'joshua',
  'matthew',
  'jessica',
  'ashley',
  'charlie',
  'harley',
  'tigger',
  'pepper',
  'ginger',
  'summer',
  'winter',
  'spring',
  'autumn',
  'freedom',
  'whatever',
  'cheese',
  'chocolate',
  'cookie',
  'secret',
  'access',
  'flower',
  'hello',
  'love',
  'lovely',
  'starwars',
  'pokemon',
  'computer',
  'internet',
  'killer',
  'mustang',
  'corvette',
  'ferrari',
  'yankees',
  'cowboys',
  'eagles',
  'liverpool',
  'chelsea',
  'arsenal',
  'banana',
  'orange',
  'purple',
  'silver',
  'golden',
  'diamond',
  'matrix',
  'ninja',
  'angel',
  'blessed',
  'jesus',
  'christ',
  'heaven',
  'family',
  'friends',
  'forever',
  'changeme',
  'default',
  'guest',
  'test',
  'demo',
  'user',
  'temp',
  'sexy',
  'flirt',
  'girl',
  'baby',
  'kitty',
  'puppy',
  'money',
  'dollar',
  'qazwsx',
  'zaq1',
  'asdf',
  'zxcv',
  'abc',
  'aaaa',
  'january',
  'february',
  'march',
  'april',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
  'monday',
  'friday',
  'sunday',
].filter((word) => word.length >= 4);

/** Whole passwords that are common as they are (after the spelling above is undone). */
const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  ...COMMON_WORDS,
  '123456',
  '12345678',
  '123456789',
  '1234567890',
  '111111',
  '000000',
  '121212',
  '654321',
  '666666',
  '696969',
  '123123',
  '112233',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'qwerty123',
  'qwertyuiop',
  'password1',
  'password123',
  'iloveyou1',
  'trustno1',
  'abc123',
  'a1b2c3',
]);
