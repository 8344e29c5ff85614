// A quiz's or an exam's settings in one line (the course and exam previews).
import type { PreviewAssessment } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';

export function assessmentFacts(assessment: PreviewAssessment): string {
  return (
    `${formatNumber(assessment.questions)} soal · ${formatNumber(assessment.timeLimitMinutes)} menit ` +
    `· nilai lulus ${formatNumber(assessment.passingScore)} · ` +
    `${formatNumber(assessment.attemptLimit)} kali percobaan`
  );
}
