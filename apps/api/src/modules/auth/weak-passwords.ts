// Whether a new password is one attackers try first (decision 0025). Three checks, all without letter case:
// - the common-password list (common-passwords.ts), the whole password or its core word: what is left once
//   leading and trailing digits and symbols are cut off (`Password2024!` → `password`), also read without leet
//   (`P@ssw0rd!` → `password`), plus a short list of very common base words too short for that list;
// - few keystroke runs: a password typed as at most three runs along the alphabet, the digits or a keyboard row
//   or column, forwards or backwards (`ABCDEF1!`, `Qwerty123!`, `1qaz@WSX`), or whose runs average three keys;
// - a short unit typed again and again (`Aa1!Aa1!`).
import { COMMON_PASSWORDS_TEXT } from './common-passwords';

/**
 * Very common base words of 4–7 letters (the list starts at 8): English from the top of the same list, and Indonesian.
 */
const BASE_WORDS = [
  'pass',
  'love',
  'admin',
  'login',
  'hello',
  'angel',
  'apple',
  'qwerty',
  'dragon',
  'monkey',
  'letmein',
  'master',
  'shadow',
  'mustang',
  'michael',
  'killer',
  'jordan',
  'hunter',
  'buster',
  'soccer',
  'harley',
  'batman',
  'andrew',
  'tigger',
  'charlie',
  'robert',
  'thomas',
  'hockey',
  'ranger',
  'daniel',
  'george',
  'jessica',
  'pepper',
  'freedom',
  'maggie',
  'ginger',
  'joshua',
  'cheese',
  'amanda',
  'summer',
  'ashley',
  'nicole',
  'chelsea',
  'matthew',
  'access',
  'yankees',
  'dallas',
  'austin',
  'thunder',
  'taylor',
  'matrix',
  'welcome',
  'secret',
  'flower',
  'orange',
  'banana',
  'purple',
  'cookie',
  'naruto',
  'pokemon',
  'samsung',
  'google',
  'iloveu',
  'loveme',
  'lovely',
  'forever',
  'family',
  'friend',
  'friends',
  'default',
  'changeme',
  'sayang',
  'sayangku',
  'cinta',
  'cintaku',
  'rahasia',
  'sandi',
  'katasandi',
  'bismillah',
  'indonesia',
  'merdeka',
  'jakarta',
  'bandung',
  'surabaya',
  'garuda',
  'pancasila',
  'persija',
  'persib',
  'bobotoh',
  'jakmania',
  'doraemon',
  'anakku',
  'bunda',
  'ayah',
  'mama',
  'papa',
  'allah',
  'islam',
  'alhamdulillah',
  'masuk',
  'selamat',
  'akademi',
  'siber',
];

/** Runs are read along these, forwards and backwards: alphabet, digits, keyboard rows and columns. */
const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyz',
  '0123456789',
  '`1234567890-=',
  'qwertyuiop[]\\',
  "asdfghjkl;'",
  'zxcvbnm,./',
  '1qaz2wsx3edc4rfv5tgb6yhn7ujm8ik,9ol.0p;/',
  'qazwsxedcrfvtgbyhnujmikolp',
];
const RUNS = SEQUENCES.flatMap((sequence) => [sequence, [...sequence].reverse().join('')]);

/** A shifted key is the same keystroke as its unshifted one (`!` is `1`). */
const UNSHIFTED: Record<string, string> = Object.fromEntries(
  [...'!@#$%^&*()_+{}|:"<>?~'].map((char, index) => [char, "1234567890-=[]\\;',./`"[index]]),
);
const LEET: Record<string, string> = {
  '@': 'a',
  '4': 'a',
  '3': 'e',
  '1': 'i',
  '!': 'i',
  '0': 'o',
  $: 's',
  '5': 's',
  '7': 't',
};

let common: Set<string> | undefined;
const commonPasswords = () => (common ??= new Set([...COMMON_PASSWORDS_TEXT.split('\n'), ...BASE_WORDS]));

/** How many runs the text is typed in: the longest run at each step, a repeated key continuing its run. */
export function keystrokeRuns(text: string): number {
  const keys = [...text].map((char) => UNSHIFTED[char] ?? char);
  let runs = 0;
  for (let start = 0; start < keys.length; runs++) {
    let end = start + 1;
    while (end < keys.length && keys[end] === keys[start]) end++;
    for (const sequence of RUNS) {
      let length = 1;
      while (start + length < keys.length && sequence.includes(keys.slice(start, start + length + 1).join('')))
        length++;
      end = Math.max(end, start + length);
    }
    start = end;
  }
  return runs;
}

/** A unit of under 8 characters typed at least twice, or a longer one that is itself weak. */
function isRepetition(text: string): boolean {
  for (let size = 1; size <= text.length / 2; size++) {
    if (text.length % size !== 0) continue;
    const unit = text.slice(0, size);
    if (unit.repeat(text.length / size) === text) return size < 8 || isWeakPassword(unit);
  }
  return false;
}

const fewRuns = (text: string) => {
  const runs = keystrokeRuns(text);
  return runs <= 3 || runs * 3 <= text.length;
};

/** Case-insensitive: `P@ssw0rd` is as guessable as `p@ssw0rd`. */
export function isWeakPassword(password: string): boolean {
  const lower = password.toLowerCase();
  const list = commonPasswords();
  if (list.has(lower) || isRepetition(lower) || fewRuns(lower)) return true;
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
  if (core.length < 4) return false;
  const plain = [...core].map((char) => LEET[char] ?? char).join('');
  return list.has(core) || list.has(plain) || keystrokeRuns(core) * 3 <= core.length;
}
