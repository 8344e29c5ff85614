import { messages, passwordProblems } from '@akademi-siber/util-validation';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';
import { isWeakPassword, keystrokeRuns } from './weak-passwords';

describe('the common-password list', () => {
  const list = COMMON_PASSWORDS_TEXT.split('\n');

  it('ships about 14 thousand distinct lower-case entries', () => {
    expect(list.length).toBeGreaterThan(13_000);
    expect(new Set(list).size).toBe(list.length);
    expect(list.every((entry) => entry === entry.toLowerCase() && entry.length >= 8 && !/\s/.test(entry))).toBe(true);
  });

  it.each(['password1', 'P@ssw0rd', 'P@SSW0RD', '1Qaz@wsx', 'Qwerty123', 'iloveyou'])(
    'refuses %p whatever its case',
    (password) => {
      expect(isWeakPassword(password)).toBe(true);
    },
  );
});

describe('isWeakPassword', () => {
  // The passwords of the security review, which spec §5's rules let through: among the first an attacker tries.
  it.each([
    ['an alphabet run with a digit and its shifted twin', 'ABCDEF1!', [messages.lowercase('Password')]],
    ['a keyboard row and a digit run', 'Qwerty123!', []],
    ['a 4-character unit typed twice', 'Aa1!Aa1!', []],
  ])('refuses %s: %p', (_case, password, ruleProblems) => {
    expect(passwordProblems(password)).toEqual(ruleProblems);
    expect(isWeakPassword(password)).toBe(true);
  });

  it.each([
    ['a listed word with a year and a symbol', 'Password2024!'],
    ['a listed word in leet with a symbol', 'P@ssw0rd!'],
    ['a short common word', '!Monkey99'],
    ['a common Indonesian word', 'Sayang#2026'],
    ['a keyboard column walk', 'Zaq12wsx!'],
    ['an alphabet run and a digit run', 'Abcd123!'],
    ['one key held down', 'Aaaaaaa1!'],
    ['a long keyboard row', 'Qwertyuiop1!'],
  ])('refuses %s: %p', (_case, password) => {
    expect(isWeakPassword(password)).toBe(true);
  });

  it.each([
    'AkademiSiber#2026',
    'Tr4ns-Jawa#Sumatra',
    'Sandi#Baru2026',
    'Mulai#Belajar2026',
    'ÀÉÎõü1!a',
    'KopiSusu#Panas88',
    'K9#mP2$xLq',
    `Aa1#${'Kopi-Susu'.repeat(13)}`,
  ])('lets %p through', (password) => {
    expect(isWeakPassword(password)).toBe(false);
  });

  it('refuses a short unit repeated up to the length, and a weak longer one typed twice', () => {
    expect(isWeakPassword('Ab1!Ab1!Ab1!')).toBe(true);
    expect(isWeakPassword('Qwerty123!Qwerty123!')).toBe(true);
    expect(isWeakPassword('Kopi#Susu8Kopi#Susu8')).toBe(false);
  });

  // Shifted keys count as their unshifted keys.
  it('counts keystroke runs along the alphabet, digits, keyboard rows and columns, both ways', () => {
    expect(keystrokeRuns('abcdef')).toBe(1);
    expect(keystrokeRuns('fedcba')).toBe(1);
    expect(keystrokeRuns('1qaz2wsx')).toBe(1);
    expect(keystrokeRuns('!@#$')).toBe(1);
    expect(keystrokeRuns('qwerty123!')).toBe(3);
    expect(keystrokeRuns('kopi')).toBe(3);
  });
});
