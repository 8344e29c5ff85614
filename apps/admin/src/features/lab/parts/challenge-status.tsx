/** Whether players see a challenge now, and why not: a draft, not yet in its window, or past it. */
import { Badge } from '@akademi-siber/ui-design-system';
import type { AdminLabChallengeRow } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';

type Status = Pick<AdminLabChallengeRow, 'published' | 'visible' | 'visibleFrom' | 'visibleUntil'>;

/** The status as words, for a badge or a screen reader. */
export function visibilityText(challenge: Status, now = Date.now()): string {
  if (!challenge.published) return 'Draf';
  if (challenge.visible) {
    return challenge.visibleUntil ? `Tampil sampai ${formatDateTime(challenge.visibleUntil)}` : 'Tampil';
  }
  if (challenge.visibleFrom && new Date(challenge.visibleFrom).getTime() > now)
    return `Terjadwal, tampil ${formatDateTime(challenge.visibleFrom)}`;
  if (challenge.visibleUntil) return `Berakhir ${formatDateTime(challenge.visibleUntil)}`;
  return 'Tersembunyi';
}

export function VisibilityBadge({ challenge }: { challenge: Status }) {
  const text = visibilityText(challenge);
  const tone = challenge.visible ? 'success' : challenge.published ? 'warning' : 'neutral';
  return <Badge $tone={tone}>{text}</Badge>;
}
