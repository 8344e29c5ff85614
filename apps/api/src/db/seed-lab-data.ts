// The demo lab (issue 17): 12 challenges across 6 categories that a person can solve with the text and files given,
// one scheduled for next week, 3 exercise labs, and who solved what. The flags are here in the clear because this is
// demo content the tests solve; the database gets only their HMACs (seed-lab.ts).
import {
  accessLog,
  b64,
  checkerScript,
  cookiePage,
  httpCapturePcap,
  NMAP_SCAN,
  obfuscatedScript,
  PERSONAL_AUTH_LOG,
  rot13,
  web101Page,
} from './seed-lab-files';

export type SeedLabCategory = 'web' | 'crypto' | 'forensics' | 'reverse' | 'osint' | 'network' | 'misc';

export interface SeedFlag {
  kind: 'static' | 'regex' | 'per_user';
  value?: string;
  caseInsensitive?: boolean;
}

export interface SeedChallenge {
  slug: string;
  title: string;
  category: SeedLabCategory;
  difficulty: 'easy' | 'medium' | 'hard';
  description: string;
  connectionInfo?: string;
  valueType?: 'static' | 'dynamic';
  initialValue: number;
  minimumValue?: number;
  decay?: number;
  maxAttempts?: number;
  prerequisite?: string;
  /** Becomes visible this many days from now (hidden until then). */
  visibleInDays?: number;
  flags: SeedFlag[];
  hints?: { cost: number; body: string }[];
  /** Storage keys of demo files (storage/demo-files.ts). */
  files?: { key: string; fileName: string; contentType: string; perUser?: boolean }[];
}

/** The answers the tests (and a curious reader) use; each is only ever stored hashed. */
export const LAB_DEMO_FLAGS = {
  web101: 'AKSB{k0m3nt4r_b0c0r}',
  kriptografi: 'AKSB{b4s64_bukan_enkripsi}',
  rot13: 'AKSB{rot13_cuma_diputar}',
  accessLog: 'AKSB{203.0.113.77}',
  pcapPassword: 'AKSB{p4ssw0rd_t4np4_tls}',
  port: 'AKSB{2222}',
  log4shell: 'AKSB{CVE-2021-44228}',
  xor: 'AKSB{x0r_s4tu_byt3}',
  checker: 'AKSB{b4lik_d4n_b4c4}',
  shell: 'AKSB{sh3ll_s4ng4t_s4b4r}',
  cookie: 'AKSB{c00kie_bis4_diubah}',
  weekly: 'AKSB{tantangan_minggu_depan}',
} as const;

const XOR_KEY = 0x2a;
const xorHex = (text: string) =>
  Buffer.from([...Buffer.from(text, 'utf8')].map((byte) => byte ^ XOR_KEY)).toString('hex');

export const LAB_FILE_KEYS = {
  web101: 'demo/lab/web-101/index.html',
  cookie: 'demo/lab/cookie-admin/dasbor.html',
  accessLog: 'demo/lab/jejak-log-akses/access.log',
  personalLog: 'demo/lab/log-pribadi/auth.log',
  pcap: 'demo/lab/tangkapan-jaringan/tangkapan.pcap',
  nmap: 'demo/lab/port-tersembunyi/pemindaian.txt',
  checker: 'demo/lab/pemeriksa-sandi/periksa.js',
  shell: 'demo/lab/skrip-tersamar/temuan.sh',
} as const;

export const LAB_ATTACKER_IP = '203.0.113.77';

/** The bytes behind each demo file key (served read-only by storage/demo-files.ts). */
export const LAB_DEMO_FILES: Readonly<Record<string, () => Buffer>> = {
  [LAB_FILE_KEYS.web101]: () => Buffer.from(web101Page(LAB_DEMO_FLAGS.web101)),
  [LAB_FILE_KEYS.cookie]: () => Buffer.from(cookiePage(LAB_DEMO_FLAGS.cookie)),
  [LAB_FILE_KEYS.accessLog]: () => Buffer.from(accessLog(LAB_ATTACKER_IP)),
  [LAB_FILE_KEYS.personalLog]: () => Buffer.from(PERSONAL_AUTH_LOG),
  [LAB_FILE_KEYS.pcap]: () => httpCapturePcap('admin', LAB_DEMO_FLAGS.pcapPassword),
  [LAB_FILE_KEYS.nmap]: () => Buffer.from(NMAP_SCAN),
  [LAB_FILE_KEYS.checker]: () => Buffer.from(checkerScript(LAB_DEMO_FLAGS.checker)),
  [LAB_FILE_KEYS.shell]: () => Buffer.from(obfuscatedScript(LAB_DEMO_FLAGS.shell)),
};

