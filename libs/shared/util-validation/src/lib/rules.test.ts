import { messages } from './messages';
import {
  containsPersonalInfo,
  hasDigit,
  hasLowercase,
  hasNoSpaces,
  hasSpecialCharacter,
  hasUppercase,
  loginSchema,
  newPasswordSchema,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PERSONAL_PART_MIN_LENGTH,
  personalInfoIssue,
  passwordProblems,
  passwordRules,
  SPECIAL_CHARACTERS,
} from './rules';

/** Issue messages of a failed parse, in order. */
function issueMessages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('spec §5 messages, word for word', () => {
  it('uses the given field name in each of the four password messages', () => {
    expect(messages.special('Password Baru')).toBe('Password Baru harus mempunyai minimal 1 karakter spesial');
    expect(messages.uppercase('Password Baru')).toBe('Password Baru harus mempunyai minimal 1 huruf kapital');
    expect(messages.digit('Password Baru')).toBe('Password Baru harus mempunyai minimal 1 angka');
    expect(messages.noSpaces('Password Baru')).toBe('Password Baru tidak boleh ada spasi');
  });

  it('passes the field name through to the problems of a value', () => {
    expect(passwordProblems('a b', 'Konfirmasi Password')).toEqual([
      messages.minLength('Konfirmasi Password', PASSWORD_MIN_LENGTH),
      'Konfirmasi Password harus mempunyai minimal 1 karakter spesial',
      'Konfirmasi Password harus mempunyai minimal 1 huruf kapital',
      'Konfirmasi Password harus mempunyai minimal 1 angka',
      'Konfirmasi Password tidak boleh ada spasi',
    ]);
  });

  it('defaults the field name to "Password"', () => {
    expect(passwordProblems('Abcdefg1')).toEqual(['Password harus mempunyai minimal 1 karakter spesial']);
  });
});

describe('special characters (spec §5)', () => {
  const counted = [
    '!',
    '@',
    '#',
    '$',
    '%',
    '^',
    '&',
    '*',
    '(',
    ')',
    '_',
    '+',
    '{',
    '}',
    '[',
    ']',
    ':',
    ';',
    '<',
    '>',
    ',',
    '.',
    '?',
    '~',
    '\\',
    '/',
    '-',
  ];

  it('lists exactly the 27 counted characters', () => {
    expect([...SPECIAL_CHARACTERS].sort()).toEqual([...counted].sort());
    expect(SPECIAL_CHARACTERS).toHaveLength(27);
  });

  it.each(counted)('counts %p as a special character', (char) => {
    expect(hasSpecialCharacter(`Abcdefg1${char}`)).toBe(true);
    expect(hasSpecialCharacter(char)).toBe(true);
    expect(passwordProblems(`Abcdefg1${char}`)).toEqual([]);
  });

  it.each(['=', '|', "'", '"', '`', '€', 'é', '§', '£'])('does not count %p', (char) => {
    expect(hasSpecialCharacter(`Abcdefg1${char}`)).toBe(false);
    expect(passwordProblems(`Abcdefg1${char}`)).toEqual([messages.special('Password')]);
  });

  it('does not count letters, digits or whitespace', () => {
    expect(hasSpecialCharacter('AbcXyz0189')).toBe(false);
    expect(hasSpecialCharacter(' \t\n')).toBe(false);
    expect(hasSpecialCharacter('')).toBe(false);
  });
});

