/** An account's role and status as the admin's users pages show them (decision 0050). */
import { Badge } from '@akademi-siber/ui-design-system';
import { ROLE_LABELS, type AdminUserStatus } from '@akademi-siber/util-contracts';

export function RoleBadge({ idRole }: { idRole: number }) {
  return <Badge $tone={idRole === 3 ? 'warning' : 'info'}>{ROLE_LABELS[idRole] ?? '—'}</Badge>;
}

export function StatusBadge({ status }: { status: AdminUserStatus }) {
  return status === 'active' ? <Badge $tone="success">Aktif</Badge> : <Badge $tone="danger">Nonaktif</Badge>;
}
