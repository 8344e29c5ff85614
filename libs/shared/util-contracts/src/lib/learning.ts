// The course player (issue 6): what an enrolled member sees of a course, one material, and the answer to saving
// progress. Decision record: docs/decisions/0018-course-player.md.

import type { MaterialKind } from './commerce';

/** One material in the player's outline. */
export interface PlayerOutlineMaterial {
  hashId: string;
  title: string;
  kind: MaterialKind;
  durationSeconds: number;
  done: boolean;
  /** The last video position saved for this member (seconds). */
  positionSeconds: number;
}

export interface PlayerOutlineModule {
  slug: string;
  title: string;
  order: number;
  materials: PlayerOutlineMaterial[];
  /** The module has a quiz (`modul/{slug}/kuis`). */
  hasQuiz: boolean;
}

/** GET /api/member/kelas/:courseSlug — the outline with the member's progress. */
export interface CoursePlayer {
  slug: string;
  title: string;
  thumbnailUrl: string | null;
  authorName: string;
  /** 0–100: materials done of all materials. */
  progress: number;
  completedMaterials: number;
  totalMaterials: number;
  /** Set when every material is done and the exam (if any) passed. */
  completedAt: string | null;
  /** Where to continue: the last material opened (or the first not done), with its saved position. */
  resume: { hashId: string; title: string; moduleSlug: string; positionSeconds: number } | null;
  modules: PlayerOutlineModule[];
  /** The course has an exam (`ujian`); it opens when every material is done. */
  hasExam: boolean;
  /** The completion certificate, once issued. */
  certificateNumber: string | null;
}

export interface PlayerMaterialLink {
  hashId: string;
  title: string;
}

/** GET /api/member/kelas/:courseSlug/materi/:hashId */
export interface PlayerMaterial {
  hashId: string;
  title: string;
  kind: MaterialKind;
  durationSeconds: number;
  moduleSlug: string;
  moduleTitle: string;
  done: boolean;
  positionSeconds: number;
  /** Article text: paragraphs separated by blank lines (article materials). */
  body: string | null;
  /** The HLS playlist path on the API (video materials with a stream); segments are fetched beside it. */
  hlsUrl: string | null;
  /** The download's file name (file materials). */
  fileName: string | null;
  /** The address a link material opens. */
  linkUrl: string | null;
  previous: PlayerMaterialLink | null;
  next: PlayerMaterialLink | null;
}

/** PUT /api/member/kelas/:courseSlug/materi/:hashId/progress */
export interface MaterialProgressBody {
  position_seconds: number;
  /** true marks the material done (video watched to the end, or the member's explicit mark). */
  completed?: boolean;
}

export interface MaterialProgressResult {
  done: boolean;
  positionSeconds: number;
  progress: number;
  completedMaterials: number;
  totalMaterials: number;
  /** Points and XP this call awarded (first completion only), else 0. */
  pointsAwarded: number;
  xpAwarded: number;
  courseCompleted: boolean;
  certificateNumber: string | null;
}

/** GET /api/member/training-index: one live-class batch the member is in, with its sessions. */
export interface TrainingIndexBatch {
  liveClassSlug: string;
  liveClassTitle: string;
  batchSlug: string;
  batchName: string;
  startsAt: string;
  endsAt: string;
  /**
   * The meeting link is not here: "Gabung sesi" opens the platform's join page (`memberJoinPagePath`), which records
   * attendance and then opens the meeting (decision 0040). `hasMeeting`: the instructor has set the link.
   */
  sessions: { id: number; title: string; startsAt: string; endsAt: string; hasMeeting: boolean }[];
  /** The start of the first session that has not ended yet; null once the batch is over. */
  nextSessionAt: string | null;
}