describe('uppercase, digit and space rules', () => {
  it('needs an uppercase letter', () => {
    expect(hasUppercase('abc!1Z')).toBe(true);
    expect(hasUppercase('abc!1')).toBe(false);
    expect(passwordProblems('abcdefg1!', 'Sandi')).toEqual(['Sandi harus mempunyai minimal 1 huruf kapital']);
  });

  it('needs a digit', () => {
    expect(hasDigit('Abc!9')).toBe(true);
    expect(hasDigit('Abc!')).toBe(false);
    expect(passwordProblems('Abcdefgh!', 'Sandi')).toEqual(['Sandi harus mempunyai minimal 1 angka']);
  });

  it.each([
    ['a space in the middle', 'Abcd 123!'],
    ['a leading space', ' Abcd123!'],
    ['a trailing space', 'Abcd123! '],
    ['a tab', 'Abcd\t123!'],
    ['a newline', 'Abcd\n123!'],
  ])('rejects %s', (_case, value) => {
    expect(hasNoSpaces(value)).toBe(false);
    expect(passwordProblems(value, 'Sandi')).toEqual(['Sandi tidak boleh ada spasi']);
  });

  it('accepts a value without whitespace', () => {
    expect(hasNoSpaces('Abcd123!')).toBe(true);
  });
});

describe('minimum length', () => {
  it(`is ${PASSWORD_MIN_LENGTH} characters`, () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
  });

  it('rejects one character short and accepts exactly the minimum', () => {
    expect(passwordProblems('Abcd12!')).toEqual([messages.minLength('Password', 8)]);
    expect(passwordProblems('Abcde12!')).toEqual([]);
  });

  it('says it in Indonesian', () => {
    expect(messages.minLength('Password', 8)).toBe('Password minimal 8 karakter');
  });

  it('lists the rules in the order the form shows them', () => {
    expect(passwordRules('Password').map((rule) => rule.message)).toEqual([
      'Password minimal 8 karakter',
      'Password harus mempunyai minimal 1 karakter spesial',
      'Password harus mempunyai minimal 1 huruf kapital',
      'Password harus mempunyai minimal 1 huruf kecil',
      'Password harus mempunyai minimal 1 angka',
      'Password tidak boleh ada spasi',
    ]);
    expect(passwordRules('Password', { username: 'budi' }).at(-1)?.message).toBe(
      'Password tidak boleh mengandung username atau nama email',
    );
  });
});

describe('the security review examples', () => {
  it('refuses a password without a lowercase letter, any alphabet counting', () => {
    expect(hasLowercase('ABCDEF1!')).toBe(false);
    expect(hasLowercase('ÀÉÎÕÜ1!A')).toBe(false);
    expect(hasLowercase('ABCDEF1!ß')).toBe(true);
    expect(passwordProblems('ABCDEF1!')).toEqual(['Password harus mempunyai minimal 1 huruf kecil']);
    expect(issueMessages(newPasswordSchema('Password Baru').safeParse('ABCDEF1!'))).toEqual([
      'Password Baru harus mempunyai minimal 1 huruf kecil',
    ]);
  });

  it('accepts ÀÉÎõü1!a: À, É and Î are capitals', () => {
    expect(hasUppercase('ÀÉÎõü1!a')).toBe(true);
    expect(newPasswordSchema().safeParse('ÀÉÎõü1!a')).toEqual({ success: true, data: 'ÀÉÎõü1!a' });
  });

  it('still refuses any space, with the message of spec §5', () => {
    expect(issueMessages(newPasswordSchema().safeParse('Kuda Lari Cepat#1'))).toEqual([
      'Password tidak boleh ada spasi',
    ]);
    expect(issueMessages(newPasswordSchema().safeParse('Kuda\u00a0Lari#1'))).toEqual([
      'Password tidak boleh ada spasi',
    ]);
  });
});

describe('containsPersonalInfo', () => {
  const owner = { username: 'dina.p', email: 'Dina.Pratiwi@contoh.id' };

  it('finds the username or the email local part, whatever the case', () => {
    expect(containsPersonalInfo('Aku#DINA.P2026', owner)).toBe(true);
    expect(containsPersonalInfo('#1dina.pratiwiX', owner)).toBe(true);
    expect(containsPersonalInfo('Kopi#Susu2026', owner)).toBe(false);
    expect(personalInfoIssue('Dina.P#2026', owner, 'Password Baru')).toBe(
      'Password Baru tidak boleh mengandung username atau nama email',
    );
    expect(personalInfoIssue('Kopi#Susu2026', owner)).toBeNull();
  });

  it(`ignores parts shorter than ${PERSONAL_PART_MIN_LENGTH} characters`, () => {
    expect(containsPersonalInfo('Abcd#2026ab', { email: 'ab@contoh.id' })).toBe(false);
    expect(containsPersonalInfo('Abcd#2026', { username: null, email: null })).toBe(false);
  });

  it('adds the rule to the live list only when the owner is known', () => {
    expect(passwordProblems('Dina.P#2026', 'Password', owner)).toEqual([messages.personal('Password')]);
    expect(passwordProblems('Dina.P#2026')).toEqual([]);
  });
});

