// The demo content of the embedded database: one account per role and enough courses, employees and
// classrooms that every area's first page has something real to show. Texts are what a user reads: Indonesian.
import { SEED_CERTIFICATES } from './seed-certificates-data';

export const DEMO_PASSWORD = 'AkademiSiber#2026';

export interface DemoAccount {
  key: 'member' | 'author' | 'admin' | 'corporate' | 'teacher';
  idRole: 1 | 2 | 3 | 4 | 5;
  username: string;
  name: string;
  email: string;
  bio: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: 'member',
    idRole: 1,
    username: 'member.demo',
    name: 'Rina Member',
    email: 'member@akademisiber.id',
    bio: 'Analis SOC junior yang sedang belajar penetration testing.',
  },
  {
    key: 'author',
    idRole: 2,
    username: 'author.demo',
    name: 'Budi Instruktur',
    email: 'author@akademisiber.id',
    bio: 'Praktisi keamanan ofensif dengan pengalaman 10 tahun di industri perbankan.',
  },
  {
    key: 'admin',
    idRole: 3,
    username: 'admin.demo',
    name: 'Sari Admin',
    email: 'admin@akademisiber.id',
    bio: 'Admin platform.',
  },
  {
    key: 'corporate',
    idRole: 4,
    username: 'corporate.demo',
    name: 'Dewi Manajer',
    email: 'corporate@akademisiber.id',
    bio: 'Manajer program budaya keamanan siber PT Nusantara Aman.',
  },
  {
    key: 'teacher',
    idRole: 5,
    username: 'teacher.demo',
    name: 'Andi Dosen',
    email: 'teacher@akademisiber.id',
    bio: 'Dosen Keamanan Jaringan di Universitas Siber Indonesia.',
  },
];

/** Learners so that admin lists, corporate dashboards and classrooms are not empty. */
export const EXTRA_MEMBERS: readonly { username: string; name: string; point: number; xp: number }[] = [
  { username: 'agus.pratama', name: 'Agus Pratama', point: 420, xp: 1800 },
  { username: 'siti.rahmawati', name: 'Siti Rahmawati', point: 310, xp: 1250 },
  { username: 'dimas.saputra', name: 'Dimas Saputra', point: 560, xp: 2600 },
  { username: 'putri.lestari', name: 'Putri Lestari', point: 120, xp: 700 },
  { username: 'rizky.hidayat', name: 'Rizky Hidayat', point: 0, xp: 150 },
  { username: 'nadia.kusuma', name: 'Nadia Kusuma', point: 150, xp: 900 },
  { username: 'fajar.nugroho', name: 'Fajar Nugroho', point: 60, xp: 320 },
  { username: 'intan.permata', name: 'Intan Permata', point: 240, xp: 1100 },
  { username: 'yoga.firmansyah', name: 'Yoga Firmansyah', point: 90, xp: 480 },
  { username: 'maya.anggraini', name: 'Maya Anggraini', point: 300, xp: 1400 },
];

type LedgerTime = { daysAgo: number } | { at: Date };

/** When the demo member finished Dasar-Dasar Keamanan Siber: the day its certificate (a fixed date) was issued. */
const DDKS_DONE = SEED_CERTIFICATES.memberCompletion.issuedAt;

/**
 * What the demo member's 1.250 points and 3.400 XP came from (point_ledger): the ledger explains every point, so
 * these rows add up to exactly the totals above (database.test.ts checks the sum for every user).
 */
export const MEMBER_POINT_HISTORY: readonly ({
  source: string;
  reference: string;
  description: string;
  points: number;
  xp: number;
} & LedgerTime)[] = [
  {
    source: 'event',
    reference: 'cyber-insight-3',
    description: 'Menghadiri Cyber Insight',
    points: 100,
    xp: 300,
    daysAgo: 40,
  },
  {
    source: 'quiz',
    reference: 'ethical-hacking-untuk-pemula/modul-1',
    description: 'Lulus kuis modul 1 Ethical Hacking untuk Pemula',
    points: 50,
    xp: 150,
    daysAgo: 20,
  },
  {
    source: 'material',
    reference: 'dasar-dasar-keamanan-siber',
    description: 'Menuntaskan semua materi Dasar-Dasar Keamanan Siber',
    points: 300,
    xp: 900,
    at: new Date(DDKS_DONE.getTime() - 60 * 60 * 1000),
  },
  {
    source: 'exam',
    reference: 'dasar-dasar-keamanan-siber/ujian',
    description: 'Lulus ujian akhir Dasar-Dasar Keamanan Siber',
    points: 200,
    xp: 600,
    at: DDKS_DONE,
  },
  {
    source: 'ctf',
    reference: 'ctf-web-101',
    description: 'Menyelesaikan tantangan CTF Web 101',
    points: 250,
    xp: 500,
    daysAgo: 5,
  },
  {
    source: 'material',
    reference: 'ethical-hacking-untuk-pemula/4-materi',
    description: 'Menuntaskan 4 materi Ethical Hacking untuk Pemula',
    points: 100,
    xp: 400,
    daysAgo: 2,
  },
  {
    source: 'ctf',
    reference: 'ctf-kriptografi-dasar',
    description: 'Menyelesaikan tantangan CTF Kriptografi Dasar',
    points: 250,
    xp: 550,
    daysAgo: 1,
  },
];

