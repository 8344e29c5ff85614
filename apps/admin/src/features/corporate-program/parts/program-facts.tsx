/** What the program's pages say the same way: a batch's manager access, an employee's or a manager's account status. */
import { Badge } from '@akademi-siber/ui-design-system';
import { PARTICIPANT_STATUS_LABELS, type ProgramPersonStatus } from '@akademi-siber/util-contracts';

/** Full access: names and scores; limited: aggregates only (decision 0046). */
export function AccessBadge({ full }: { full: boolean }) {
  return full ? <Badge $tone="success">Akses penuh</Badge> : <Badge>Terbatas</Badge>;
}

/** "Aktif", or "Menunggu aktivasi" while an invited account has no password yet. */
export function PersonStatusBadge({ status }: { status: ProgramPersonStatus }) {
  return <Badge $tone={status === 'active' ? 'success' : 'warning'}>{PARTICIPANT_STATUS_LABELS[status]}</Badge>;
}
