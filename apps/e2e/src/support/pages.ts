/**
 * The pages whole-site checks visit (accessibility today): one line per page, so a new page is checked as soon
 * as it is listed here. `heading` is what proves the page (and, behind a login, its remote) has rendered.
 */
import type { Role } from './accounts';

export interface CheckedPage {
  /** Short name used in test titles. */
  name: string;
  path: string;
  /** The page's level-1 or main heading, visible once its content is there. */
  heading: string | RegExp;
}

export interface RoleHome extends CheckedPage {
  /** The account that signs in before the page is visited. */
  role: Role;
}

export const PUBLIC_PAGES: readonly CheckedPage[] = [
  { name: 'beranda', path: '/', heading: /cyber security/i },
  { name: 'leaderboards', path: '/leaderboards', heading: 'Papan Peringkat' },
  { name: 'rewards', path: '/rewards', heading: 'Tukar Poin dengan Hadiah' },
  { name: 'login', path: '/login', heading: 'Masuk' },
  { name: 'register', path: '/register', heading: 'Daftar' },
  { name: 'lupa-password', path: '/lupa-password', heading: 'Lupa password' },
  { name: 'email-verification', path: '/email-verification?email=rina%40example.id', heading: 'Verifikasi email kamu' },
  { name: 'reset-password', path: `/reset-password?token=${'r'.repeat(43)}`, heading: 'Atur ulang password' },
  {
    name: 'auth-verification (tautan tidak valid)',
    path: '/auth-verification/pendek',
    heading: 'Tautan tidak dapat dipakai',
  },
  { name: 'unsubscribe', path: `/unsubscribe?token=${'u'.repeat(60)}`, heading: 'Berhenti berlangganan email' },
  { name: 'blog', path: '/blog', heading: 'Blog Akademi Siber' },
  { name: 'blog kategori', path: '/blog/kategori/tips-keamanan', heading: 'Tips Keamanan' },
  { name: 'blog artikel', path: '/blog/mengenali-email-phishing', heading: 'Mengenali Email Phishing dalam 30 Detik' },
  { name: 'cybercast', path: '/cybercast/all', heading: 'Semua episode' },
  { name: 'tentang-kami', path: '/tentang-kami', heading: 'Tentang Kami' },
  { name: 'kebijakan-privasi', path: '/kebijakan-privasi', heading: 'Kebijakan Privasi' },
  { name: 'syarat-dan-ketentuan', path: '/syarat-dan-ketentuan', heading: 'Syarat dan Ketentuan' },
  {
    name: 'cybersecurity-culture',
    path: '/cybersecurity-culture',
    heading: 'Bangun budaya keamanan siber di seluruh perusahaan',
  },
  {
    name: 'cybersecuritylabs',
    path: '/cybersecuritylabs',
    heading: 'Berlatih menyerang dan bertahan, secara legal dan aman',
  },
  // Buying pages (issue 5); the slugs and ids are seeded (apps/api/src/db/seed-catalog-data.ts, SEED_CATALOG).
  { name: 'belajar-online', path: '/belajar-online', heading: 'Belajar Online' },
  { name: 'kelas online', path: '/belajar-online/keamanan-aplikasi-web', heading: 'Keamanan Aplikasi Web' },
  { name: 'liveclass', path: '/liveclass', heading: 'Live Class' },
  {
    name: 'liveclass batch',
    path: '/liveclass/bootcamp-penetration-testing/batch-12',
    heading: 'Bootcamp Penetration Testing',
  },
  { name: 'corporate-trainings', path: '/corporate-trainings', heading: 'Semua Corporate Training' },
  { name: 'cyber-insight', path: '/cyber-insight', heading: 'Cyber Insight' },
  { name: 'cyber-insight acara', path: '/cyber-insight/1', heading: 'Cyber Insight: Lanskap Ancaman Siber 2027' },
  { name: 'promo', path: '/promo', heading: 'Promo' },
  { name: 'affiliate-program', path: '/affiliate-program', heading: 'Program Afiliasi' },
  // Certificate verification (decision 0019); the number is the demo member's seeded one (README).
  { name: 'certificate-verification', path: '/certificate-verification', heading: 'Verifikasi Sertifikat' },
  { name: 'certificate', path: '/certificate/DDKS-131126-0001', heading: 'Verifikasi Sertifikat' },
  // A multi-segment unknown path: the nested lookup must still end on the shell's 404 page.
  { name: '404', path: '/tidak/ada/halaman-ini', heading: 'Kamu tersesat, segera kembali ke jalan yang benar!' },
];