export const SEED_CHALLENGES: readonly SeedChallenge[] = [
  {
    slug: 'web-101',
    title: 'Web 101',
    category: 'web',
    difficulty: 'easy',
    description:
      'Tim pengembang PT Contoh Aman lupa membersihkan halaman portal internalnya sebelum rilis. Unduh ' +
      'sumber halamannya dan temukan kunci uji yang tertinggal.\n\nFormat flag: `AKSB{...}`',
    initialValue: 250,
    flags: [{ kind: 'static', value: LAB_DEMO_FLAGS.web101 }],
    hints: [{ cost: 0, body: 'Komentar HTML tidak tampil di browser, tetapi terlihat di *view-source*.' }],
    files: [{ key: LAB_FILE_KEYS.web101, fileName: 'index.html', contentType: 'text/plain' }],
  },
  {
    slug: 'kriptografi-dasar',
    title: 'Kriptografi Dasar',
    category: 'crypto',
    difficulty: 'easy',
    description:
      `Kami menyadap pesan berikut dari kanal obrolan ` +
      `penyerang:\n\n\`\`\`\n${b64(LAB_DEMO_FLAGS.kriptografi)}\n\`\`\`\n\nApa isi pesan ` +
      `aslinya?`,
    initialValue: 300,
    flags: [{ kind: 'static', value: LAB_DEMO_FLAGS.kriptografi }],
    hints: [
      { cost: 50, body: 'Tanda `=` di akhir teks sering menandakan pengodean base64 — pengodean, bukan enkripsi.' },
    ],
  },
  {
    slug: 'pesan-berputar',
    title: 'Pesan Berputar',
    category: 'crypto',
    difficulty: 'easy',
    description:
      `Caesar punya cara favorit menyembunyikan pesan. Pesan ini diputar 13 ` +
      `huruf:\n\n\`\`\`\n${rot13(LAB_DEMO_FLAGS.rot13)}\n\`\`\``,
    initialValue: 100,
    flags: [{ kind: 'static', value: LAB_DEMO_FLAGS.rot13 }],
  },
  {
    slug: 'kunci-xor',
    title: 'Kunci XOR',
    category: 'crypto',
    difficulty: 'medium',
    description:
      `Setiap byte pesan ini di-XOR dengan kunci yang sama. ` +
      `Heksadesimalnya:\n\n\`\`\`\n${xorHex(LAB_DEMO_FLAGS.xor)}\n\`\`\`\n\nFlag diawali ` +
      `\`AKSB{\`.`,
    initialValue: 250,
    flags: [{ kind: 'static', value: LAB_DEMO_FLAGS.xor }],
    hints: [
      { cost: 25, body: 'Kuncinya hanya satu byte: cukup 256 kemungkinan.' },
      { cost: 75, body: 'Byte pertama pesan asli adalah `A` (0x41). XOR-kan dengan byte pertama ciphertext.' },
    ],
  },
  {
    slug: 'jejak-log-akses',
    title: 'Jejak di Log Akses',
    category: 'forensics',
    difficulty: 'medium',
    description:
      'Toko daring kami mendadak lambat dan basis datanya bocor. Di log akses web server ada jejak ' +
      'penyerang yang mencoba injeksi SQL. Alamat IP mana itu?\n\nFormat flag: `AKSB{alamat_ip}`, misalnya ' +
      '`AKSB{192.0.2.1}`.',
    valueType: 'dynamic',
    initialValue: 300,
    minimumValue: 100,
    decay: 10,
    maxAttempts: 5,
    flags: [{ kind: 'static', value: LAB_DEMO_FLAGS.accessLog }],
    files: [{ key: LAB_FILE_KEYS.accessLog, fileName: 'access.log', contentType: 'text/plain' }],
  },
  {
    slug: 'log-pribadi',
    title: 'Log Pribadi',
    category: 'forensics',
    difficulty: 'medium',
    description:
      'Server web01 disusupi. Penyerang memasang *beacon* yang mengirim tanda pengenal ke servernya. ' +
      'Setiap peserta mendapat salinan log yang berbeda: flag-mu hanya berlaku untukmu.\n\nTemukan tanda ' +
      'pengenal beacon dan uraikan.',
    initialValue: 200,
    flags: [{ kind: 'per_user' }],
    hints: [{ cost: 40, body: 'Lihat baris `cron`: argumen `--id` dikodekan base64.' }],
    files: [{ key: LAB_FILE_KEYS.personalLog, fileName: 'auth.log', contentType: 'text/plain', perUser: true }],
  },
  {
    slug: 'tangkapan-jaringan',
    title: 'Tangkapan Jaringan',
    category: 'network',
    difficulty: 'medium',
    description:
      'Seorang admin masuk ke panel intranet lewat HTTP biasa, dan kami menangkap lalu lintasnya. Buka ' +
      'tangkapan dengan Wireshark atau tcpdump: apa kata sandinya? Kata sandinya adalah flag.',
    initialValue: 300,
    flags: [{ kind: 'static', value: LAB_DEMO_FLAGS.pcapPassword }],
    hints: [{ cost: 60, body: 'Header `Authorization: Basic` berisi `user:sandi` dalam base64.' }],
    files: [{ key: LAB_FILE_KEYS.pcap, fileName: 'tangkapan.pcap', contentType: 'application/octet-stream' }],
  },
  {
    slug: 'port-tersembunyi',
    title: 'Port Tersembunyi',
    category: 'network',
    difficulty: 'easy',
    description:
      'Administrator memindahkan SSH dari port bawaannya supaya "aman". Dari hasil pemindaian Nmap ini, ' +
      'di port berapa SSH sekarang?\n\nFormat flag: `AKSB{nomor_port}`.',
    initialValue: 100,
    flags: [{ kind: 'static', value: LAB_DEMO_FLAGS.port }],
    files: [{ key: LAB_FILE_KEYS.nmap, fileName: 'pemindaian.txt', contentType: 'text/plain' }],
  },
  {
    slug: 'jejak-digital',
    title: 'Jejak Digital',
    category: 'osint',
    difficulty: 'easy',
    description:
      'Pada Desember 2021 sebuah kerentanan di pustaka logging Java membuat para admin sedunia lembur. ' +
      'Kerentanan itu dijuluki *Log4Shell*. Apa nomor CVE-nya?\n\nFormat flag: `AKSB{CVE-tahun-nomor}` ' +
      '(huruf besar atau kecil sama saja).',
    initialValue: 150,
    flags: [{ kind: 'regex', value: 'AKSB\\{CVE-2021-44228\\}', caseInsensitive: true }],
  },
  {
    slug: 'pemeriksa-sandi',
    title: 'Pemeriksa Sandi',
    category: 'reverse',
    difficulty: 'medium',
    description:
      'Skrip ini hanya menjawab "Sandi benar!" untuk satu sandi. Baca cara kerjanya dan temukan sandinya ' +
      'tanpa menebak. Sandinya adalah flag.',
    initialValue: 300,
    flags: [{ kind: 'static', value: LAB_DEMO_FLAGS.checker }],
    files: [{ key: LAB_FILE_KEYS.checker, fileName: 'periksa.js', contentType: 'text/plain' }],
  },
  {
    slug: 'skrip-tersamar',
    title: 'Skrip Tersamar',
    category: 'reverse',
    difficulty: 'easy',
    description:
      'Skrip shell ini ditemukan di server yang disusupi. Jangan dijalankan di mesin produksi — cukup ' +
      'pahami apa yang dicetaknya.',
    initialValue: 150,
    flags: [{ kind: 'static', value: LAB_DEMO_FLAGS.shell }],
    files: [{ key: LAB_FILE_KEYS.shell, fileName: 'temuan.sh', contentType: 'text/plain' }],
  },
  {
    slug: 'cookie-admin',
    title: 'Cookie Admin',
    category: 'web',
    difficulty: 'medium',
    description:
      'Dasbor ini memutuskan siapa admin hanya dari sebuah cookie. Baca sumber halamannya: apa yang akan ' +
      'dilihat admin?',
    connectionInfo: 'http://dasbor.lab.akademisiber.id (jaringan lab, lewat VPN)',
    initialValue: 200,
    prerequisite: 'web-101',
    flags: [{ kind: 'static', value: LAB_DEMO_FLAGS.cookie }],
    files: [{ key: LAB_FILE_KEYS.cookie, fileName: 'dasbor.html', contentType: 'text/plain' }],
  },
  {
    slug: 'tantangan-mingguan',
    title: 'Tantangan Mingguan',
    category: 'misc',
    difficulty: 'hard',
    description: 'Dibuka minggu depan.',
    valueType: 'dynamic',
    initialValue: 500,
    minimumValue: 150,
    decay: 20,
    visibleInDays: 7,
    flags: [{ kind: 'static', value: LAB_DEMO_FLAGS.weekly }],
  },
];

