/**
 * Indonesian validation messages. The four password rules of spec §5 (special, uppercase, digit, noSpaces) are
 * quoted word for word; lowercase and personal are this platform's own additions (decision 0025).
 */
export const messages = {
  special: (field: string) => `${field} harus mempunyai minimal 1 karakter spesial`,
  uppercase: (field: string) => `${field} harus mempunyai minimal 1 huruf kapital`,
  digit: (field: string) => `${field} harus mempunyai minimal 1 angka`,
  noSpaces: (field: string) => `${field} tidak boleh ada spasi`,
  lowercase: (field: string) => `${field} harus mempunyai minimal 1 huruf kecil`,
  personal: (field: string) => `${field} tidak boleh mengandung username atau nama email`,
  required: (field: string) => `${field} wajib diisi`,
  minLength: (field: string, min: number) => `${field} minimal ${min} karakter`,
  maxLength: (field: string, max: number) => `${field} maksimal ${max} karakter`,
  email: (field: string) => `${field} tidak valid`,
  /** A confirmation that differs from what it confirms: 'Konfirmasi Password tidak sama dengan Password'. */
  mismatch: (field: string, other: string) => `${field} tidak sama dengan ${other}`,
} as const;

/**
 * The field names the forms put in `{field}` (spec §5), so every form and the API say the same words.
 * `identifier` is the login field that takes an email or a username.
 */
export const FIELD_NAMES = {
  password: 'Password',
  newPassword: 'Password Baru',
  currentPassword: 'Password Lama',
  passwordConfirmation: 'Konfirmasi Password',
  identifier: 'Email atau username',
  email: 'Email',
  username: 'Username',
  name: 'Nama',
} as const;

export type FieldName = (typeof FIELD_NAMES)[keyof typeof FIELD_NAMES];
