// Demo rewards (decision 0022): a small catalogue (one item out of stock) and a few redemptions, each with the
// ledger rows that explain it, so every user's users.point is still the sum of their ledger (database.test.ts).
import { eq, sql } from 'drizzle-orm';
import type { Transaction } from './client';
import { pointLedger, rewardRedemptions, rewards, users } from './schema';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

export const SEED_REWARDS = [
  {
    slug: 'kaos-akademi-siber',
    name: 'Kaos Akademi Siber',
    description:
      'Kaos katun hitam dengan logo Akademi Siber di dada dan tulisan "Think before you click" di punggung. ' +
      'Ukuran M–XL, sebutkan ukuranmu di catatan.',
    kind: 'physical',
    pointsCost: 1000,
    stock: 25,
  },
  {
    slug: 'paket-stiker-keamanan-siber',
    name: 'Paket Stiker Keamanan Siber',
    description: 'Sepuluh stiker vinil tahan air bertema keamanan siber untuk laptop dan botol minummu.',
    kind: 'physical',
    pointsCost: 150,
    stock: 100,
  },
  {
    slug: 'voucher-kelas-belajar-online',
    name: 'Voucher Kelas Belajar Online',
    description:
      'Kode aktivasi untuk satu kelas Belajar Online pilihanmu. ' +
      'Kode dikirim lewat notifikasi setelah penukaran diproses.',
    kind: 'digital',
    pointsCost: 800,
    stock: 10,
  },
  {
    slug: 'e-book-panduan-password-aman',
    name: 'E-book Panduan Password Aman',
    description:
      'E-book PDF 40 halaman: membuat, menyimpan, ' +
      'dan mengganti password dengan benar, plus daftar periksa untuk keluarga.',
    kind: 'digital',
    pointsCost: 40,
    stock: 200,
  },
  {
    slug: 'tumbler-capture-the-flag',
    name: 'Tumbler Capture The Flag',
    description: 'Tumbler baja tahan karat 500 ml edisi Capture The Flag. Stok berikutnya segera datang.',
    kind: 'physical',
    pointsCost: 600,
    stock: 0,
  },
  {
    slug: 'hoodie-red-team',
    name: 'Hoodie Red Team',
    description: 'Hoodie fleece merah marun bordir "Red Team". Ukuran M–XXL, sebutkan ukuranmu di catatan.',
    kind: 'physical',
    pointsCost: 2500,
    stock: 5,
  },
] as const;

export type SeedRewardSlug = (typeof SEED_REWARDS)[number]['slug'];

/** What the tests and OWNED_IDS name: the demo member's redemption is the first one the seed writes (id 1). */
export const SEED_REDEMPTIONS = {
  /** The demo member's: rejected with its points refunded, so the member's balance and XP stay as seeded. */
  demoMember: { id: 1, rewardSlug: 'kaos-akademi-siber' as SeedRewardSlug, ledgerEntries: 2 },
} as const;

interface People {
  member: number;
  extra: Record<string, number>;
}

export async function seedRewards(tx: Transaction, people: People) {
  const rows = await tx
    .insert(rewards)
    .values(SEED_REWARDS.map((reward, index) => ({ ...reward, createdAt: daysAgo(90 - index) })))
    .returning({ id: rewards.id, slug: rewards.slug, name: rewards.name, pointsCost: rewards.pointsCost });
  const reward = (slug: SeedRewardSlug) => {
    const row = rows.find((candidate) => candidate.slug === slug);
    if (!row) throw new Error(`seedRewards: no reward ${slug}`);
    return row;
  };

  // The demo member asked for a T-shirt with an incomplete address; the staff rejected it and the points came back.
  const kaos = reward(SEED_REDEMPTIONS.demoMember.rewardSlug);
  const [rejected] = await tx
    .insert(rewardRedemptions)
    .values({
      userId: people.member,
      rewardId: kaos.id,
      pointsSpent: kaos.pointsCost,
      status: 'rejected',
      recipientName: 'Rina Member',
      phone: '081234567890',
      address: 'Jl. Merdeka',
      notes: 'Ukuran L',
      adminNote:
        'Alamat pengiriman kurang lengkap (tanpa nomor rumah, kota, dan kode pos). Poin sudah ' +
        'dikembalikan, silakan tukar lagi.',
      createdAt: daysAgo(4),
      rejectedAt: daysAgo(3),
    })
    .returning({ id: rewardRedemptions.id });
  if (rejected.id !== SEED_REDEMPTIONS.demoMember.id)
    throw new Error(`seedRewards: the demo member's redemption got id ${rejected.id}`);
  await tx.insert(pointLedger).values([
    {
      userId: people.member,
      source: 'reward',
      reference: String(rejected.id),
      description: `Menukar poin: ${kaos.name}`,
      points: -kaos.pointsCost,
      xp: 0,
      createdAt: daysAgo(4),
    },
    {
      userId: people.member,
      source: 'reward_refund',
      reference: String(rejected.id),
      description: `Pengembalian poin: ${kaos.name}`,
      points: kaos.pointsCost,
      xp: 0,
      createdAt: daysAgo(3),
    },
  ]);

  // Two other learners: one waiting in the staff's queue, one delivered voucher. Their balances drop by the cost.
  const others: { username: string; slug: SeedRewardSlug; status: 'requested' | 'delivered'; days: number }[] = [
    { username: 'dimas.saputra', slug: 'paket-stiker-keamanan-siber', status: 'requested', days: 1 },
    { username: 'agus.pratama', slug: 'e-book-panduan-password-aman', status: 'delivered', days: 6 },
  ];
  for (const other of others) {
    const userId = people.extra[other.username];
    const item = reward(other.slug);
    const physical = SEED_REWARDS.find((candidate) => candidate.slug === other.slug)?.kind === 'physical';
    const [redemption] = await tx
      .insert(rewardRedemptions)
      .values({
        userId,
        rewardId: item.id,
        pointsSpent: item.pointsCost,
        status: other.status,
        ...(physical
          ? {
              recipientName: 'Dimas Saputra',
              phone: '085712345678',
              address: 'Jl. Diponegoro No. 12, Kel. Citarum, Bandung Wetan, Kota Bandung 40115',
            }
          : {}),
        adminNote: other.status === 'delivered' ? 'Tautan unduhan sudah dikirim ke email kamu.' : null,
        createdAt: daysAgo(other.days),
        deliveredAt: other.status === 'delivered' ? daysAgo(other.days - 1) : null,
      })
      .returning({ id: rewardRedemptions.id });
    await tx.insert(pointLedger).values({
      userId,
      source: 'reward',
      reference: String(redemption.id),
      description: `Menukar poin: ${item.name}`,
      points: -item.pointsCost,
      xp: 0,
      createdAt: daysAgo(other.days),
    });
    await tx
      .update(users)
      .set({ point: sql`${users.point} - ${item.pointsCost}` })
      .where(eq(users.id, userId));
    await tx
      .update(rewards)
      .set({ stock: sql`${rewards.stock} - 1` })
      .where(eq(rewards.id, item.id));
  }
}