describe('newPasswordSchema', () => {
  it('accepts a password that meets every rule', () => {
    const result = newPasswordSchema().safeParse('Rahasia#2026');
    expect(result).toEqual({ success: true, data: 'Rahasia#2026' });
  });

  it('reports every broken rule with the custom field name', () => {
    const result = newPasswordSchema('Password Baru').safeParse('ab c');
    expect(result.success).toBe(false);
    expect(issueMessages(result)).toEqual([
      'Password Baru minimal 8 karakter',
      'Password Baru harus mempunyai minimal 1 karakter spesial',
      'Password Baru harus mempunyai minimal 1 huruf kapital',
      'Password Baru harus mempunyai minimal 1 angka',
      'Password Baru tidak boleh ada spasi',
    ]);
  });

  it('reports a single broken rule alone', () => {
    expect(issueMessages(newPasswordSchema().safeParse('Rahasia2026'))).toEqual([
      'Password harus mempunyai minimal 1 karakter spesial',
    ]);
  });

  it('rejects a missing value with the required message', () => {
    expect(issueMessages(newPasswordSchema('Password Baru').safeParse(undefined))).toEqual([
      'Password Baru wajib diisi',
    ]);
    expect(issueMessages(newPasswordSchema().safeParse(12345678))).toEqual(['Password wajib diisi']);
  });

  it(`rejects more than ${PASSWORD_MAX_LENGTH} characters`, () => {
    const long = `Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH - 3)}`;
    expect(issueMessages(newPasswordSchema().safeParse(long))).toContain(
      `Password maksimal ${PASSWORD_MAX_LENGTH} karakter`,
    );
    expect(newPasswordSchema().safeParse(`Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH - 4)}`).success).toBe(true);
  });
});

describe('loginSchema', () => {
  it('accepts an email or a username with a password, and trims the identifier', () => {
    expect(loginSchema.safeParse({ email: '  budi@example.com ', password: 'apa saja' })).toEqual({
      success: true,
      data: { email: 'budi@example.com', password: 'apa saja' },
    });
    expect(loginSchema.safeParse({ email: 'budi', password: 'x' }).success).toBe(true);
  });

  it('does not apply the new-password rules to the login password', () => {
    expect(loginSchema.safeParse({ email: 'budi', password: 'lemah' }).success).toBe(true);
  });

  it('requires both fields, in Indonesian', () => {
    expect(issueMessages(loginSchema.safeParse({ email: '', password: '' }))).toEqual([
      'Email atau username wajib diisi',
      'Password wajib diisi',
    ]);
    expect(issueMessages(loginSchema.safeParse({}))).toEqual([
      'Email atau username wajib diisi',
      'Password wajib diisi',
    ]);
  });

  it('treats a blank identifier as missing', () => {
    expect(issueMessages(loginSchema.safeParse({ email: '   ', password: 'x' }))).toEqual([
      'Email atau username wajib diisi',
    ]);
  });

  it('limits the lengths', () => {
    const result = loginSchema.safeParse({ email: 'a'.repeat(255), password: 'p'.repeat(PASSWORD_MAX_LENGTH + 1) });
    expect(issueMessages(result)).toEqual([
      'Email atau username maksimal 254 karakter',
      `Password maksimal ${PASSWORD_MAX_LENGTH} karakter`,
    ]);
  });
});
