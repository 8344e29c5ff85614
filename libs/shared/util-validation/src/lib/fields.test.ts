import { FIELD_NAMES, messages } from './messages';
import { EMAIL_MAX_LENGTH, emailSchema, newPasswordSchema, passwordConfirmationIssue, passwordProblems } from './rules';

const issues = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('field names (spec §5 {field})', () => {
  it('names the fields the account forms use', () => {
    expect(FIELD_NAMES).toEqual({
      password: 'Password',
      newPassword: 'Password Baru',
      currentPassword: 'Password Lama',
      passwordConfirmation: 'Konfirmasi Password',
      identifier: 'Email atau username',
      email: 'Email',
      username: 'Username',
      name: 'Nama',
    });
  });

  it.each(Object.values(FIELD_NAMES))('puts "%s" into each of the four rule messages', (field) => {
    expect(passwordProblems('a b', field)).toEqual([
      `${field} minimal 8 karakter`,
      `${field} harus mempunyai minimal 1 karakter spesial`,
      `${field} harus mempunyai minimal 1 huruf kapital`,
      `${field} harus mempunyai minimal 1 angka`,
      `${field} tidak boleh ada spasi`,
    ]);
  });

  it('uses the field name in the schema of a new password', () => {
    expect(issues(newPasswordSchema(FIELD_NAMES.newPassword).safeParse('Rahasia 2026'))).toEqual([
      'Password Baru harus mempunyai minimal 1 karakter spesial',
      'Password Baru tidak boleh ada spasi',
    ]);
  });
});

describe('the four rules, each alone and all together', () => {
  it.each([
    ['no special character', 'Rahasia2026', [messages.special('Password')]],
    ['no uppercase letter', 'rahasia#2026', [messages.uppercase('Password')]],
    ['no digit', 'Rahasia#Dua', [messages.digit('Password')]],
    ['a space', 'Rahasia #2026', [messages.noSpaces('Password')]],
    [
      'none of them met',
      'rahasia dua',
      [
        messages.special('Password'),
        messages.uppercase('Password'),
        messages.digit('Password'),
        messages.noSpaces('Password'),
      ],
    ],
    ['all of them met', 'Rahasia#2026', []],
  ])('%s', (_case, value, expected) => {
    expect(passwordProblems(value)).toEqual(expected);
  });

  it('counts any capital letter, not only A–Z, but only 0–9 as digits', () => {
    expect(passwordProblems('ÄÖÜ#abcdé')).toEqual([messages.digit('Password')]);
    expect(passwordProblems('ÀÉÎõü1!a')).toEqual([]);
    expect(passwordProblems('àéîõü1!a')).toEqual([messages.uppercase('Password')]);
    expect(passwordProblems('Abcdefg#٣')).toEqual([messages.digit('Password')]);
  });

  it('treats an empty value as breaking every rule but the space rule', () => {
    expect(passwordProblems('')).toEqual([
      messages.minLength('Password', 8),
      messages.special('Password'),
      messages.uppercase('Password'),
      messages.lowercase('Password'),
      messages.digit('Password'),
    ]);
  });
});

describe('emailSchema', () => {
  it('trims and lower-cases a valid address', () => {
    expect(emailSchema().safeParse('  Budi.Santoso@Contoh.ID ')).toEqual({
      success: true,
      data: 'budi.santoso@contoh.id',
    });
  });

  it.each(['budi', 'budi@', '@contoh.id', 'budi@contoh', 'budi santoso@contoh.id'])(
    'rejects %p with "Email tidak valid"',
    (value) => {
      expect(issues(emailSchema().safeParse(value))).toEqual(['Email tidak valid']);
    },
  );

  it('asks for a missing address in Indonesian, with the field name', () => {
    expect(issues(emailSchema().safeParse(''))).toEqual(['Email wajib diisi']);
    expect(issues(emailSchema('Email Kantor').safeParse(undefined))).toEqual(['Email Kantor wajib diisi']);
  });

  it(`limits an address to ${EMAIL_MAX_LENGTH} characters`, () => {
    const long = `${'a'.repeat(EMAIL_MAX_LENGTH)}@contoh.id`;
    expect(issues(emailSchema().safeParse(long))).toEqual([`Email maksimal ${EMAIL_MAX_LENGTH} karakter`]);
  });
});

describe('passwordConfirmationIssue', () => {
  it('is null when both entries match', () => {
    expect(passwordConfirmationIssue('Rahasia#2026', 'Rahasia#2026')).toBeNull();
  });

  it('says which field differs from which', () => {
    expect(passwordConfirmationIssue('Rahasia#2026', 'Rahasia#2025')).toBe(
      'Konfirmasi Password tidak sama dengan Password',
    );
    expect(passwordConfirmationIssue('a', 'b', 'Konfirmasi Password Baru', FIELD_NAMES.newPassword)).toBe(
      'Konfirmasi Password Baru tidak sama dengan Password Baru',
    );
  });
});
