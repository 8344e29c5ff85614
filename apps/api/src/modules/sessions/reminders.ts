// Reminders before batch sessions (issue 18, decision 0040 "Reminders"): an in-app notification and an email 24 hours
// and 1 hour before each session to every enrolled member, sent once however many API processes sweep. Each process
// sweeps every SESSION_REMINDER_SWEEP_SECONDS; a sweep claims the due reminders by inserting their rows (on conflict
// do nothing) and writes the notifications in the same transaction, then emails only what it claimed, after commit.
// An email that fails is logged and not retried (at most once); the notification is there either way.
import { memberCohortPagePath, SESSION_JOIN_OPENS_MINUTES } from '@akademi-siber/util-contracts';
import { formatDate, formatDateTime, formatDuration } from '@akademi-siber/util-format';
import type { FastifyInstance } from 'fastify';
import type { MailMessage } from '../mail';
import { linkUrls, signUnsubscribeToken } from '../accounts';
import { notify } from '../notifications';
import { createReminderRepository, type DueReminder, type ReminderKind } from './reminder-repository';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * Each kind goes out while its session starts in (now + `fromMs`, now + `untilMs`]: the 24-hour one only while the
 * session is more than an hour away (closer, the 1-hour one says it), neither once the session has started.
 */
export const REMINDER_WINDOWS: readonly { kind: ReminderKind; fromMs: number; untilMs: number }[] = [
  { kind: '24h', fromMs: HOUR, untilMs: 24 * HOUR },
  { kind: '1h', fromMs: 0, untilMs: HOUR },
];

/** Reminders claimed by one sweep at most; more wait for the next sweep (a minute later by default). */
const SWEEP_LIMIT = 500;

/** When the session starts, as the title says it: "besok", "hari ini", "1 jam lagi", "25 menit lagi". */
function whenText(reminder: DueReminder, now: Date): string {
  if (reminder.kind === '24h') return formatDate(reminder.startsAt) === formatDate(now) ? 'hari ini' : 'besok';
  const minutes = Math.ceil((reminder.startsAt.getTime() - now.getTime()) / MINUTE);
  return minutes >= 55 ? '1 jam lagi' : `${minutes} menit lagi`;
}

/** Titles and names come from staff input: one line each in a header or a sentence. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** How the texts name the session's kind, its parent and the cohort (a batch's, or a corporate-training group's). */
const WORDS = {
  batch: { session: 'Sesi live class', parent: 'Live class', cohort: 'Batch', page: 'halaman batch' },
  group: { session: 'Sesi pelatihan', parent: 'Pelatihan', cohort: 'Grup', page: 'halaman grup' },
} as const;

export function reminderNotification(reminder: DueReminder, now: Date) {
  const words = WORDS[reminder.owner];
  return {
    title: `${words.session} ${whenText(reminder, now)}`,
    body:
      `"${oneLine(reminder.sessionTitle)}" di ${oneLine(reminder.parentTitle)} — ` +
      `${oneLine(reminder.cohortName)} dimulai ${formatDateTime(reminder.startsAt, { withZone: true })}. ` +
      `Gabung lewat ${words.page} agar kehadiranmu tercatat.`,
    link: memberCohortPagePath(reminder.ref),
  };
}

