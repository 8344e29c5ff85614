// Demo discussions (docs/decisions/0021-discussions.md): a few questions in the demo member's courses, some answered
// by the demo author or the admin, one pinned announcement, one closed thread. Hash ids are derived from a label so
// every seeded database has the same URLs (the authorization suites name the member's own thread and reply).
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Transaction } from './client';
import { courses, discussionReplies, discussions } from './schema';

const hashOf = (label: string) => createHash('sha256').update(`diskusi/${label}`).digest('hex').slice(0, 16);

/** Threads other code names: the demo member's answered question (and their reply in it), and an unanswered one. */
export const SEED_DISCUSSIONS = {
  memberAnswered: { hashId: hashOf('nmap-port-tertutup'), courseSlug: 'ethical-hacking-untuk-pemula' },
  memberOpen: { hashId: hashOf('sertifikat-untuk-melamar-kerja'), courseSlug: 'ethical-hacking-untuk-pemula' },
  announcement: { hashId: hashOf('selamat-datang-ethical-hacking'), courseSlug: 'ethical-hacking-untuk-pemula' },
  /** The demo member's own reply (in memberAnswered): the second reply the seed writes. */
  memberReplyId: 2,
} as const;

type Who = 'member' | 'author' | 'admin' | string;

interface SeedThread {
  hashId: string;
  courseSlug: string;
  by: Who;
  title: string;
  body: string;
  pinned?: boolean;
  closed?: boolean;
  daysAgo: number;
  replies: { by: Who; body: string; daysAgo: number }[];
}

const THREADS: SeedThread[] = [
  {
    ...SEED_DISCUSSIONS.memberAnswered,
    by: 'member',
    title: 'Nmap tidak menemukan port terbuka di mesin lab',
    body:
      'Saya menjalankan `nmap -sS 10.10.10.5` sesuai materi, tetapi semua port terlihat filtered. ' +
      'Apakah ada langkah yang terlewat?',
    daysAgo: 6,
    replies: [
      {
        by: 'author',
        body:
          'Mesin lab memblokir ping, jadi Nmap mengira host mati. Coba tambahkan opsi -Pn agar Nmap ' +
          'tetap memindai tanpa ping lebih dulu.',
        daysAgo: 5,
      },
      { by: 'member', body: 'Berhasil dengan -Pn, terima kasih Pak!', daysAgo: 5 },
    ],
  },
  {
    hashId: hashOf('scanning-aktif-pasif'),
    courseSlug: 'ethical-hacking-untuk-pemula',
    by: 'dimas.saputra',
    title: 'Apa beda reconnaissance aktif dan pasif?',
    body: 'Di modul 1 disebut dua jenis reconnaissance. Contoh konkret masing-masing apa ya?',
    closed: true,
    daysAgo: 20,
    replies: [
      {
        by: 'author',
        body:
          'Pasif: mengumpulkan informasi tanpa menyentuh target, misalnya WHOIS, DNS publik, atau ' +
          'mesin pencari. Aktif: berinteraksi langsung dengan target, misalnya pemindaian port dengan ' +
          'Nmap.',
        daysAgo: 19,
      },
    ],
  },
  {
    ...SEED_DISCUSSIONS.memberOpen,
    by: 'member',
    title: 'Apakah sertifikat kelas ini bisa dipakai untuk melamar kerja?',
    body: 'Setelah lulus ujian, apakah sertifikatnya diakui perusahaan untuk posisi junior pentester?',
    daysAgo: 1,
    replies: [],
  },
  {
    ...SEED_DISCUSSIONS.announcement,
    by: 'author',
    title: 'Selamat datang! Baca ini sebelum bertanya',
    body:
      'Sebelum bertanya, cari dulu apakah pertanyaan serupa sudah dijawab. Tuliskan perintah yang ' +
      'kamu jalankan dan pesan error lengkapnya, supaya kami bisa membantu lebih cepat.',
    pinned: true,
    daysAgo: 30,
    replies: [],
  },
  {
    hashId: hashOf('menyimpan-token-jwt'),
    courseSlug: 'keamanan-aplikasi-web',
    by: 'intan.permata',
    title: 'Cara aman menyimpan token JWT di browser?',
    body: 'Lebih aman disimpan di localStorage atau cookie? Materi XSS membuat saya ragu.',
    daysAgo: 3,
    replies: [
      {
        by: 'admin',
        body:
          'Cookie HttpOnly + Secure + SameSite lebih tahan terhadap pencurian lewat XSS dibanding ' +
          'localStorage. Jangan lupa perlindungan CSRF bila memakai cookie.',
        daysAgo: 2,
      },
    ],
  },
];

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

export async function seedDiscussions(
  tx: Transaction,
  people: { member: number; author: number; admin: number; extra: Record<string, number> },
): Promise<void> {
  const userOf = (who: Who) =>
    who === 'member' || who === 'author' || who === 'admin' ? people[who] : people.extra[who];
  // Replies are written one by one in this order, so their ids are stable (SEED_DISCUSSIONS.memberReplyId).
  for (const thread of THREADS) {
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.slug, thread.courseSlug));
    const createdAt = daysAgo(thread.daysAgo);
    const [row] = await tx
      .insert(discussions)
      .values({
        hashId: thread.hashId,
        courseId: course.id,
        userId: userOf(thread.by),
        title: thread.title,
        body: thread.body,
        pinned: thread.pinned ?? false,
        closed: thread.closed ?? false,
        createdAt,
        updatedAt: createdAt,
      })
      .returning({ id: discussions.id });
    for (const reply of thread.replies) {
      const at = daysAgo(reply.daysAgo);
      await tx
        .insert(discussionReplies)
        .values({ discussionId: row.id, userId: userOf(reply.by), body: reply.body, createdAt: at, updatedAt: at });
    }
  }
}
