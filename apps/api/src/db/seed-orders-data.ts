// The demo orders (seed-orders.ts) as constants, so the tests, the authorization matrix (OWNED_IDS) and the demo
// proof file (modules/storage/demo-files.ts) agree on them; amounts follow the checkout's rule (decision 0024). Ids
// follow the idTransaction format (AS + yymmdd +
// 8 base32 characters) but are fixed, so every seeded database has the same URLs.
import { transferAmount } from '@akademi-siber/util-contracts';
import { LIVE_CLASSES } from './seed-catalog-data';

const SOC_BATCH = { liveClassSlug: 'soc-analyst-intensif', batchSlug: 'batch-5' } as const;
const socBatch = LIVE_CLASSES.find((liveClass) => liveClass.slug === SOC_BATCH.liveClassSlug)?.batches.find(
  (batch) => batch.slug === SOC_BATCH.batchSlug,
);
const socBatchPrice = socBatch ? (socBatch.salePrice ?? socBatch.price) : 0;
const UNIQUE_CODE = 123;

export const SEED_ORDERS = {
  /** The demo member's course order, waiting for the transfer (expires ORDER_EXPIRY_HOURS after seeding). */
  pending: { idTransaction: 'AS261120DEMOBAYR', courseSlug: 'keamanan-jaringan', uniqueCode: 417 },
  /** The demo member's live-class order with a proof, in the admin's verification queue. */
  waitingVerification: {
    idTransaction: 'AS261121DEMOCEKA',
    ...SOC_BATCH,
    uniqueCode: UNIQUE_CODE,
    total: transferAmount(socBatchPrice, 0, UNIQUE_CODE).total,
  },
  /**
   * The demo member's paid seat in the running batch (SEED_CATALOG.runningBatch), paid 14 days before seeding, before
   * its registration closed: the order history, Kelas Saya and /member/training-index agree.
   */
  paidLiveClass: {
    idTransaction: 'AS261110DEMOJDWL',
    liveClassSlug: 'workshop-secure-coding',
    batchSlug: 'kelas-malam',
    paidDaysAgo: 14,
  },
  /** What the second member of the authorization matrix owns (test/ownership.ts makes it). */
  secondMember: { idTransaction: 'AS261122KEDUAAAA', cartItemId: 900001 },
} as const;

export const DEMO_TRANSFER = {
  storageKey: 'demo/bukti-transfer-AS261121DEMOCEKA.pdf',
  originalName: 'bukti-transfer-bca.pdf',
  receiptLines: [
    'Bukti Transfer - BCA mobile',
    'Status: BERHASIL',
    'Ke rekening: BCA 1234567890',
    'Atas nama: PT Akademi Siber Indonesia',
    `Jumlah: Rp ${SEED_ORDERS.waitingVerification.total.toLocaleString('id-ID')}`,
    `Berita: ${SEED_ORDERS.waitingVerification.idTransaction}`,
    'Dari: Member Demo',
  ],
} as const;