/** Each role's home, as the role reaches it after login (README "Demo accounts"). */
export const ROLE_HOMES: readonly RoleHome[] = [
  { name: 'member home', role: 'member', path: '/member', heading: 'Kelas Saya' },
  { name: 'author home', role: 'author', path: '/author', heading: /Selamat datang/ },
  { name: 'author notifikasi', role: 'author', path: '/author/notifikasi', heading: 'Notifikasi' },
  { name: 'admin home', role: 'admin', path: '/admin', heading: 'Dashboard Admin' },
  {
    name: 'corporate dashboard',
    role: 'corporate',
    path: '/corporate-program/dashboard/1/group/1',
    heading: 'PT Nusantara Aman',
  },
  { name: 'teacher classroom', role: 'teacher', path: '/teacher/classroom', heading: 'Classroom' },
  { name: 'member akun saya', role: 'member', path: '/member/profil', heading: 'Akun Saya' },
  // The member's profile (decision 0023): deleting the account (the page only, nothing is sent) and the old profile.
  { name: 'member hapus akun', role: 'member', path: '/member/profil/hapus-akun', heading: 'Hapus Akun' },
  { name: 'member profil lama', role: 'member', path: '/member/profil-old-cda', heading: 'Profil Lama' },
  { name: 'member sertifikat', role: 'member', path: '/member/certificate', heading: 'Sertifikat Saya' },
  {
    name: 'member sertifikat detail',
    role: 'member',
    path: '/member/certificate/DDKS-131126-0001',
    heading: 'Dasar-Dasar Keamanan Siber',
  },
  { name: 'member notifikasi', role: 'member', path: '/member/notifikasi', heading: 'Notifikasi' },
  { name: 'member poin', role: 'member', path: '/member/point', heading: 'Poin & XP' },
  { name: 'member reward', role: 'member', path: '/member/reward', heading: 'Tukar Poin' },
  { name: 'member akademi', role: 'member', path: '/member/academy', heading: 'Akademi' },
  { name: 'member jadwal pelatihan', role: 'member', path: '/member/training-index', heading: 'Jadwal Pelatihan' },
  // The course player (decision 0020): overview, modules, an article material, a module quiz (decision 0018).
  {
    name: 'member kelas (pemutar)',
    role: 'member',
    path: '/member/kelas/ethical-hacking-untuk-pemula',
    heading: 'Ethical Hacking untuk Pemula',
  },
  {
    name: 'member kelas modul',
    role: 'member',
    path: '/member/kelas/ethical-hacking-untuk-pemula/modul',
    heading: 'Modul',
  },
  {
    name: 'member kelas materi artikel',
    role: 'member',
    path: '/member/kelas/ethical-hacking-untuk-pemula/materi/42598b5bd4ad511e',
    heading: 'UU ITE dan batasan hukum pengujian',
  },
  {
    name: 'member kelas diskusi baru',
    role: 'member',
    path: '/member/kelas/ethical-hacking-untuk-pemula/buat-diskusi',
    heading: 'Ethical Hacking untuk Pemula',
  },
  {
    name: 'member kelas kuis',
    role: 'member',
    path: '/member/kelas/ethical-hacking-untuk-pemula/modul/modul-1/kuis',
    heading: 'Kuis: Etika dan Hukum Peretasan',
  },
  {
    name: 'corporate progres belajar',
    role: 'corporate',
    path: '/corporate-program/point/1/group/1',
    heading: 'Progres Belajar',
  },
  {
    name: 'teacher classroom detail',
    role: 'teacher',
    path: '/teacher/classroom/keamanan-jaringan-kelas-a-2026/student',
    heading: 'Mahasiswa',
  },
  {
    name: 'teacher classroom course',
    role: 'teacher',
    path: '/teacher/classroom/keamanan-jaringan-kelas-a-2026/online-course/detail/keamanan-jaringan',
    heading: 'Progres mahasiswa',
  },
  { name: 'teacher belajar online', role: 'teacher', path: '/teacher/online-courses', heading: 'Belajar Online' },
  { name: 'member keranjang', role: 'member', path: '/member/cart', heading: 'Keranjang' },
  { name: 'member pesanan', role: 'member', path: '/member/pesanan', heading: 'Pesanan Saya' },
  { name: 'member afiliasi', role: 'member', path: '/member/afiliasi', heading: 'Afiliasi' },
  { name: 'admin pesanan', role: 'admin', path: '/admin/pesanan', heading: 'Verifikasi Pesanan' },
  { name: 'admin hadiah', role: 'admin', path: '/admin/hadiah', heading: 'Hadiah' },
  // Discussions answered by staff (decision 0021): every course's in the admin remote, one course's in the author's.
  { name: 'admin diskusi', role: 'admin', path: '/admin/diskusi', heading: 'Diskusi Kelas' },
  {
    name: 'author kelas diskusi',
    role: 'author',
    path: '/author/kelas/ethical-hacking-untuk-pemula/diskusi',
    heading: 'Diskusi Ethical Hacking untuk Pemula',
  },
  // The lab remote (decision 0036), read-only: the demo member's challenges, one challenge, a lab, the board, VPN.
  { name: 'lab tantangan', role: 'member', path: '/lab', heading: 'Tantangan CTF' },
  { name: 'lab tantangan detail', role: 'member', path: '/lab/ctf/kunci-xor', heading: 'Kunci XOR' },
  { name: 'lab latihan', role: 'member', path: '/lab/exercise-lab/pengenalan-linux', heading: /Pengenalan Linux/ },
  { name: 'lab papan skor', role: 'member', path: '/lab/papan-skor', heading: 'Papan Skor' },
  { name: 'lab vpn', role: 'member', path: '/lab/vpn', heading: 'Akses VPN' },
];

/** The two widths every page is checked at: a laptop and a small phone (spec §9's mobile edge is 767 px). */
export const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 375, height: 812 },
] as const;
