/** Indonesian validation messages. The four password rules are quoted word for word from spec §5. */
export const messages = {
  special: (field: string) => `${field} harus mempunyai minimal 1 karakter spesial`,
  uppercase: (field: string) => `${field} harus mempunyai minimal 1 huruf kapital`,
  digit: (field: string) => `${field} harus mempunyai minimal 1 angka`,
  noSpaces: (field: string) => `${field} tidak boleh ada spasi`,
  required: (field: string) => `${field} wajib diisi`,
  minLength: (field: string, min: number) => `${field} minimal ${min} karakter`,
  maxLength: (field: string, max: number) => `${field} maksimal ${max} karakter`,
  email: (field: string) => `${field} tidak valid`,
} as const;
