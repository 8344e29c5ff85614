/**
 * "Kirim pengingat" (decision 0047): one click sends an employee an in-app notification and an email; the API refuses
 * a second one within 24 hours and says so. "Ingatkan semua yang tidak aktif" does the same for every inactive employee
 * who was not reminded in the last 24 hours, also in a batch without full access (nobody is named). The outcome is the
 * API's own sentence, in a toast.
 */
import { errorMessage } from '@akademi-siber/data-access-api';
import { Button, useToast } from '@akademi-siber/ui-design-system';
import { REMINDER_COOLDOWN_HOURS, type CorporateEmployee } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { useRemindEmployeeMutation, useRemindInactiveEmployeesMutation } from '../data/reminders-api';

interface BatchProps {
  batchId: number;
  corporateId: number;
}

const COOLDOWN_MS = REMINDER_COOLDOWN_HOURS * 60 * 60 * 1000;

/** When the employee may be reminded again, if not now. */
export function nextReminderAt(employee: Pick<CorporateEmployee, 'lastRemindedAt'>, now = Date.now()): Date | null {
  if (!employee.lastRemindedAt) return null;
  const next = new Date(employee.lastRemindedAt).getTime() + COOLDOWN_MS;
  return next > now ? new Date(next) : null;
}

export function ReminderButton({ employee, batchId, corporateId }: BatchProps & { employee: CorporateEmployee }) {
  const [remind, { isLoading }] = useRemindEmployeeMutation();
  const toast = useToast();
  if (employee.status === 'completed') return null;
  const next = nextReminderAt(employee);
  if (next) {
    return (
      <span title={`Pengingat berikutnya dapat dikirim mulai ${formatDateTime(next, { withZone: true })}`}>
        Diingatkan {formatDateTime(employee.lastRemindedAt, { withZone: true })}
      </span>
    );
  }
  const send = async () => {
    try {
      const answer = await remind({ batchId, corporateId, username: employee.username }).unwrap();
      toast.show({ id: 'reminder', title: 'Berhasil', message: answer.message, variant: 'success' });
    } catch (error) {
      toast.show({ id: 'reminder', message: errorMessage(error, 'Pengingat belum dapat dikirim.') });
    }
  };
  return (
    <Button
      type="button"
      $variant="secondary"
      $size="sm"
      loading={isLoading}
      aria-label={`Kirim pengingat ke ${employee.name}`}
      onClick={() => void send()}
    >
      Kirim pengingat
    </Button>
  );
}

export function RemindInactiveButton({ batchId, corporateId, inactive }: BatchProps & { inactive: number | null }) {
  const [remind, { isLoading }] = useRemindInactiveEmployeesMutation();
  const toast = useToast();
  const send = async () => {
    try {
      const answer = await remind({ batchId, corporateId }).unwrap();
      toast.show({ id: 'reminder', title: 'Berhasil', message: answer.message, variant: 'success' });
    } catch (error) {
      toast.show({ id: 'reminder', message: errorMessage(error, 'Pengingat belum dapat dikirim.') });
    }
  };
  return (
    <Button type="button" $variant="primary" loading={isLoading} disabled={inactive === 0} onClick={() => void send()}>
      Ingatkan semua yang tidak aktif
    </Button>
  );
}
