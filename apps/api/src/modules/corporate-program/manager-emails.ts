// The texts a corporate program manager's actions send (decision 0047), in Indonesian: the reminder to an employee
// (with its in-app notification), the weekly digest to the manager, and the set-password link of a reset the
// manager asked for. Links stand alone on their own line; the notices end with the unsubscribe link.
import { INSUFFICIENT_DATA_TEXT, PROGRAM_MIN_GROUP, type ProgramFigures } from '@akademi-siber/util-contracts';
import { formatDate, formatDateTime, formatNumber } from '@akademi-siber/util-format';
import type { MailMessage } from '../mail';

interface Recipient {
  email: string;
  name: string;
}

/** Names and titles come from staff input: one line each in a header or a sentence. */
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();
const SIGNATURE = ['', 'Salam,', 'Tim Akademi Siber'];
const unsubscribeLines = (link: string) => [
  '',
  'Tidak ingin menerima email pemberitahuan lagi? Berhenti berlangganan:',
  link,
];

export interface ReminderContext {
  company: string;
  batch: string;
  completedItems: number;
  items: number;
}

export function reminderNotification(context: ReminderContext) {
  return {
    title: `Pengingat belajar: ${oneLine(context.batch)}`,
    body:
      `${oneLine(context.company)} mengingatkan kamu untuk melanjutkan program budaya keamanan siber. ` +
      `${context.completedItems} dari ${context.items} materi sudah kamu selesaikan.`,
  };
}

export function reminderEmail(to: Recipient, context: ReminderContext, batchUrl: string, unsubscribe: string) {
  return {
    to: to.email,
    subject: `Pengingat: lanjutkan program ${oneLine(context.batch)} di Akademi Siber`,
    text: [
      `Halo ${to.name},`,
      '',
      `${oneLine(context.company)} mengingatkan kamu untuk melanjutkan program budaya keamanan siber ` +
        `"${oneLine(context.batch)}". Sejauh ini ${context.completedItems} dari ${context.items} materi sudah ` +
        'kamu selesaikan.',
      '',
      'Lanjutkan belajar di halaman program:',
      '',
      batchUrl,
      ...SIGNATURE,
      ...unsubscribeLines(unsubscribe),
    ].join('\n'),
  } satisfies MailMessage;
}

export function resetEmail(
  to: Recipient,
  company: string,
  links: { setPassword: string; forgotPassword: string },
  validDays: number,
): MailMessage {
  return {
    to: to.email,
    subject: 'Atur password baru akun Akademi Siber kamu',
    text: [
      `Halo ${to.name},`,
      '',
      `Manajer program budaya keamanan siber ${oneLine(company)} mengatur ulang password akun Akademi Siber ` +
        'kamu. Password lama tidak berlaku lagi dan semua sesi login kamu sudah diakhiri.',
      '',
      'Buka tautan berikut untuk membuat password baru:',
      '',
      links.setPassword,
      '',
      `Tautan ini berlaku ${validDays} hari dan hanya dapat dipakai sekali. Bila sudah tidak berlaku, minta ` +
        'tautan baru di halaman lupa password:',
      '',
      links.forgotPassword,
      '',
      'Manajer tidak dapat melihat atau memilih password kamu.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

/** One company in one batch in the digest. */
export interface DigestSection {
  company: string;
  batch: string;
  figures: ProgramFigures;
  inactiveAfterDays: number;
  itemsCompletedLastWeek: number | null;
  activeLastWeek: number | null;
  /** Full access: the names of the longest inactive employees (the first few), else null. */
  inactiveNames: string[] | null;
  dashboardUrl: string;
}

function sectionLines(section: DigestSection): string[] {
  const { figures } = section;
  const head = [`${oneLine(section.company)} — ${oneLine(section.batch)}`];
  if (figures.insufficient) {
    return [
      ...head,
      `- Karyawan: ${figures.employees}`,
      `- ${INSUFFICIENT_DATA_TEXT}: batch ini tanpa akses penuh dan kurang dari ${PROGRAM_MIN_GROUP} karyawan, ` +
        'jadi angkanya tidak ditampilkan.',
      'Buka dasbor:',
      section.dashboardUrl,
    ];
  }
  const inactive = figures.statuses?.inactive ?? 0;
  const names = section.inactiveNames ?? [];
  return [
    ...head,
    `- Karyawan: ${figures.employees}`,
    `- Sudah mulai: ${figures.started} (${formatNumber(figures.participation)}%)`,
    `- Rata-rata progres: ${formatNumber(figures.completion)}%`,
    `- Selesai semua materi: ${figures.completed}`,
    `- Rata-rata nilai kuis: ${
      figures.quizInsufficient
        ? INSUFFICIENT_DATA_TEXT
        : figures.averageQuizScore === null
          ? 'belum ada'
          : formatNumber(figures.averageQuizScore)
    }`,
    `- Materi diselesaikan minggu lalu: ${section.itemsCompletedLastWeek ?? 0}`,
    `- Karyawan aktif minggu lalu: ${section.activeLastWeek ?? 0}`,
    `- Tidak aktif (${section.inactiveAfterDays} hari tanpa aktivitas): ${inactive}`,
    ...names.map((name) => `  • ${oneLine(name)}`),
    ...(names.length > 0 && inactive > names.length ? [`  • dan ${inactive - names.length} lainnya`] : []),
    ...(inactive > 0 ? ['Kirim pengingat kepada mereka dari dasbor:'] : ['Buka dasbor:']),
    section.dashboardUrl,
  ];
}

export function digestEmail(
  to: Recipient,
  weekStart: Date,
  sections: readonly DigestSection[],
  unsubscribe: string,
): MailMessage {
  return {
    to: to.email,
    subject: `Ringkasan mingguan program budaya keamanan siber (${formatDate(weekStart)})`,
    text: [
      `Halo ${to.name},`,
      '',
      `Berikut ringkasan program budaya keamanan siber yang Anda kelola, per ${formatDateTime(weekStart, {
        withZone: true,
      })}.`,
      ...sections.flatMap((section) => ['', ...sectionLines(section)]),
      ...SIGNATURE,
      ...unsubscribeLines(unsubscribe),
    ].join('\n'),
  };
}
