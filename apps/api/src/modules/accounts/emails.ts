// The texts of the emails the accounts flows send, in Indonesian. Links stand alone on their own line. Every mail
// that is not transactional ends with the unsubscribe link (accounts contract).
import type { MailMessage } from '../mail';

interface Recipient {
  email: string;
  name: string;
}

const SIGNATURE = ['', 'Salam,', 'Tim Akademi Siber'];

export function verificationEmail(to: Recipient, link: string, validHours: number): MailMessage {
  return {
    to: to.email,
    subject: 'Verifikasi email akun Akademi Siber kamu',
    text: [
      `Halo ${to.name},`,
      '',
      'Terima kasih sudah mendaftar di Akademi Siber. Buka tautan berikut untuk memverifikasi email kamu:',
      '',
      link,
      '',
      `Tautan ini berlaku ${validHours} jam dan hanya dapat dipakai sekali.`,
      'Jika kamu tidak merasa mendaftar, abaikan email ini.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function resetPasswordEmail(to: Recipient, link: string, validMinutes: number): MailMessage {
  return {
    to: to.email,
    subject: 'Atur ulang password akun Akademi Siber',
    text: [
      `Halo ${to.name},`,
      '',
      'Kami menerima permintaan untuk mengatur ulang password akun kamu. Buka tautan berikut untuk ' +
        'membuat password baru:',
      '',
      link,
      '',
      `Tautan ini berlaku ${validMinutes} menit dan hanya dapat dipakai sekali. Setelah password diganti, ` +
        `semua sesi login kamu akan diakhiri.`,
      'Jika kamu tidak meminta ini, abaikan email ini; password kamu tidak berubah.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function welcomeEmail(to: Recipient, loginLink: string, unsubscribeLink: string): MailMessage {
  return {
    to: to.email,
    subject: 'Selamat datang di Akademi Siber',
    text: [
      `Halo ${to.name},`,
      '',
      'Email kamu sudah terverifikasi. Selamat belajar keamanan siber bersama kami: kelas online, live ' +
        'class, lab, dan sertifikat menunggumu.',
      '',
      'Masuk ke akun kamu:',
      loginLink,
      ...SIGNATURE,
      '',
      'Tidak ingin menerima email pemberitahuan lagi? Berhenti berlangganan:',
      unsubscribeLink,
    ].join('\n'),
  };
}

/** What the invitation says the account is for (a corporate-training group, decision 0044). */
/**
 * What an invitation is for: a corporate-training group (the default), the corporate program as an employee, or the
 * corporate program as one of the company's managers (decision 0046). `trainingTitle` names the training or the
 * program, `groupName` the group or the batch.
 */
export interface InvitationContext {
  companyName: string;
  trainingTitle: string;
  groupName: string;
  purpose?: 'training' | 'program' | 'manager';
}

const INVITATION_WORDS = {
  training: {
    subject: (context: InvitationContext) => `Undangan pelatihan ${context.trainingTitle} di Akademi Siber`,
    role: (context: InvitationContext) => `sebagai peserta pelatihan "${context.trainingTitle}" (${context.groupName})`,
    account: 'Akun member',
    next: 'Buka tautan berikut untuk membuat password, lalu masuk dan mulai belajar bersama grupmu:',
  },
  program: {
    subject: (context: InvitationContext) => `Undangan ${context.trainingTitle} di Akademi Siber`,
    role: (context: InvitationContext) => `sebagai peserta ${context.trainingTitle} (${context.groupName})`,
    account: 'Akun member',
    next: 'Buka tautan berikut untuk membuat password, lalu masuk dan mulai mengerjakan materimu:',
  },
  manager: {
    subject: (context: InvitationContext) => `Akses manajer ${context.trainingTitle} di Akademi Siber`,
    role: (context: InvitationContext) => `sebagai manajer ${context.trainingTitle} (${context.groupName})`,
    account: 'Akun manajer',
    next: 'Buka tautan berikut untuk membuat password, lalu masuk untuk melihat dasbor perusahaanmu:',
  },
} as const;

export function invitationEmail(
  to: Recipient,
  links: { setPassword: string; forgotPassword: string },
  context: InvitationContext,
  validDays: number,
): MailMessage {
  const words = INVITATION_WORDS[context.purpose ?? 'training'];
  return {
    to: to.email,
    subject: words.subject(context),
    text: [
      `Halo ${to.name},`,
      '',
      `${context.companyName} mendaftarkan kamu ${words.role(context)} di Akademi Siber. ` +
        `${words.account} dengan email ini sudah kami buatkan.`,
      '',
      words.next,
      '',
      links.setPassword,
      '',
      `Tautan ini berlaku ${validDays} hari dan hanya dapat dipakai sekali. Bila sudah tidak berlaku, minta ` +
        'tautan baru di halaman lupa password:',
      '',
      links.forgotPassword,
      ...SIGNATURE,
    ].join('\n'),
  };
}
