/** Points and XP (issue 6): the member's ledger and the public XP leaderboards. */

/** Where a ledger entry came from (point_ledger.source). */
export const POINT_SOURCES = [
  'material',
  'quiz',
  'exam',
  'ctf',
  'purchase',
  'event',
  'corporate',
  'corporate_program',
  'attendance',
  'reward',
  'reward_refund',
  'activation',
  'lab',
] as const;
export type PointSource = (typeof POINT_SOURCES)[number];

/** One entry of `GET /api/member/points`, newest first: what gave (or took) points and XP. */
export interface PointEntry {
  id: number;
  /** One of POINT_SOURCES; an unknown future source is passed through as is. */
  source: string;
  description: string;
  /** Negative when points were spent (a reward). */
  points: number;
  xp: number;
  createdAt: string;
}

export const LEADERBOARD_PERIODS = ['all', 'month'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

/** One row of `GET /api/leaderboards?period=all|month`: members by XP, all time or this calendar month (WIB). */
export interface LeaderboardEntry {
  /** 1-based; equal XP share a rank. */
  rank: number;
  username: string;
  name: string;
  avatarUrl: string | null;
  xp: number;
}
