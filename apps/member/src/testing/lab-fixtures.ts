// The exercise labs of the lab remote as the member's dashboard and Kelas Saya read them (GET /api/lab/exercises):
// one not started, one completed with what it earned, one in progress (the last touched).
import type { LabExerciseCard } from '@akademi-siber/util-contracts';

const labCard = (slug: string, title: string, progress: LabExerciseCard['progress']): LabExerciseCard => ({
  slug,
  title,
  category: 'misc',
  difficulty: 'easy',
  summary: 'Ringkasan lab.',
  steps: 3,
  points: 100,
  xp: 200,
  completions: 2,
  progress,
});
export const LAB_EXERCISES: LabExerciseCard[] = [
  labCard('dasar-nmap', 'Dasar Pemindaian dengan Nmap', null),
  labCard('pengenalan-linux', 'Pengenalan Linux untuk Keamanan', {
    answeredSteps: 3,
    startedAt: '2026-11-20T03:00:00Z',
    lastActivityAt: '2026-11-21T03:00:00Z',
    completedAt: '2026-11-21T03:00:00Z',
    awardedPoints: 80,
    awardedXp: 160,
  }),
  labCard('analisis-email-phishing', 'Analisis Header Email Phishing', {
    answeredSteps: 1,
    startedAt: '2026-11-22T03:00:00Z',
    lastActivityAt: '2026-11-22T04:00:00Z',
    completedAt: null,
    awardedPoints: null,
    awardedXp: null,
  }),
];
