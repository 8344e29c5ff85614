// The emails of an email change (decision 0023): the link to the new address, and a notice to the old one.
import type { MailMessage } from '../mail';

const SIGNATURE = ['', 'Salam,', 'Tim Akademi Siber'];

export function confirmNewEmail(to: { email: string; name: string }, link: string, validHours: number): MailMessage {
  return {
    to: to.email,
    subject: 'Konfirmasi email baru akun Akademi Siber',
    text: [
      `Halo ${to.name},`,
      '',
      'Kamu meminta agar email akun Akademi Siber kamu diganti ke alamat ini. Buka tautan berikut untuk memastikannya:',
      '',
      link,
      '',
      `Tautan ini berlaku ${validHours} jam dan hanya dapat dipakai sekali. Sampai tautan dibuka, akun ` +
        `tetap memakai email lama.`,
      'Jika kamu tidak meminta ini, abaikan email ini.',
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function emailChangeRequestedNotice(
  to: { email: string; name: string },
  newEmail: string,
  forgotPasswordLink: string,
): MailMessage {
  return {
    to: to.email,
    subject: 'Permintaan ganti email akun Akademi Siber',
    text: [
      `Halo ${to.name},`,
      '',
      `Ada permintaan untuk mengganti email akun Akademi Siber kamu menjadi ${newEmail}.`,
      'Email akun belum berubah: perubahan baru berlaku setelah tautan yang kami kirim ke alamat baru dibuka.',
      '',
      'Jika bukan kamu yang meminta, segera ganti password kamu agar tidak ada yang bisa memakai akunmu:',
      forgotPasswordLink,
      ...SIGNATURE,
    ].join('\n'),
  };
}

export function emailChangedNotice(to: { email: string; name: string }, newEmail: string): MailMessage {
  return {
    to: to.email,
    subject: 'Email akun Akademi Siber sudah diganti',
    text: [
      `Halo ${to.name},`,
      '',
      `Email akun Akademi Siber kamu sudah diganti menjadi ${newEmail}. Mulai sekarang, login dan email ` +
        `dari kami memakai alamat itu.`,
      'Jika bukan kamu yang melakukannya, hubungi kami dengan membalas email ini.',
      ...SIGNATURE,
    ].join('\n'),
  };
}