export const extraMemberEmail = (username: string) => `${username}@demo.akademisiber.id`;

type MaterialSeed = readonly [title: string, kind: 'video' | 'article' | 'file' | 'link', minutes: number];
interface ModuleSeed {
  title: string;
  materials: readonly MaterialSeed[];
}
export interface CourseSeed {
  slug: string;
  title: string;
  level: 'Pemula' | 'Menengah' | 'Mahir';
  category: string;
  description: string;
  price: number;
  salePrice: number | null;
  includedInSubscription: boolean;
  published: boolean;
  modules: readonly ModuleSeed[];
}

export const COURSES: readonly CourseSeed[] = [
  {
    slug: 'dasar-dasar-keamanan-siber',
    title: 'Dasar-Dasar Keamanan Siber',
    level: 'Pemula',
    category: 'Fundamental',
    description: 'Kenali ancaman siber, prinsip CIA, dan kebiasaan aman yang wajib dimiliki setiap pengguna internet.',
    // The free course (price 0): its checkout is a free order, paid at once (decision 0012).
    price: 0,
    salePrice: null,
    includedInSubscription: true,
    published: true,
    modules: [
      {
        title: 'Mengenal Dunia Keamanan Siber',
        materials: [
          ['Apa itu keamanan siber?', 'video', 8],
          ['Prinsip CIA: kerahasiaan, integritas, ketersediaan', 'video', 12],
          ['Glosarium istilah keamanan', 'article', 6],
        ],
      },
      {
        title: 'Ancaman yang Sering Terjadi',
        materials: [
          ['Phishing dan rekayasa sosial', 'video', 15],
          ['Malware dan ransomware', 'video', 14],
          ['Studi kasus kebocoran data di Indonesia', 'article', 10],
        ],
      },
      {
        title: 'Kebiasaan Aman Sehari-hari',
        materials: [
          ['Kata sandi kuat dan pengelola kata sandi', 'video', 10],
          ['Autentikasi dua faktor', 'video', 9],
          ['Checklist keamanan pribadi', 'file', 5],
        ],
      },
    ],
  },
  {
    slug: 'ethical-hacking-untuk-pemula',
    title: 'Ethical Hacking untuk Pemula',
    level: 'Pemula',
    category: 'Offensive Security',
    description:
      'Belajar metodologi penetration testing secara legal dan beretika, dari reconnaissance hingga pelaporan.',
    price: 299000,
    salePrice: 199000,
    includedInSubscription: true,
    published: true,
    modules: [
      {
        title: 'Etika dan Hukum Peretasan',
        materials: [
          ['Peran ethical hacker', 'video', 9],
          ['UU ITE dan batasan hukum pengujian', 'article', 12],
          ['Menyusun rules of engagement', 'file', 7],
        ],
      },
      {
        title: 'Reconnaissance dan Scanning',
        materials: [
          ['Pengumpulan informasi pasif (OSINT)', 'video', 18],
          ['Pemindaian port dengan Nmap', 'video', 22],
          ['Latihan: memetakan target lab', 'link', 20],
        ],
      },
      {
        title: 'Eksploitasi dan Pelaporan',
        materials: [
          ['Eksploitasi kerentanan dasar', 'video', 25],
          ['Privilege escalation di Linux', 'video', 21],
          ['Menulis laporan pentest yang baik', 'article', 11],
        ],
      },
    ],
  },
  {
    slug: 'keamanan-aplikasi-web',
    title: 'Keamanan Aplikasi Web',
    level: 'Menengah',
    category: 'Application Security',
    description: 'Pahami OWASP Top 10, temukan kerentanan pada aplikasi web, dan terapkan perbaikannya di kode.',
    price: 399000,
    salePrice: null,
    includedInSubscription: true,
    published: true,
    modules: [
      {
        title: 'Arsitektur dan Permukaan Serangan Web',
        materials: [
          ['Cara kerja HTTP, cookie, dan sesi', 'video', 16],
          ['Memetakan permukaan serangan', 'video', 13],
          ['Menyiapkan Burp Suite', 'article', 9],
        ],
      },
      {
        title: 'Injeksi dan XSS',
        materials: [
          ['SQL injection dari nol', 'video', 24],
          ['Cross-site scripting (XSS)', 'video', 20],
          ['Lab: mengeksploitasi dan memperbaiki injeksi', 'link', 30],
        ],
      },
      {
        title: 'Autentikasi dan Kontrol Akses',
        materials: [
          ['Kesalahan umum autentikasi', 'video', 17],
          ['Broken access control dan IDOR', 'video', 19],
          ['Checklist secure code review', 'file', 6],
        ],
      },
    ],
  },
  {
    slug: 'analisis-malware',
    title: 'Analisis Malware',
    level: 'Mahir',
    category: 'Malware',
    description: 'Bedah sampel malware dengan analisis statis dan dinamis di lingkungan yang terisolasi.',
    price: 499000,
    salePrice: 449000,
    includedInSubscription: false,
    published: true,
    modules: [
      {
        title: 'Menyiapkan Lab Analisis',
        materials: [
          ['Membangun lab terisolasi', 'video', 20],
          ['Aturan aman menangani sampel', 'article', 8],
          ['Daftar alat analisis', 'file', 4],
        ],
      },
      {
        title: 'Analisis Statis',
        materials: [
          ['Format PE dan string penting', 'video', 23],
          ['Pengenalan disassembly dengan Ghidra', 'video', 28],
          ['Menulis aturan YARA', 'article', 14],
        ],
      },
      {
        title: 'Analisis Dinamis',
        materials: [
          ['Memantau perilaku dengan sandbox', 'video', 22],
          ['Analisis lalu lintas jaringan malware', 'video', 19],
          ['Lab: membedah ransomware sederhana', 'link', 35],
        ],
      },
    ],
  },
  {
    slug: 'digital-forensik',
    title: 'Digital Forensik',
    level: 'Menengah',
    category: 'Forensik',
    description:
      'Kumpulkan, amankan, dan analisis barang bukti digital sesuai prosedur yang dapat dipertanggungjawabkan.',
    price: 449000,
    salePrice: null,
    includedInSubscription: false,
    published: true,
    modules: [
      {
        title: 'Prinsip Forensik Digital',
        materials: [
          ['Rantai barang bukti (chain of custody)', 'video', 14],
          ['Akuisisi disk dan memori', 'video', 21],
          ['Template berita acara', 'file', 5],
        ],
      },
      {
        title: 'Analisis Sistem Berkas',
        materials: [
          ['Artefak Windows yang penting', 'video', 24],
          ['Timeline analysis', 'video', 18],
          ['Memulihkan berkas terhapus', 'article', 12],
        ],
      },
      {
        title: 'Forensik Memori dan Jaringan',
        materials: [
          ['Analisis memori dengan Volatility', 'video', 26],
          ['Membaca PCAP dengan Wireshark', 'video', 20],
          ['Lab: investigasi insiden', 'link', 40],
        ],
      },
    ],
  },
  {
    slug: 'keamanan-jaringan',
    title: 'Keamanan Jaringan',
    level: 'Menengah',
    category: 'Network Security',
    description: 'Rancang jaringan yang tangguh: segmentasi, firewall, VPN, dan deteksi intrusi.',
    price: 349000,
    salePrice: 249000,
    includedInSubscription: true,
    published: true,
    modules: [
      {
        title: 'Fondasi Jaringan yang Aman',
        materials: [
          ['Model OSI dari sudut pandang penyerang', 'video', 15],
          ['Segmentasi dan VLAN', 'video', 17],
          ['Desain jaringan referensi', 'file', 6],
        ],
      },
      {
        title: 'Perimeter dan Akses Jarak Jauh',
        materials: [
          ['Konfigurasi firewall yang benar', 'video', 22],
          ['VPN dan zero trust', 'video', 18],
          ['Kesalahan konfigurasi yang sering terjadi', 'article', 9],
        ],
      },
      {
        title: 'Deteksi dan Respons',
        materials: [
          ['IDS/IPS dengan Suricata', 'video', 24],
          ['Analisis log dan SIEM', 'video', 21],
          ['Lab: mendeteksi pemindaian port', 'link', 25],
        ],
      },
    ],
  },
  {
    slug: 'pengantar-keamanan-cloud',
    title: 'Pengantar Keamanan Cloud',
    level: 'Menengah',
    category: 'Cloud Security',
    description: 'Model tanggung jawab bersama, IAM, dan konfigurasi aman layanan cloud. (Draf, belum terbit.)',
    price: 399000,
    salePrice: null,
    includedInSubscription: true,
    published: false,
    modules: [
      {
        title: 'Model Tanggung Jawab Bersama',
        materials: [
          ['Siapa mengamankan apa di cloud', 'video', 12],
          ['Identitas dan IAM', 'video', 18],
          ['Kebijakan IAM minimal', 'article', 10],
        ],
      },
    ],
  },
];
