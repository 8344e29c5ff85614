// A live-class batch's learning (decision 0041) as the member's batch page and its player read it: the batch page's
// `learning` (`GET /api/member/liveclass/bootcamp/batch-12`) and the content's outline (`GET /api/member/kelas/
// batch-12-materi`). Two modules: the first with an article (done), a file and a quiz, the second with a video. A
// corporate-training group's content is served the same way (decision 0044), and a program item's (decision 0046):
// their tests use these too, with the msw handlers of one material and its progress.
import { http, HttpResponse } from 'msw';
import type {
  BatchLeaderboardEntry,
  CoursePlayer,
  MaterialProgressBody,
  MemberBatchLearning,
  PlayerMaterial,
} from '@akademi-siber/util-contracts';

export const BATCH_CONTENT_SLUG = 'batch-12-materi';

const leader = (rank: number, name: string, xp: number, me = false): BatchLeaderboardEntry => ({
  rank,
  username: name.toLowerCase().replace(/\s+/g, '.'),
  name,
  avatarUrl: null,
  xp,
  me,
});

export const BATCH_LEADERBOARD: BatchLeaderboardEntry[] = [
  ...['Ayu Lestari', 'Bagus Pratama', 'Citra Dewi', 'Dimas Saputra', 'Eka Putri'].map((name, index) =>
    leader(index + 1, name, 900 - index * 50),
  ),
  ...['Fajar Nugroho', 'Gita Permata', 'Hendra Wijaya', 'Indah Sari', 'Joko Susilo'].map((name, index) =>
    leader(index + 6, name, 600 - index * 40),
  ),
  leader(14, 'Demo member', 120, true),
];

export function batchLearning(overrides: Partial<MemberBatchLearning> = {}): MemberBatchLearning {
  return {
    contentSlug: BATCH_CONTENT_SLUG,
    progress: { completedMaterials: 1, totalMaterials: 3, percent: 33 },
    tests: [
      {
        kind: 'pre_test',
        title: 'Pre-test Bootcamp Penetration Testing',
        opensAt: null,
        closesAt: '2026-01-05T02:00:00Z',
        locked: null,
        passingScore: 0,
        bestScore: null,
        passed: false,
      },
      {
        kind: 'post_test',
        title: 'Post-test Bootcamp Penetration Testing',
        opensAt: '2026-01-19T04:00:00Z',
        closesAt: null,
        locked: 'Post-test dibuka setelah sesi terakhir selesai.',
        passingScore: 70,
        bestScore: null,
        passed: false,
      },
      {
        kind: 'final_test',
        title: 'Final test Bootcamp Penetration Testing',
        opensAt: null,
        closesAt: null,
        locked: null,
        passingScore: 75,
        bestScore: 60,
        passed: false,
      },
    ],
    certificate: {
      number: null,
      attendance: { percent: 25, thresholdPercent: 75, met: false },
      test: { kind: 'final_test', title: 'Final test Bootcamp Penetration Testing', passed: false },
    },
    leaderboard: BATCH_LEADERBOARD,
    ...overrides,
  };
}

const material = (
  hashId: string,
  title: string,
  kind: PlayerMaterial['kind'],
  module: { slug: string; title: string },
  extra: Partial<PlayerMaterial> = {},
): PlayerMaterial => ({
  hashId,
  title,
  kind,
  durationSeconds: 600,
  moduleSlug: module.slug,
  moduleTitle: module.title,
  done: false,
  positionSeconds: 0,
  body: null,
  hlsUrl: null,
  fileName: null,
  linkUrl: null,
  previous: null,
  next: null,
  ...extra,
});

const RECON = { slug: 'recon', title: 'Reconnaissance' };
const EXPLOIT = { slug: 'eksploitasi', title: 'Eksploitasi' };

/** The content's materials in order, each with its neighbours. */
export function batchMaterials(): PlayerMaterial[] {
  return [
    material('a1', 'Metodologi pentest', 'article', RECON, {
      done: true,
      body: 'Paragraf metodologi.',
      next: { hashId: 'f2', title: 'Lembar kerja recon' },
    }),
    material('f2', 'Lembar kerja recon', 'file', RECON, {
      fileName: 'lembar-recon.pdf',
      previous: { hashId: 'a1', title: 'Metodologi pentest' },
      next: { hashId: 'v3', title: 'Demo eksploitasi' },
    }),
    material('v3', 'Demo eksploitasi', 'video', EXPLOIT, { previous: { hashId: 'f2', title: 'Lembar kerja recon' } }),
  ];
}

/** The content's outline from these materials (the first module has a quiz; the content has a final test). */
export function batchContent(materials: PlayerMaterial[] = batchMaterials()): CoursePlayer {
  const done = materials.filter((item) => item.done).length;
  const outline = (module: { slug: string; title: string }, order: number, hasQuiz: boolean) => ({
    ...module,
    order,
    hasQuiz,
    materials: materials
      .filter((item) => item.moduleSlug === module.slug)
      .map(({ hashId, title, kind, durationSeconds, done: isDone, positionSeconds }) => ({
        hashId,
        title,
        kind,
        durationSeconds,
        done: isDone,
        positionSeconds,
      })),
  });
  return {
    slug: BATCH_CONTENT_SLUG,
    title: 'Materi Batch 12',
    thumbnailUrl: null,
    authorName: 'Budi Santoso',
    progress: Math.floor((done * 100) / materials.length),
    completedMaterials: done,
    totalMaterials: materials.length,
    completedAt: null,
    resume: { hashId: 'f2', title: 'Lembar kerja recon', moduleSlug: RECON.slug, positionSeconds: 0 },
    modules: [outline(RECON, 1, true), outline(EXPLOIT, 2, false)],
    hasExam: true,
    certificateNumber: null,
  };
}

const answer = <T>(data: T) => HttpResponse.json({ success: true, message: 'Berhasil', data });

export interface MaterialHandlerOptions {
  /** Receives every body saved. */
  saved?: MaterialProgressBody[];
  /** What the first completion of a material earns. */
  award?: { points: number; xp: number };
}

/**
 * One material of the content at `contentApi` (a msw pattern of `/api/member/kelas/{slug}`) and saving its progress:
 * a completion marks it done in the test's current list (`materials()`) and answers the content's new counts.
 */
export function materialHandlers(
  contentApi: string,
  materials: () => PlayerMaterial[],
  { saved, award = { points: 0, xp: 0 } }: MaterialHandlerOptions = {},
) {
  const notFound = () =>
    HttpResponse.json({ success: false, message: 'Materi tidak ditemukan.', data: null }, { status: 404 });
  return [
    http.get(`${contentApi}/materi/:hashId`, ({ params }) => {
      const material = materials().find((item) => item.hashId === params['hashId']);
      return material ? answer(material) : notFound();
    }),
    http.put(`${contentApi}/materi/:hashId/progress`, async ({ params, request }) => {
      const body = (await request.json()) as MaterialProgressBody;
      saved?.push(body);
      const material = materials().find((item) => item.hashId === params['hashId']);
      if (!material) return notFound();
      const first = body.completed === true && !material.done;
      if (body.completed) material.done = true;
      const content = batchContent(materials());
      return answer({
        done: material.done,
        positionSeconds: body.position_seconds,
        progress: content.progress,
        completedMaterials: content.completedMaterials,
        totalMaterials: content.totalMaterials,
        pointsAwarded: first ? award.points : 0,
        xpAwarded: first ? award.xp : 0,
        courseCompleted: false,
        certificateNumber: null,
      });
    }),
  ];
}
