/**
 * Where the member stands in one learning item of a program (decision 0046), as the batch page's list and the item's
 * own page show it: its status (the labels of the contract), its due date — absolute and relative, highlighted once
 * it has passed with the item unfinished — its points and the best quiz score.
 */
import { Badge, type BadgeTone } from '@akademi-siber/ui-design-system';
import {
  PROGRAM_ITEM_STATUS_LABELS,
  type MemberProgramItem,
  type ProgramItemStatus,
} from '@akademi-siber/util-contracts';
import { formatDate, formatDateTime, formatNumber, formatRelativeDay } from '@akademi-siber/util-format';
import styled from 'styled-components';

const STATUS_TONES: Readonly<Record<ProgramItemStatus, BadgeTone>> = {
  belum_mulai: 'neutral',
  berjalan: 'info',
  selesai: 'success',
  terlambat: 'danger',
};

export function ItemStatusBadge({ status }: { status: ProgramItemStatus }) {
  return <Badge $tone={STATUS_TONES[status]}>{PROGRAM_ITEM_STATUS_LABELS[status]}</Badge>;
}

const Overdue = styled.span`
  color: ${({ theme }) => theme.colors.dangerText};
  font-weight: 600;
`;

/**
 * "Tenggat 12 Jan 2026, 23.59 WIB (dalam 5 hari)"; past with the item unfinished, "Lewat tenggat …" in the danger
 * colour.
 */
export function ItemDueDate({ item }: { item: Pick<MemberProgramItem, 'dueAt' | 'status'> }) {
  if (!item.dueAt) return <span>Tanpa tenggat</span>;
  const when = (
    <>
      <time dateTime={item.dueAt}>{formatDateTime(item.dueAt, { withZone: true })}</time> (
      {formatRelativeDay(item.dueAt)})
    </>
  );
  return item.status === 'terlambat' ? <Overdue>Lewat tenggat {when}</Overdue> : <span>Tenggat {when}</span>;
}

/** The due date as a figure: how far it is ("dalam 5 hari", "3 hari yang lalu"), in the danger colour once passed. */
export function ItemDueFigure({ item }: { item: Pick<MemberProgramItem, 'dueAt' | 'status'> }) {
  if (!item.dueAt) return <span>Tanpa tenggat</span>;
  const when = formatRelativeDay(item.dueAt);
  return item.status === 'terlambat' ? <Overdue>{when}</Overdue> : <span>{when}</span>;
}

/** "+100 poin saat selesai", or what completing it earned. */
export function itemPointsText(item: Pick<MemberProgramItem, 'points' | 'completedAt'>): string {
  return item.completedAt
    ? `${formatNumber(item.points)} poin diperoleh`
    : `${formatNumber(item.points)} poin saat selesai`;
}

export function itemQuizText(item: Pick<MemberProgramItem, 'quizScore'>): string {
  return item.quizScore === null ? 'Belum mengerjakan kuis' : `Skor kuis terbaik ${formatNumber(item.quizScore)}`;
}

export function itemCompletedText(item: Pick<MemberProgramItem, 'completedAt'>): string | null {
  return item.completedAt ? `Selesai ${formatDate(item.completedAt)}` : null;
}