export interface SeedStep {
  title: string;
  body: string;
  answerKind: 'flag' | 'text';
  answer: string;
  answerFormat: string;
  /** Taken off the lab's points for whoever unlocks it (0 = free). */
  hints?: { cost: number; body: string }[];
}

export interface SeedExercise {
  slug: string;
  title: string;
  category: SeedLabCategory;
  difficulty: 'easy' | 'medium' | 'hard';
  summary: string;
  description: string;
  points: number;
  xp: number;
  steps: SeedStep[];
}

const PHISHING_HEADERS = [
  'Received: from mail.bank-nusantara-verifikasi.com (mail.bank-nusantara-verifikasi.com [198.51.100.45])',
  'Authentication-Results: mx.contoh-aman.id; spf=fail smtp.mailfrom=bank-nusantara.co.id',
  'From: "Bank Nusantara" <layanan@bank-nusantara.co.id>',
  'Reply-To: verifikasi@bank-nusantara-verifikasi.com',
  'Subject: Akun Anda akan diblokir dalam 24 jam',
  `X-Kampanye: ${b64('AKSB{h3ad3r_t4k_bis4_b0h0ng}')}`,
].join('\n');

export const SEED_EXERCISES: readonly SeedExercise[] = [
  {
    slug: 'pengenalan-linux',
    title: 'Pengenalan Linux untuk Keamanan',
    category: 'misc',
    difficulty: 'easy',
    summary: 'Perintah dasar dan izin berkas Linux yang dipakai setiap analis keamanan.',
    description:
      'Siapkan terminal Linux (mesin virtual atau WSL). Jawab setiap langkah dengan satu perintah atau nilai.',
    points: 100,
    xp: 200,
    steps: [
      {
        title: 'Tempat hash kata sandi',
        body:
          'Di Linux modern, hash kata sandi pengguna tidak lagi disimpan di `/etc/passwd`. Berkas apa ' +
          'yang menyimpannya? Tulis path lengkapnya.',
        answerKind: 'text',
        answer: '/etc/shadow',
        answerFormat: 'path berkas',
      },
      {
        title: 'Mengubah izin',
        body: 'Perintah apa yang dipakai untuk mengubah izin (permission) sebuah berkas?',
        answerKind: 'text',
        answer: 'chmod',
        answerFormat: 'satu kata',
      },
      {
        title: 'Izin oktal',
        body:
          'Sebuah skrip harus bisa dibaca, ditulis, dan dijalankan pemiliknya, dibaca dan dijalankan ' +
          'grupnya, dan tidak bisa diakses orang lain (`rwxr-x---`). Berapa nilai oktalnya?',
        answerKind: 'text',
        answer: '750',
        answerFormat: 'tiga angka',
        hints: [
          {
            cost: 20,
            body: 'Nilai tiap izin: `r` = 4, `w` = 2, `x` = 1. Jumlahkan untuk pemilik, grup, lalu lainnya.',
          },
        ],
      },
    ],
  },
  {
    slug: 'analisis-email-phishing',
    title: 'Analisis Header Email Phishing',
    category: 'forensics',
    difficulty: 'easy',
    summary: 'Bongkar header sebuah email phishing dan kenali tanda-tandanya.',
    description:
      `Seorang karyawan meneruskan email mencurigakan. Ini ` + `header-nya:\n\n\`\`\`\n${PHISHING_HEADERS}\n\`\`\``,
    points: 150,
    xp: 300,
    steps: [
      {
        title: 'Server pengirim',
        body: 'Dari alamat IP mana email ini benar-benar dikirim? Lihat header `Received`.',
        answerKind: 'text',
        answer: '198.51.100.45',
        answerFormat: 'alamat IPv4',
      },
      {
        title: 'Hasil SPF',
        body: 'Apa hasil pemeriksaan SPF untuk domain pengirim?',
        answerKind: 'text',
        answer: 'fail',
        answerFormat: 'satu kata',
      },
      {
        title: 'Penanda kampanye',
        body: 'Penyerang menandai kampanyenya di header `X-Kampanye`. Uraikan nilainya.',
        answerKind: 'flag',
        answer: 'AKSB{h3ad3r_t4k_bis4_b0h0ng}',
        answerFormat: 'AKSB{...}',
        hints: [{ cost: 30, body: 'Nilai `X-Kampanye` dikodekan base64: uraikan dengan `base64 -d`.' }],
      },
    ],
  },
  {
    slug: 'dasar-nmap',
    title: 'Dasar Pemindaian dengan Nmap',
    category: 'network',
    difficulty: 'medium',
    summary: 'Membaca hasil pemindaian port dan mengenali layanan yang berjalan.',
    description:
      'Hasil pemindaian berikut didapat dari sebuah server di jaringan lab:\n\n```\nPORT     ' +
      'STATE    SERVICE    VERSION\n22/tcp   open     ssh        OpenSSH 8.9p1 Ubuntu\n80/tcp   ' +
      'open     http       Apache httpd 2.4.52\n8080/tcp open     http-proxy Squid http proxy ' +
      '5.2\n9000/tcp filtered cslistener\n```',
    points: 200,
    xp: 400,
    steps: [
      {
        title: 'Port terbuka',
        body: 'Berapa port yang berstatus *open*?',
        answerKind: 'text',
        answer: '3',
        answerFormat: 'angka',
        hints: [{ cost: 0, body: 'Port berstatus *filtered* tidak dihitung: pemindai tidak tahu apakah ia terbuka.' }],
      },
      {
        title: 'Layanan proksi',
        body: 'Nama layanan (kolom SERVICE) di port 8080?',
        answerKind: 'text',
        answer: 'http-proxy',
        answerFormat: 'nama layanan',
      },
      {
        title: 'Versi OpenSSH',
        body: 'Versi OpenSSH berapa yang berjalan? Tulis tanpa kata "OpenSSH".',
        answerKind: 'text',
        answer: '8.9p1',
        answerFormat: 'nomor versi',
      },
    ],
  },
];

