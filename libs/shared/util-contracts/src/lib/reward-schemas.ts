// The redeem form's body as the API and the member's dialog read it (one schema, decision 0022). Kept apart from
// rewards.ts so that importing the plain types never pulls zod into a page.
import { z } from 'zod';

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} harus berupa teks` })
    .trim()
    .max(max, { error: `${label} maksimal ${max} karakter` })
    .optional()
    .transform((value) => (value ? value : undefined));

/** Shipping details; whether they are required depends on the reward's kind (`shippingProblem`). */
export const redeemRewardSchema = z.object({
  recipientName: optionalText('Nama penerima', 100),
  phone: z
    .string({ error: 'Nomor telepon harus berupa teks' })
    .trim()
    .max(20, { error: 'Nomor telepon maksimal 20 karakter' })
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => value === undefined || /^\+?[0-9 -]{8,20}$/.test(value), {
      error: 'Nomor telepon hanya boleh berisi angka, spasi, + dan -',
    }),
  address: optionalText('Alamat pengiriman', 500),
  notes: optionalText('Catatan', 500),
});
export type RedeemRewardBody = z.infer<typeof redeemRewardSchema>;

export const SHIPPING_REQUIRED = {
  recipientName: 'Nama penerima wajib diisi untuk hadiah fisik',
  phone: 'Nomor telepon wajib diisi untuk hadiah fisik',
  address: 'Alamat pengiriman wajib diisi untuk hadiah fisik',
} as const;

/** The first missing shipping field of a physical reward, or null when the body is complete. */
export function shippingProblem(
  kind: 'physical' | 'digital',
  body: RedeemRewardBody,
): { path: keyof typeof SHIPPING_REQUIRED; message: string } | null {
  if (kind !== 'physical') return null;
  for (const path of ['recipientName', 'phone', 'address'] as const) {
    if (!body[path]) return { path, message: SHIPPING_REQUIRED[path] };
  }
  return null;
}
