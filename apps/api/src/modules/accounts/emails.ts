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
export interface InvitationContext {
  companyName: string;
  trainingTitle: string;
  groupName: string;
}

export function invitationEmail(
  to: Recipient,
  links: { setPassword: string; forgotPassword: string },
  context: InvitationContext,
  validDays: number,
): MailMessage {
  return {
    to: to.email,
    subject: `Undangan pelatihan ${context.trainingTitle} di Akademi Siber`,
    text: [
      `Halo ${to.name},`,
      '',
      `${context.companyName} mendaftarkan kamu sebagai peserta pelatihan "${context.trainingTitle}" ` +
        `(${context.groupName}) di Akademi Siber. Akun member dengan email ini sudah kami buatkan.`,
      '',
      'Buka tautan berikut untuk membuat password, lalu masuk dan mulai belajar bersama grupmu:',
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