/**
 * Who solved what, oldest first (the first solver of each challenge has first blood). The demo member's two solves are
 * the two 'ctf' entries already in MEMBER_POINT_HISTORY (seed-data.ts: same references, points, XP and days); every
 * other solve gets its own ledger entry, written before seedPointHistory so that the seeded totals stay as they are.
 */
export const SEED_SOLVES: readonly { username: string; slug: string; daysAgo: number; wrongFirst?: number }[] = [
  { username: 'dimas.saputra', slug: 'web-101', daysAgo: 10, wrongFirst: 1 },
  { username: 'maya.anggraini', slug: 'port-tersembunyi', daysAgo: 7 },
  { username: 'agus.pratama', slug: 'pesan-berputar', daysAgo: 6 },
  { username: 'member.demo', slug: 'web-101', daysAgo: 5, wrongFirst: 2 },
  { username: 'intan.permata', slug: 'port-tersembunyi', daysAgo: 5 },
  { username: 'siti.rahmawati', slug: 'web-101', daysAgo: 4 },
  { username: 'nadia.kusuma', slug: 'jejak-digital', daysAgo: 4, wrongFirst: 1 },
  { username: 'intan.permata', slug: 'pesan-berputar', daysAgo: 3 },
  { username: 'putri.lestari', slug: 'pesan-berputar', daysAgo: 2 },
  { username: 'member.demo', slug: 'kriptografi-dasar', daysAgo: 1 },
];

