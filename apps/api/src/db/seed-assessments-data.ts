// Demo quizzes and exams (decision 0018): a quiz for the first module and an exam for each course the demo member
// is enrolled in, with all three question types.
import { SEED_CERTIFICATES } from './seed-certificates-data';

export interface QuestionSeed {
  type: 'single' | 'multiple' | 'short';
  prompt: string;
  explanation: string;
  points?: number;
  /** [text, correct] for choice questions. */
  options?: readonly (readonly [string, boolean])[];
  /** Accepted answers of a short-answer question (compared normalised). */
  accepted?: readonly string[];
}

export interface AssessmentSeed {
  courseSlug: string;
  /** The module's order for a quiz; null for the course exam. */
  moduleOrder: number | null;
  title: string;
  timeLimitMinutes: number;
  attemptLimit: number;
  passingScore: number;
  questions: readonly QuestionSeed[];
}

export const ASSESSMENTS: readonly AssessmentSeed[] = [
  {
    courseSlug: 'dasar-dasar-keamanan-siber',
    moduleOrder: 1,
    title: 'Kuis: Mengenal Dunia Keamanan Siber',
    timeLimitMinutes: 10,
    attemptLimit: 3,
    passingScore: 70,
    questions: [
      {
        type: 'single',
        prompt: 'Huruf "I" dalam prinsip CIA adalah singkatan dari…',
        explanation: 'CIA: Confidentiality (kerahasiaan), Integrity (integritas), Availability (ketersediaan).',
        options: [
          ['Integrity (integritas)', true],
          ['Identity (identitas)', false],
          ['Internet', false],
          ['Intrusion (penyusupan)', false],
        ],
      },
      {
        type: 'multiple',
        prompt: 'Manakah yang termasuk upaya menjaga kerahasiaan (confidentiality) data? Pilih semua yang benar.',
        explanation:
          'Enkripsi dan kontrol akses membatasi siapa yang bisa membaca data; backup menjaga ' +
          'ketersediaan, bukan kerahasiaan.',
        options: [
          ['Mengenkripsi berkas sensitif', true],
          ['Membatasi hak akses sesuai kebutuhan', true],
          ['Membuat backup harian', false],
          ['Menambah kapasitas server', false],
        ],
      },
      {
        type: 'short',
        prompt:
          'Serangan yang membuat layanan tidak dapat diakses dengan membanjirinya dengan lalu lintas ' +
          'disebut serangan … (singkatan tiga huruf).',
        explanation: 'DoS (Denial of Service) menyerang ketersediaan; bila dari banyak sumber disebut DDoS.',
        accepted: ['DoS', 'DDoS'],
      },
      {
        type: 'single',
        prompt: 'Mengubah nilai transaksi di database tanpa izin melanggar prinsip…',
        explanation: 'Perubahan data tanpa izin merusak integritas data.',
        options: [
          ['Kerahasiaan', false],
          ['Integritas', true],
          ['Ketersediaan', false],
        ],
      },
    ],
  },
  {
    courseSlug: 'dasar-dasar-keamanan-siber',
    moduleOrder: null,
    title: 'Ujian Akhir: Dasar-Dasar Keamanan Siber',
    timeLimitMinutes: 30,
    attemptLimit: 2,
    passingScore: 75,
    questions: [
      {
        type: 'single',
        prompt: 'Email yang meniru bank dan meminta Anda memasukkan PIN di sebuah tautan adalah contoh…',
        explanation: 'Phishing memancing korban menyerahkan data rahasia dengan menyamar sebagai pihak tepercaya.',
        options: [
          ['Phishing', true],
          ['Ransomware', false],
          ['Brute force', false],
          ['SQL injection', false],
        ],
      },
      {
        type: 'multiple',
        prompt: 'Kebiasaan mana yang membuat akun lebih aman? Pilih semua yang benar.',
        explanation:
          'Kata sandi unik yang disimpan di pengelola kata sandi dan 2FA melindungi akun; kata sandi yang ' +
          'sama di banyak situs berbahaya bila satu situs bocor.',
        points: 2,
        options: [
          ['Memakai pengelola kata sandi', true],
          ['Mengaktifkan autentikasi dua faktor', true],
          ['Memakai satu kata sandi untuk semua akun', false],
          ['Mengirim kode OTP kepada petugas yang menelepon', false],
        ],
      },
      {
        type: 'short',
        prompt: 'Malware yang mengenkripsi berkas korban lalu meminta tebusan disebut…',
        explanation: 'Ransomware mengunci data dan meminta tebusan, biasanya dalam mata uang kripto.',
        accepted: ['ransomware'],
      },
      {
        type: 'single',
        prompt:
          'Apa langkah pertama yang tepat ketika menerima pesan WhatsApp mencurigakan berisi tautan undian berhadiah?',
        explanation: 'Jangan membuka tautan; verifikasi melalui kanal resmi penyelenggara.',
        options: [
          ['Membuka tautan untuk memastikan', false],
          ['Memverifikasi lewat kanal resmi tanpa membuka tautan', true],
          ['Meneruskan ke teman agar mereka ikut mengecek', false],
        ],
      },
      {
        type: 'short',
        prompt: 'Singkatan bahasa Inggris untuk autentikasi dua faktor adalah…',
        explanation: '2FA (two-factor authentication) menambahkan faktor kedua selain kata sandi.',
        accepted: ['2FA', 'two-factor authentication', 'two factor authentication'],
      },
    ],
  },
  {
    courseSlug: 'ethical-hacking-untuk-pemula',
    moduleOrder: 1,
    title: 'Kuis: Etika dan Hukum Peretasan',
    timeLimitMinutes: 10,
    attemptLimit: 3,
    passingScore: 70,
    questions: [
      {
        type: 'single',
        prompt: 'Apa yang membedakan ethical hacker dari peretas jahat?',
        explanation: 'Ethical hacker bekerja dengan izin tertulis dan ruang lingkup yang disepakati.',
        options: [
          ['Alat yang dipakai', false],
          ['Izin tertulis dari pemilik sistem', true],
          ['Kemampuan teknis', false],
          ['Waktu pengujian', false],
        ],
      },
      {
        type: 'multiple',
        prompt: 'Apa saja yang biasanya dicantumkan dalam rules of engagement? Pilih semua yang benar.',
        explanation:
          'Rules of engagement memuat ruang lingkup, jadwal, kontak darurat, dan teknik yang boleh atau dilarang.',
        options: [
          ['Ruang lingkup sistem yang diuji', true],
          ['Jadwal pengujian', true],
          ['Kontak darurat', true],
          ['Kata sandi pribadi penguji', false],
        ],
      },
      {
        type: 'short',
        prompt: 'Undang-undang Indonesia yang mengatur akses ilegal ke sistem elektronik disingkat UU …',
        explanation: 'UU ITE (Informasi dan Transaksi Elektronik) melarang akses tanpa hak ke sistem elektronik.',
        accepted: ['ITE', 'UU ITE'],
      },
    ],
  },
  {
    courseSlug: 'ethical-hacking-untuk-pemula',
    moduleOrder: null,
    title: 'Ujian Akhir: Ethical Hacking untuk Pemula',
    timeLimitMinutes: 30,
    attemptLimit: 2,
    passingScore: 75,
    questions: [
      {
        type: 'single',
        prompt: 'Perintah Nmap untuk memindai port TCP dengan teknik SYN adalah…',
        explanation: 'Opsi -sS menjalankan SYN scan (half-open).',
        options: [
          ['nmap -sS target', true],
          ['nmap -sU target', false],
          ['nmap -sn target', false],
          ['nmap -O target', false],
        ],
      },
      {
        type: 'multiple',
        prompt: 'Manakah yang termasuk pengumpulan informasi pasif (OSINT)? Pilih semua yang benar.',
        explanation: 'OSINT memakai sumber terbuka tanpa menyentuh sistem target secara langsung.',
        options: [
          ['Mencari data WHOIS domain', true],
          ['Membaca lowongan kerja perusahaan', true],
          ['Memindai port server target', false],
          ['Mencoba login dengan kata sandi umum', false],
        ],
      },
      {
        type: 'short',
        prompt: 'Menaikkan hak akses dari pengguna biasa menjadi root disebut privilege …',
        explanation: 'Privilege escalation adalah tahap setelah mendapat akses awal.',
        accepted: ['escalation', 'privilege escalation'],
      },
      {
        type: 'single',
        prompt: 'Bagian laporan pentest yang ditujukan untuk manajemen adalah…',
        explanation: 'Ringkasan eksekutif menjelaskan risiko tanpa detail teknis.',
        options: [
          ['Lampiran log', false],
          ['Ringkasan eksekutif', true],
          ['Proof of concept', false],
        ],
      },
    ],
  },
  {
    courseSlug: 'keamanan-aplikasi-web',
    moduleOrder: 1,
    title: 'Kuis: Arsitektur dan Permukaan Serangan Web',
    timeLimitMinutes: 10,
    attemptLimit: 3,
    passingScore: 70,
    questions: [
      {
        type: 'single',
        prompt: 'Atribut cookie yang mencegah JavaScript membaca cookie sesi adalah…',
        explanation:
          'HttpOnly membuat cookie tidak bisa dibaca lewat document.cookie, sehingga XSS tidak langsung mencuri sesi.',
        options: [
          ['Secure', false],
          ['HttpOnly', true],
          ['SameSite', false],
          ['Path', false],
        ],
      },
      {
        type: 'multiple',
        prompt: 'Manakah yang termasuk permukaan serangan sebuah aplikasi web? Pilih semua yang benar.',
        explanation: 'Setiap titik masuk data (form, parameter, header, API) adalah permukaan serangan.',
        options: [
          ['Formulir login', true],
          ['Parameter URL', true],
          ['Endpoint API', true],
          ['Warna tema halaman', false],
        ],
      },
      {
        type: 'short',
        prompt: 'Metode HTTP yang biasa dipakai untuk mengirim data formulir login adalah…',
        explanation: 'POST mengirim data di body permintaan, bukan di URL.',
        accepted: ['POST'],
      },
    ],
  },
  {
    courseSlug: 'keamanan-aplikasi-web',
    moduleOrder: null,
    title: 'Ujian Akhir: Keamanan Aplikasi Web',
    timeLimitMinutes: 30,
    attemptLimit: 2,
    passingScore: 75,
    questions: [
      {
        type: 'single',
        prompt: 'Cara paling tepat mencegah SQL injection adalah…',
        explanation: 'Prepared statement memisahkan data dari perintah SQL.',
        options: [
          ['Menyaring kata "SELECT" dari input', false],
          ['Memakai prepared statement / parameterized query', true],
          ['Menyembunyikan pesan error', false],
          ['Memakai HTTPS', false],
        ],
      },
      {
        type: 'multiple',
        prompt: 'Manakah yang membantu mencegah XSS? Pilih semua yang benar.',
        explanation:
          'Encoding output sesuai konteks dan Content Security Policy mengurangi XSS; HTTPS tidak mencegahnya.',
        options: [
          ['Encoding output sesuai konteks', true],
          ['Content Security Policy', true],
          ['Memakai HTTPS saja', false],
        ],
      },
      {
        type: 'short',
        prompt:
          'Kerentanan ketika pengguna bisa membuka data milik orang lain hanya dengan mengganti ID di URL disebut…',
        explanation: 'IDOR (Insecure Direct Object Reference) adalah bentuk broken access control.',
        accepted: ['IDOR', 'insecure direct object reference'],
      },
      {
        type: 'single',
        prompt: 'Alat yang dipakai untuk mencegat dan mengubah permintaan HTTP saat pengujian adalah…',
        explanation: 'Burp Suite bekerja sebagai proxy di antara peramban dan server.',
        options: [
          ['Burp Suite', true],
          ['Volatility', false],
          ['Ghidra', false],
        ],
      },
    ],
  },
];

/**
 * The demo member's finished attempts, matching the seeded ledger (seed-data.ts MEMBER_POINT_HISTORY already holds
 * the quiz and exam passes, so these add no points): a failed then a passed quiz, and the passed exam of the
 * completed course. `correct` lists which questions (by bank index) were answered right.
 */
export const DEMO_MEMBER_ATTEMPTS: readonly ({
  courseSlug: string;
  moduleOrder: number | null;
  correct: readonly number[];
} & ({ daysAgo: number } | { submittedAt: Date }))[] = [
  { courseSlug: 'ethical-hacking-untuk-pemula', moduleOrder: 1, daysAgo: 21, correct: [0] },
  { courseSlug: 'ethical-hacking-untuk-pemula', moduleOrder: 1, daysAgo: 20, correct: [0, 1, 2] },
  // Passed on the day the course's certificate was issued (a fixed date, seed-certificates-data.ts).
  {
    courseSlug: 'dasar-dasar-keamanan-siber',
    moduleOrder: null,
    submittedAt: SEED_CERTIFICATES.memberCompletion.issuedAt,
    correct: [0, 1, 2, 3],
  },
];
