/** An employee's status in the batch as a coloured label (the words carry the meaning, not the colour). */
import { Badge, type BadgeTone } from '@akademi-siber/ui-design-system';
import { EMPLOYEE_STATUS_LABELS, type EmployeeStatus } from '@akademi-siber/util-contracts';

const TONES: Record<EmployeeStatus, BadgeTone> = {
  active: 'info',
  inactive: 'warning',
  not_started: 'neutral',
  completed: 'success',
};

export function StatusBadge({ status }: { status: EmployeeStatus }) {
  return <Badge $tone={TONES[status]}>{EMPLOYEE_STATUS_LABELS[status]}</Badge>;
}