export function reminderEmail(
  to: { email: string; name: string },
  reminder: DueReminder,
  batchUrl: string,
  now: Date,
  unsubscribeUrl?: string,
): MailMessage {
  const words = WORDS[reminder.owner];
  const startsAt = formatDateTime(reminder.startsAt, { withZone: true });
  const seconds = (reminder.endsAt.getTime() - reminder.startsAt.getTime()) / 1000;
  return {
    to: to.email,
    subject: `Pengingat ${words.session.toLowerCase()}: ${oneLine(reminder.sessionTitle)} (${startsAt})`,
    text: [
      `Halo ${to.name},`,
      '',
      `${words.session} kamu dimulai ${whenText(reminder, now)}.`,
      '',
      `${words.parent}: ${oneLine(reminder.parentTitle)}`,
      `${words.cohort}: ${oneLine(reminder.cohortName)}`,
      `Sesi: ${oneLine(reminder.sessionTitle)}`,
      `Waktu: ${startsAt} (${formatDuration(seconds)})`,
      '',
      `Buka ${words.page} dan tekan "Gabung sesi" (aktif ${SESSION_JOIN_OPENS_MINUTES} menit sebelum sesi dimulai).`,
      'Kehadiranmu tercatat otomatis saat kamu bergabung lewat platform; masuk ke ruang kelas dari tautan lain ' +
        'tidak mencatat kehadiran.',
      '',
      batchUrl,
      '',
      'Salam,',
      'Tim Akademi Siber',
      ...(unsubscribeUrl
        ? ['', 'Tidak ingin menerima email pemberitahuan lagi? Berhenti berlangganan:', unsubscribeUrl]
        : []),
    ].join('\n'),
  };
}

export interface ReminderSweepResult {
  /** Reminders this sweep claimed (each has its notification). */
  reminded: number;
  /** Of those, the ones whose email went out (not: unsubscribed member, or a mail failure, logged). */
  emailed: number;
}

/** Sends the reminders due at `now` that no process has sent yet. */
export async function sendSessionReminders(app: FastifyInstance, now = new Date()): Promise<ReminderSweepResult> {
  const repository = createReminderRepository(app.db);
  const due = (
    await Promise.all(
      REMINDER_WINDOWS.map(({ kind, fromMs, untilMs }) =>
        repository.due(kind, new Date(now.getTime() + fromMs), new Date(now.getTime() + untilMs), SWEEP_LIMIT),
      ),
    )
  )
    .flat()
    .slice(0, SWEEP_LIMIT);
  if (due.length === 0) return { reminded: 0, emailed: 0 };
  const byKey = new Map(due.map((reminder) => [`${reminder.sessionId}:${reminder.userId}:${reminder.kind}`, reminder]));
  const claimed = await app.db.transaction(async (tx) => {
    const made = await repository.claim(tx, due, now);
    const reminders = made.flatMap((key) => byKey.get(`${key.sessionId}:${key.userId}:${key.kind}`) ?? []);
    for (const reminder of reminders) {
      const { title, body, link } = reminderNotification(reminder, now);
      await notify(tx, reminder.userId, title, body, link);
    }
    return reminders;
  });
  // After the commit: the rows are this process's, so no other process emails them. One at a time, so a slow mail
  // server slows this process's sweep (the next one waits for it) rather than piling sends up.
  let emailed = 0;
  for (const reminder of claimed) {
    const batchUrl = `${app.config.publicUrl}${memberCohortPagePath(reminder.ref)}`;
    const label = `session_reminder_${reminder.kind}`;
    try {
      const sent = await app.mailer.sendToUser(
        reminder.userId,
        (recipient) =>
          reminderEmail(
            recipient,
            reminder,
            batchUrl,
            now,
            linkUrls(app.config.publicUrl).unsubscribe(signUnsubscribeToken(reminder.userId, app.config, now)),
          ),
        'notice',
        label,
      );
      if (!sent) continue;
      emailed += 1;
      await repository.markEmailed(reminder, new Date());
    } catch (error) {
      // A failed lookup or update costs this one email, not the others of the sweep.
      app.log.error({ err: error, mail: label }, 'session reminder email failed');
    }
  }
  return { reminded: claimed.length, emailed };
}

/** Runs the sweep every `seconds` in this process; the timer never keeps the process alive and stops on close. */
export function startReminderSweep(app: FastifyInstance, seconds: number) {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendSessionReminders(app)
      .then(({ reminded, emailed }) => {
        if (reminded > 0) app.log.info({ reminded, emailed }, 'session reminders sent');
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'session reminder sweep failed'))
      .finally(() => {
        running = false;
      });
  }, seconds * 1000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
