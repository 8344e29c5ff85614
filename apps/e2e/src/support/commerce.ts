/**
 * Steps the buying journeys share: a transfer proof file, the admin's approval in the admin remote, and reading
 * the navbar cart badge (its accessible name is "Keranjang: N item" / "Keranjang kosong").
 */
import { expect, type Page } from '@playwright/test';

/** A real 1×1 PNG (the API checks the magic bytes, not the name). */
const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export const TRANSFER_PROOF = { name: 'bukti-transfer.png', mimeType: 'image/png', buffer: PNG_BYTES };

/** The cart icon of whichever navbar is showing says how many items the cart holds. */
export async function expectCartBadge(page: Page, count: number): Promise<void> {
  const name = count > 0 ? `Keranjang: ${count} item` : 'Keranjang kosong';
  // A link in the area bars, an image in the public navbar: either way its accessible name says the count.
  await expect(page.getByLabel(name, { exact: true }).first()).toBeVisible();
}

/** The idTransaction of the order page the member is on (`…/{idTransaction}`). */
export function idTransactionOf(page: Page): string {
  const id = new URL(page.url()).pathname.split('/').pop();
  if (!id) throw new Error(`no idTransaction in ${page.url()}`);
  return decodeURIComponent(id);
}

/** On the payment page: go on to the proof upload, send the PNG, land on the result page. */
export async function uploadProof(page: Page): Promise<void> {
  await page
    .getByRole('link', { name: /Saya sudah transfer|Unggah bukti/ })
    .first()
    .click();
  await page.getByLabel('Berkas bukti transfer').setInputFiles(TRANSFER_PROOF);
  await page.getByRole('button', { name: 'Kirim bukti transfer' }).click();
  await expect(page.getByText(/Menunggu verifikasi/).first()).toBeVisible();
}

/** As the admin (already signed in on `page`): open the order in the verification queue and approve it. */
export async function approveOrder(page: Page, idTransaction: string): Promise<void> {
  await page.goto('/admin/pesanan');
  await page.getByLabel('Cari ID transaksi, nama, atau email pembeli').fill(idTransaction);
  await page.getByRole('search', { name: 'Cari pesanan' }).getByRole('button').click();
  await page.getByRole('link', { name: idTransaction }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(idTransaction);
  await expect(page.getByRole('img', { name: /bukti/i })).toBeVisible();
  await page.getByRole('button', { name: 'Setujui pembayaran' }).click();
  await page.getByRole('dialog', { name: 'Setujui pembayaran?' }).getByRole('button', { name: 'Ya, setujui' }).click();
  await expect(page.getByText('Lunas').first()).toBeVisible();
}