/** The demo member unlocked the 50-point hint of Kriptografi Dasar before solving it (300 − 50 = 250 awarded). */
export const SEED_HINT_UNLOCK = { username: 'member.demo', slug: 'kriptografi-dasar', position: 1 } as const;

/** The demo member is halfway through the Linux lab (two of three steps). */
export const SEED_EXERCISE_PROGRESS = { username: 'member.demo', slug: 'pengenalan-linux', answered: 2 } as const;

/** The demo teacher's assignments (classroom slugs of seed.ts seedClassrooms). */
export const SEED_ASSIGNMENTS: readonly {
  classroom: string;
  kind: 'challenge' | 'exercise';
  slug: string;
  dueInDays: number | null;
}[] = [
  { classroom: 'keamanan-jaringan-kelas-a-2026', kind: 'challenge', slug: 'web-101', dueInDays: -7 },
  { classroom: 'keamanan-jaringan-kelas-a-2026', kind: 'challenge', slug: 'pesan-berputar', dueInDays: 7 },
  { classroom: 'keamanan-jaringan-kelas-a-2026', kind: 'challenge', slug: 'port-tersembunyi', dueInDays: null },
  { classroom: 'keamanan-jaringan-kelas-a-2026', kind: 'exercise', slug: 'pengenalan-linux', dueInDays: 14 },
  { classroom: 'forensik-digital-kelas-b-2026', kind: 'challenge', slug: 'jejak-log-akses', dueInDays: 10 },
  { classroom: 'forensik-digital-kelas-b-2026', kind: 'challenge', slug: 'log-pribadi', dueInDays: 10 },
  { classroom: 'forensik-digital-kelas-b-2026', kind: 'exercise', slug: 'analisis-email-phishing', dueInDays: null },
];

/** The demo member's active WireGuard peer (a public key only; its private key was never anywhere). */
export const SEED_VPN_PUBLIC_KEY = 'Ol5rJ9yqRkqcN0kO4h6u7Nw0Yb0oTQ0dS8c6lTGQ8Fs=';
