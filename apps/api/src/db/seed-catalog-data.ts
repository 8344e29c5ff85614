// The demo catalog (issue 5, docs/decisions/0012-commerce.md): free-preview articles, course reviews, live classes
// and their batches, corporate trainings, Cyber Insight events, subscription plans, promo codes and testimonials.
// Dates are offsets from the day of seeding so the demo stays fresh. `SEED_CATALOG` names what the tests and the
// e2e suite use; its numeric ids hold on a freshly seeded database (rows are inserted in the order listed here,
// and apps/api/src/modules/catalog/routes.test.ts checks that they still do).
import { createHash } from 'node:crypto';

/** Same derivation as seed.ts: material ids the client sees are stable across seeded databases. */
export const seedMaterialHashId = (courseSlug: string, moduleOrder: number, materialOrder: number) =>
  createHash('sha256').update(`${courseSlug}/${moduleOrder}/${materialOrder}`).digest('hex').slice(0, 16);

/** A moment relative to the seed: `days` from today (UTC) at `hourUtc` o'clock (12 UTC = 19.00 WIB). */
export interface SeedMoment {
  days: number;
  hourUtc: number;
}

const at = (days: number, hourUtc = 12): SeedMoment => ({ days, hourUtc });

/** The demo's meeting rooms: one of each kind the platform names (Zoom, Google Meet, BigBlueButton). */
export const DEMO_MEETING_URLS = [
  'https://zoom.us/j/81234567890',
  'https://meet.google.com/aks-demo-sesi',
  'https://bbb.akademisiber.id/b/kelas-malam',
] as const;

// ---------------------------------------------------------------- courses

/**
 * The video every seeded free-preview video material plays (apps/api/media; tools/scripts/make-demo-preview-video.sh).
 */
export const DEMO_PREVIEW_VIDEO_FILE = 'demo/pratinjau-kelas.webm';

/** Article bodies: plain paragraphs separated by blank lines (MaterialPreview.body). */
export interface MaterialBodySeed {
  courseSlug: string;
  moduleOrder: number;
  materialOrder: number;
  isFreePreview: boolean;
  body: string;
}

export const MATERIAL_BODIES: readonly MaterialBodySeed[] = [
  {
    courseSlug: 'dasar-dasar-keamanan-siber',
    moduleOrder: 1,
    materialOrder: 3,
    isFreePreview: true,
    body: [
      'Sebelum masuk ke teknik pertahanan, kita perlu bahasa yang sama. Glosarium ini merangkum istilah ' +
        'yang akan sering Anda temui sepanjang kelas dan di berita keamanan siber sehari-hari.',
      'Ancaman (threat) adalah segala sesuatu yang berpotensi merugikan aset, misalnya peretas, malware, ' +
        'atau bahkan banjir di ruang server. Kerentanan (vulnerability) adalah kelemahan yang bisa ' +
        'dimanfaatkan ancaman, seperti perangkat lunak yang belum diperbarui. Risiko adalah kemungkinan ' +
        'ancaman memanfaatkan kerentanan dikalikan dampaknya.',
      'Eksploit adalah kode atau langkah yang memanfaatkan kerentanan. Patch adalah perbaikan dari ' +
        'pembuat perangkat lunak untuk menutup kerentanan tersebut. Zero-day adalah kerentanan yang belum ' +
        'diketahui pembuatnya sehingga belum ada patch.',
      'Terakhir, ingat tiga pilar CIA: confidentiality (hanya yang berhak yang bisa membaca), integrity ' +
        '(data tidak diubah tanpa izin), dan availability (layanan tersedia saat dibutuhkan). Hampir setiap ' +
        'kontrol keamanan melindungi salah satu dari ketiganya.',
    ].join('\n\n'),
  },
  {
    courseSlug: 'dasar-dasar-keamanan-siber',
    moduleOrder: 2,
    materialOrder: 3,
    isFreePreview: false,
    body: [
      'Materi ini membahas tiga insiden kebocoran data yang pernah terjadi di Indonesia: bagaimana data ' +
        'keluar, berapa lama tidak terdeteksi, dan apa dampaknya bagi pemilik data.',
      'Pada setiap kasus kita menelusuri rantai kejadian dari celah awal hingga data muncul di forum jual ' +
        'beli, lalu mencatat kontrol mana yang seharusnya menghentikan serangan lebih awal.',
      'Di akhir materi Anda akan menyusun daftar pelajaran yang bisa langsung diterapkan di organisasi sendiri.',
    ].join('\n\n'),
  },
  {
    courseSlug: 'ethical-hacking-untuk-pemula',
    moduleOrder: 1,
    materialOrder: 2,
    isFreePreview: true,
    body: [
      'Ethical hacker dan peretas jahat bisa memakai alat yang sama. Yang membedakan keduanya adalah ' +
        'izin. Tanpa izin tertulis dari pemilik sistem, pemindaian port sekalipun dapat dianggap akses ' +
        'ilegal.',
      'Undang-Undang Informasi dan Transaksi Elektronik melarang mengakses sistem elektronik milik orang ' +
        'lain tanpa hak, termasuk dengan cara menjebol sistem pengamanan. Ancaman pidananya tidak ringan, ' +
        'sehingga setiap pengujian harus berdiri di atas dasar hukum yang jelas.',
      'Karena itu setiap pekerjaan pentest diawali dengan kontrak dan rules of engagement: sistem apa ' +
        'yang boleh diuji, kapan, dengan teknik apa, dan siapa yang dihubungi bila terjadi gangguan. ' +
        'Dokumen ini melindungi klien sekaligus penguji.',
      'Untuk berlatih, gunakan lab milik sendiri atau platform latihan yang memang disediakan untuk ' +
        'diserang, seperti lab yang ada di Akademi Siber.',
    ].join('\n\n'),
  },
  {
    courseSlug: 'keamanan-aplikasi-web',
    moduleOrder: 1,
    materialOrder: 3,
    isFreePreview: true,
    body: [
      'Burp Suite adalah proxy yang duduk di antara peramban dan aplikasi web. Dengan Burp Anda bisa ' +
        'melihat, menahan, dan mengubah setiap permintaan HTTP sebelum sampai ke server.',
      'Unduh Burp Suite Community Edition dari situs PortSwigger, lalu jalankan dan pilih proyek ' +
        'sementara dengan pengaturan bawaan. Buka tab Proxy dan pastikan listener aktif di 127.0.0.1:8080.',
      'Cara termudah adalah memakai peramban bawaan Burp (tombol Open browser), karena sertifikat CA Burp ' +
        'sudah terpasang. Jika memakai peramban sendiri, atur proxy ke alamat listener dan pasang ' +
        'sertifikat CA dari http://burpsuite agar lalu lintas HTTPS bisa dibaca.',
      'Coba buka aplikasi lab, aktifkan Intercept, lalu kirim formulir login. Permintaan akan tertahan di ' +
        'Burp dan Anda bisa melihat parameter yang dikirim. Inilah titik awal hampir semua pengujian di ' +
        'kelas ini.',
    ].join('\n\n'),
  },
  {
    courseSlug: 'analisis-malware',
    moduleOrder: 1,
    materialOrder: 2,
    isFreePreview: true,
    body: [
      'Sampel malware adalah senjata yang masih aktif. Satu klik yang salah di komputer kerja dapat ' +
        'mengenkripsi seluruh berkas bersama di kantor Anda.',
      'Selalu analisis di mesin virtual yang terisolasi, tanpa folder bersama dan tanpa akses ke jaringan ' +
        'produksi. Ambil snapshot sebelum menjalankan sampel dan kembalikan setelah selesai.',
      'Simpan sampel dalam arsip ZIP berkata sandi "infected" dan ubah ekstensinya agar tidak terbuka ' +
        'tanpa sengaja. Catat hash SHA-256 setiap sampel sebelum dianalisis supaya temuan Anda bisa ' +
        'dicocokkan dengan laporan lain.',
    ].join('\n\n'),
  },
  {
    courseSlug: 'digital-forensik',
    moduleOrder: 2,
    materialOrder: 3,
    isFreePreview: true,
    body: [
      'Menghapus berkas di sebagian besar sistem berkas hanya menandai ruangnya sebagai kosong; isinya ' +
        'tetap ada sampai ditimpa data baru. Itulah sebabnya berkas terhapus sering masih bisa dipulihkan.',
      'Langkah pertama selalu bekerja pada salinan (image) disk, bukan disk aslinya, dan mencatat hash ' +
        'image sebelum dan sesudah analisis.',
      'Alat seperti PhotoRec memulihkan berkas berdasarkan tanda tangan (file carving), sedangkan Autopsy ' +
        'dapat membaca entri sistem berkas yang sudah ditandai terhapus lengkap dengan nama dan waktunya. ' +
        'Hasil keduanya saling melengkapi.',
    ].join('\n\n'),
  },
  {
    courseSlug: 'keamanan-jaringan',
    moduleOrder: 2,
    materialOrder: 3,
    isFreePreview: true,
    body: [
      'Sebagian besar pelanggaran perimeter bukan karena firewall yang lemah, melainkan aturan yang ' +
        'terlalu longgar. Aturan "any-any" sementara yang dibuat saat perbaikan darurat sering terlupa ' +
        'bertahun-tahun.',
      'Kesalahan umum lainnya: port manajemen (SSH, RDP, panel admin) terbuka ke internet, VPN tanpa ' +
        'autentikasi dua faktor, dan jaringan tamu yang masih bisa menjangkau server internal.',
      'Biasakan meninjau aturan firewall secara berkala, memberi setiap aturan pemilik dan tanggal ' +
        'kedaluwarsa, serta menolak semua lalu lintas kecuali yang memang dibutuhkan.',
    ].join('\n\n'),
  },
];

/** Reviews by the extra members of seed-data.ts on courses they are enrolled in. */
export const COURSE_REVIEWS: readonly {
  courseSlug: string;
  username: string;
  rating: number;
  comment: string;
  daysAgo: number;
}[] = [
  {
    courseSlug: 'dasar-dasar-keamanan-siber',
    username: 'agus.pratama',
    rating: 5,
    comment: 'Penjelasannya runtut dan mudah dipahami. Gratis, tapi kualitasnya seperti kelas berbayar.',
    daysAgo: 8,
  },
  {
    courseSlug: 'dasar-dasar-keamanan-siber',
    username: 'siti.rahmawati',
    rating: 4,
    comment: 'Materi phishing-nya langsung saya praktikkan di kantor. Semoga ada tambahan studi kasus lagi.',
    daysAgo: 5,
  },
  {
    courseSlug: 'ethical-hacking-untuk-pemula',
    username: 'dimas.saputra',
    rating: 5,
    comment: 'Lab Nmap dan privilege escalation-nya seru. Laporan pentest saya jadi jauh lebih rapi.',
    daysAgo: 12,
  },
  {
    courseSlug: 'keamanan-jaringan',
    username: 'agus.pratama',
    rating: 4,
    comment: 'Bagian Suricata sangat membantu, tapi videonya agak cepat untuk pemula.',
    daysAgo: 15,
  },
  {
    courseSlug: 'keamanan-jaringan',
    username: 'putri.lestari',
    rating: 5,
    comment: 'Akhirnya paham segmentasi dan VLAN dengan contoh yang dekat dengan kondisi kantor.',
    daysAgo: 6,
  },
  {
    courseSlug: 'digital-forensik',
    username: 'nadia.kusuma',
    rating: 5,
    comment: 'Volatility yang dulu terasa menakutkan sekarang jadi alat favorit saya.',
    daysAgo: 9,
  },
  {
    courseSlug: 'digital-forensik',
    username: 'fajar.nugroho',
    rating: 4,
    comment: 'Template berita acaranya langsung terpakai di pekerjaan.',
    daysAgo: 3,
  },
];

// ---------------------------------------------------------------- live classes

export interface BatchSeed {
  slug: string;
  name: string;
  price: number;
  salePrice: number | null;
  quota: number;
  registrationOpensAt: SeedMoment;
  registrationClosesAt: SeedMoment;
  /** Sessions (title, day, start hour UTC, hours long); the batch runs from the first to the last. */
  /** `at` a day and hour, or `minutesFromSeed` minutes from the moment the demo is seeded (a session running now). */
  sessions: readonly ({ title: string; hours: number; meetingUrl?: string } & (
    { at: SeedMoment } | { minutesFromSeed: number }
  ))[];
}

export interface LiveClassSeed {
  slug: string;
  title: string;
  level: 'Pemula' | 'Menengah' | 'Mahir';
  category: string;
  description: string;
  syllabus: readonly string[];
  batches: readonly BatchSeed[];
}

const weekly = (titles: readonly string[], firstDay: number, hours = 3) =>
  titles.map((title, index) => ({ title, at: at(firstDay + index * 7, 12), hours }));

export const LIVE_CLASSES: readonly LiveClassSeed[] = [
  {
    slug: 'bootcamp-penetration-testing',
    title: 'Bootcamp Penetration Testing',
    level: 'Menengah',
    category: 'Offensive Security',
    description:
      'Empat pekan belajar langsung bersama instruktur: dari reconnaissance, eksploitasi aplikasi web dan ' +
      'jaringan, hingga menulis laporan pentest yang siap diserahkan ke klien. Setiap sesi diakhiri ' +
      'praktik di lab.',
    syllabus: [
      'Metodologi dan rules of engagement',
      'Reconnaissance dan pemindaian',
      'Eksploitasi aplikasi web',
      'Eksploitasi jaringan dan privilege escalation',
      'Menulis laporan pentest',
    ],
    batches: [
      {
        slug: 'batch-12',
        name: 'Batch 12',
        price: 2500000,
        salePrice: 1990000,
        quota: 25,
        registrationOpensAt: at(-7, 0),
        registrationClosesAt: at(12, 16),
        sessions: weekly(
          [
            'Metodologi dan reconnaissance',
            'Pemindaian dan enumerasi',
            'Eksploitasi aplikasi web',
            'Eksploitasi jaringan dan pelaporan',
          ],
          14,
        ),
      },
      {
        slug: 'batch-13',
        name: 'Batch 13',
        price: 2500000,
        salePrice: null,
        quota: 25,
        registrationOpensAt: at(30, 0),
        registrationClosesAt: at(55, 16),
        sessions: weekly(
          [
            'Metodologi dan reconnaissance',
            'Pemindaian dan enumerasi',
            'Eksploitasi aplikasi web',
            'Eksploitasi jaringan dan pelaporan',
          ],
          60,
        ),
      },
    ],
  },
  {
    slug: 'soc-analyst-intensif',
    title: 'SOC Analyst Intensif',
    level: 'Pemula',
    category: 'Defensive Security',
    description:
      'Kelas langsung untuk calon analis Security Operations Center: membaca log, menyusun aturan deteksi ' +
      'di SIEM, melakukan triase alert, dan menangani insiden sesuai playbook.',
    syllabus: [
      'Peran SOC dan alur kerja analis',
      'Log, SIEM, dan aturan deteksi',
      'Triase alert dan threat intelligence',
      'Penanganan insiden dan playbook',
    ],
    batches: [
      {
        slug: 'batch-4',
        name: 'Batch 4',
        price: 1750000,
        salePrice: null,
        quota: 25,
        registrationOpensAt: at(-60, 0),
        registrationClosesAt: at(-35, 16),
        sessions: weekly(['Peran SOC dan alur kerja', 'SIEM dan aturan deteksi', 'Triase dan penanganan insiden'], -30),
      },
      {
        slug: 'batch-5',
        name: 'Batch 5',
        price: 1750000,
        salePrice: 1500000,
        quota: 25,
        registrationOpensAt: at(-3, 0),
        registrationClosesAt: at(9, 16),
        sessions: weekly(['Peran SOC dan alur kerja', 'SIEM dan aturan deteksi', 'Triase dan penanganan insiden'], 10),
      },
    ],
  },
  {
    slug: 'workshop-secure-coding',
    title: 'Workshop Secure Coding',
    level: 'Menengah',
    category: 'Application Security',
    description:
      'Workshop praktik menulis kode yang aman untuk pengembang web: validasi input, autentikasi, ' +
      'manajemen sesi, dan code review berbasis OWASP ASVS, dengan contoh di Node.js dan PHP.',
    syllabus: [
      'Model ancaman untuk pengembang',
      'Validasi input dan injeksi',
      'Autentikasi dan sesi yang aman',
      'Secure code review',
    ],
    batches: [
      {
        // Quota 1: the oversell tests check that two parallel checkouts never both get the last seat.
        slug: 'kelas-privat-kuota-1',
        name: 'Kelas Privat (kuota 1)',
        price: 750000,
        salePrice: null,
        quota: 1,
        registrationOpensAt: at(-5, 0),
        registrationClosesAt: at(20, 16),
        sessions: [
          { title: 'Validasi input dan injeksi', at: at(24, 2), hours: 4 },
          { title: 'Autentikasi, sesi, dan code review', at: at(25, 2), hours: 4 },
        ],
      },
      {
        slug: 'batch-januari',
        name: 'Batch Januari',
        price: 950000,
        salePrice: 850000,
        quota: 30,
        registrationOpensAt: at(21, 0),
        registrationClosesAt: at(45, 16),
        sessions: [
          { title: 'Model ancaman dan validasi input', at: at(50, 2), hours: 4 },
          { title: 'Autentikasi, sesi, dan code review', at: at(51, 2), hours: 4 },
        ],
      },
      {
        // Running: one evening session held (the demo member attended it, seed-orders.ts), one running for three
        // hours from the moment the demo is seeded (its "Gabung sesi" is open), the last in nine days. The demo member
        // bought a seat (seed-orders.ts), so /member/training-index and Kelas Saya have a live class. Last in this
        // list so no other batch id moves.
        slug: 'kelas-malam',
        name: 'Kelas Malam',
        price: 950000,
        salePrice: null,
        quota: 30,
        registrationOpensAt: at(-40, 0),
        registrationClosesAt: at(-10, 16),
        sessions: [
          { title: 'Model ancaman dan validasi input', at: at(-5), hours: 3, meetingUrl: DEMO_MEETING_URLS[0] },
          { title: 'Autentikasi dan manajemen sesi', minutesFromSeed: -5, hours: 3, meetingUrl: DEMO_MEETING_URLS[1] },
          { title: 'Secure code review', at: at(9), hours: 3, meetingUrl: DEMO_MEETING_URLS[2] },
        ],
      },
    ],
  },
];

// ---------------------------------------------------------------- corporate trainings

/**
 * Every company of the demo (`corporates`, decision 0044): the two of the cybersecurity-culture program first, so
 * they stay ids 1 and 2 (the corporate manager's tests name them), then the other groups' companies.
 */
export const SEED_COMPANIES = [
  'PT Nusantara Aman',
  'PT Garuda Data Sentosa',
  'PT Bank Sejahtera Raya',
  'PT Logistik Andalan',
  'PT Fintech Maju Bersama',
] as const;

export const CORPORATE_TRAININGS: readonly {
  slug: string;
  title: string;
  summary: string;
  description: string;
  topics: readonly string[];
  durationDays: number;
  groups: readonly {
    slug: string;
    name: string;
    /** One of SEED_COMPANIES. */
    companyName: (typeof SEED_COMPANIES)[number];
    starts: SeedMoment;
    days: number;
    participantCount: number;
  }[];
}[] = [
  {
    slug: 'security-awareness-karyawan',
    title: 'Security Awareness untuk Karyawan',
    summary:
      'Pelatihan satu hari agar seluruh karyawan mengenali phishing, rekayasa sosial, dan kebiasaan kerja yang aman.',
    description:
      'Sebagian besar insiden berawal dari satu email yang diklik. Pelatihan ini membekali karyawan di ' +
      'semua divisi dengan kebiasaan sederhana yang paling berdampak, lengkap dengan simulasi phishing ' +
      'sebelum dan sesudah pelatihan untuk mengukur hasilnya.',
    topics: [
      'Phishing dan rekayasa sosial',
      'Kata sandi dan autentikasi dua faktor',
      'Keamanan perangkat dan kerja jarak jauh',
      'Melaporkan insiden',
      'Simulasi phishing dan laporan hasil',
    ],
    durationDays: 1,
    groups: [
      {
        slug: 'nusantara-aman-2026',
        name: 'Angkatan Maret 2026',
        companyName: 'PT Nusantara Aman',
        starts: at(-250, 2),
        days: 1,
        participantCount: 120,
      },
      {
        slug: 'bank-sejahtera-2026',
        name: 'Angkatan Oktober 2026',
        companyName: 'PT Bank Sejahtera Raya',
        starts: at(-40, 2),
        days: 1,
        participantCount: 85,
      },
    ],
  },
  {
    slug: 'incident-response-tim-ti',
    title: 'Incident Response untuk Tim TI',
    summary:
      'Tiga hari menyiapkan tim TI menghadapi insiden: deteksi, penahanan, pemulihan, dan pelaporan ke manajemen.',
    description:
      'Tim TI belajar menyusun rencana tanggap insiden yang sesuai dengan kondisi perusahaan, berlatih ' +
      'lewat tabletop exercise, dan menangani skenario ransomware di lab yang meniru jaringan kantor.',
    topics: [
      'Menyusun rencana tanggap insiden',
      'Deteksi dan triase',
      'Penahanan dan pemulihan',
      'Forensik awal',
      'Tabletop exercise ransomware',
    ],
    durationDays: 3,
    groups: [
      {
        slug: 'garuda-data-2026',
        name: 'Tim TI Garuda',
        companyName: 'PT Garuda Data Sentosa',
        starts: at(-90, 2),
        days: 3,
        participantCount: 18,
      },
      {
        slug: 'logistik-andalan-2026',
        name: 'Tim Infrastruktur',
        companyName: 'PT Logistik Andalan',
        starts: at(35, 2),
        days: 3,
        participantCount: 12,
      },
    ],
  },
  {
    slug: 'secure-development-lifecycle',
    title: 'Secure Development Lifecycle',
    summary: 'Dua hari untuk tim pengembang: memasukkan keamanan ke setiap tahap pengembangan perangkat lunak.',
    description:
      'Pengembang, QA, dan DevOps belajar threat modeling, secure code review, pengujian keamanan ' +
      'otomatis di pipeline CI/CD, dan pengelolaan dependensi yang rentan.',
    topics: [
      'Threat modeling',
      'OWASP Top 10 dalam praktik',
      'Secure code review',
      'SAST, DAST, dan dependensi di CI/CD',
    ],
    durationDays: 2,
    groups: [
      {
        slug: 'fintech-maju-2026',
        name: 'Tim Engineering',
        companyName: 'PT Fintech Maju Bersama',
        starts: at(-20, 2),
        days: 2,
        participantCount: 30,
      },
    ],
  },
];

// ---------------------------------------------------------------- events (Cyber Insight)

export const EVENTS: readonly {
  slug: string;
  title: string;
  summary: string;
  description: string;
  starts: SeedMoment;
  hours: number;
  location: string;
  price: number;
  quota: number;
  registrationCloses: SeedMoment;
  speakers: readonly { name: string; title: string }[];
}[] = [
  {
    slug: 'cyber-insight-ancaman-siber-2027',
    title: 'Cyber Insight: Lanskap Ancaman Siber 2027',
    summary: 'Webinar gratis tentang tren serangan yang perlu diwaspadai organisasi di Indonesia tahun depan.',
    description:
      'Para praktisi berbagi temuan dari penanganan insiden sepanjang tahun ini: ransomware yang menyasar ' +
      'sektor publik, penipuan berbasis AI, dan kebocoran data lewat pihak ketiga. Sesi ditutup dengan ' +
      'tanya jawab langsung.',
    starts: at(10, 12),
    hours: 2,
    location: 'Online (Zoom)',
    price: 0,
    quota: 500,
    registrationCloses: at(10, 10),
    speakers: [
      { name: 'Budi Instruktur', title: 'Praktisi Keamanan Ofensif, Akademi Siber' },
      { name: 'Ratna Wijaya', title: 'Kepala Tim Tanggap Insiden, PT Bank Sejahtera Raya' },
    ],
  },
  {
    slug: 'cyber-insight-workshop-threat-hunting',
    title: 'Cyber Insight: Workshop Threat Hunting',
    summary: 'Workshop berbayar tiga jam: berburu jejak penyerang di log nyata dengan Sigma dan Elastic.',
    description:
      'Peserta mendapat akses lab berisi log dari simulasi serangan, lalu bersama pemateri menyusun ' +
      'hipotesis, menulis kueri, dan menemukan jejak penyerang. Kuota terbatas agar setiap peserta bisa ' +
      'didampingi.',
    starts: at(21, 2),
    hours: 3,
    location: 'Online (Zoom)',
    price: 75000,
    quota: 40,
    registrationCloses: at(19, 16),
    speakers: [{ name: 'Hendra Gunawan', title: 'Threat Hunter, Garuda Data Sentosa' }],
  },
  {
    slug: 'cyber-insight-membangun-soc',
    title: 'Cyber Insight: Membangun Security Operations Center',
    summary: 'Pengalaman membangun SOC dari nol di perusahaan menengah: orang, proses, dan teknologi.',
    description:
      'Rekaman diskusi tentang langkah-langkah membangun SOC, memilih SIEM, merekrut analis, dan mengukur ' +
      'keberhasilan tim.',
    starts: at(-40, 12),
    hours: 2,
    location: 'Online (Zoom)',
    price: 0,
    quota: 300,
    registrationCloses: at(-40, 10),
    speakers: [{ name: 'Maya Sari', title: 'SOC Manager, PT Nusantara Aman' }],
  },
  {
    slug: 'cyber-insight-meetup-jakarta',
    title: 'Cyber Insight Meetup Jakarta',
    summary: 'Temu komunitas keamanan siber di Jakarta: lightning talk, demo CTF, dan jejaring.',
    description: 'Malam komunitas dengan lima lightning talk dari anggota, demo soal CTF, dan sesi berjejaring.',
    starts: at(-75, 11),
    hours: 3,
    location: 'Kantor Akademi Siber, Jl. Jend. Sudirman Kav. 52, Jakarta Selatan',
    price: 50000,
    quota: 80,
    registrationCloses: at(-76, 16),
    speakers: [
      { name: 'Budi Instruktur', title: 'Praktisi Keamanan Ofensif, Akademi Siber' },
      { name: 'Dian Puspita', title: 'Kapten Tim CTF Universitas Siber Indonesia' },
    ],
  },
];

// ---------------------------------------------------------------- plans, promos, testimonials

export const SUBSCRIPTION_PLANS: readonly { name: string; months: number; price: number; description: string }[] = [
  {
    name: 'Langganan 1 Bulan',
    months: 1,
    price: 99000,
    description: 'Akses semua kelas yang termasuk langganan selama satu bulan. Cocok untuk mencoba.',
  },
  {
    name: 'Langganan 3 Bulan',
    months: 3,
    price: 249000,
    description: 'Tiga bulan akses penuh ke kelas langganan, cukup untuk menuntaskan satu jalur belajar.',
  },
  {
    name: 'Langganan 12 Bulan',
    months: 12,
    price: 799000,
    description: 'Satu tahun belajar tanpa batas dengan harga per bulan paling hemat.',
  },
];

export interface PromoSeed {
  code: string;
  title: string;
  description: string;
  kind: 'percent' | 'fixed';
  value: number;
  startsAt: SeedMoment | null;
  endsAt: SeedMoment | null;
  quota: number | null;
  perUserLimit: number;
  eligible: readonly ('course' | 'batch' | 'plan' | 'event')[];
  showOnPromoPage: boolean;
}

export const PROMO_CODES: readonly PromoSeed[] = [
  {
    code: 'HEMAT20',
    title: 'Hemat 20% kelas online dan live class',
    description: 'Potongan 20% untuk semua kelas online dan batch live class. Berlaku satu kali per akun.',
    kind: 'percent',
    value: 20,
    startsAt: at(-7, 0),
    endsAt: at(30, 16),
    quota: null,
    perUserLimit: 1,
    eligible: ['course', 'batch'],
    showOnPromoPage: true,
  },
  {
    code: 'POTONG50K',
    title: 'Potongan Rp 50.000 tanpa minimum',
    description:
      'Potongan langsung Rp 50.000 untuk kelas, live class, langganan, maupun acara. Berlaku satu kali per akun.',
    kind: 'fixed',
    value: 50000,
    startsAt: at(-3, 0),
    endsAt: at(14, 16),
    quota: null,
    perUserLimit: 1,
    eligible: ['course', 'batch', 'plan', 'event'],
    showOnPromoPage: true,
  },
  {
    code: 'EXPIRED10',
    title: 'Diskon 10% akhir bulan',
    description: 'Promo yang sudah berakhir kemarin.',
    kind: 'percent',
    value: 10,
    startsAt: at(-30, 0),
    endsAt: at(-1, 0),
    quota: null,
    perUserLimit: 1,
    eligible: ['course', 'batch', 'plan', 'event'],
    showOnPromoPage: true,
  },
  {
    code: 'KUOTA1',
    title: 'Diskon 15% untuk satu pembeli pertama',
    description: 'Hanya bisa dipakai oleh satu pesanan.',
    kind: 'percent',
    value: 15,
    startsAt: null,
    endsAt: null,
    quota: 1,
    perUserLimit: 1,
    eligible: ['course', 'batch', 'plan', 'event'],
    showOnPromoPage: false,
  },
];

export const TESTIMONIALS: readonly { name: string; role: string; quote: string }[] = [
  {
    name: 'Agus Pratama',
    role: 'Analis SOC, PT Nusantara Aman',
    quote:
      'Dari nol sampai lulus sertifikasi pertama dalam enam bulan. Lab-nya yang membuat saya benar-benar ' +
      'paham, bukan sekadar hafal.',
  },
  {
    name: 'Nadia Kusuma',
    role: 'Investigator Forensik Digital',
    quote: 'Kelas Digital Forensik langsung terpakai di pekerjaan. Instrukturnya praktisi, jadi contoh kasusnya nyata.',
  },
  {
    name: 'Dimas Saputra',
    role: 'Penetration Tester',
    quote: 'Bootcamp live class-nya intens tapi menyenangkan. Laporan pentest pertama saya dipuji klien.',
  },
  {
    name: 'Intan Permata',
    role: 'Pengembang Web, Startup Fintech',
    quote:
      'Setelah ikut Keamanan Aplikasi Web, saya jadi orang yang paling rajin mengingatkan tim soal validasi input.',
  },
];

// ---------------------------------------------------------------- what tests and the e2e suite use

/**
 * The seeded draft's thumbnail (decision 0053): a read-only `demo/` file (storage/demo-files.ts) behind a fixed URL, so
 * a fresh database has a course thumbnail to serve.
 */
export const DEMO_COURSE_THUMBNAIL = {
  courseSlug: 'pengantar-keamanan-cloud',
  storageKey: 'demo/course-thumbnails/pengantar-keamanan-cloud.png',
  file: 'dc000000000000000000000000000001.png',
  url: '/api/course-thumbnails/dc000000000000000000000000000001.png',
} as const;

export const SEED_CATALOG = {
  /** Price 0 (seed-data.ts), published, in the subscription. */
  freeCourseSlug: 'dasar-dasar-keamanan-siber',
  /** Paid, published, NOT in the subscription; the demo member is not enrolled and it is in the demo member's cart. */
  paidCourseSlug: 'analisis-malware',
  /** Paid, published, in the subscription; the demo member is not enrolled. */
  subscriptionCourseSlug: 'keamanan-jaringan',
  /** Unpublished: every public route answers 404. */
  draftCourseSlug: 'pengantar-keamanan-cloud',
  /** A free-preview article with a body. */
  previewMaterial: { courseSlug: 'keamanan-aplikasi-web', hashId: seedMaterialHashId('keamanan-aplikasi-web', 1, 3) },
  /** A free-preview video that plays DEMO_PREVIEW_VIDEO_FILE. */
  previewVideo: { courseSlug: 'keamanan-aplikasi-web', hashId: seedMaterialHashId('keamanan-aplikasi-web', 1, 1) },
  /** A file material (the course player's download; the demo member is enrolled in this course). */
  fileMaterial: { courseSlug: 'keamanan-aplikasi-web', hashId: seedMaterialHashId('keamanan-aplikasi-web', 3, 3) },
  /** An article with a body that is NOT a free preview. */
  paidMaterial: {
    courseSlug: 'dasar-dasar-keamanan-siber',
    hashId: seedMaterialHashId('dasar-dasar-keamanan-siber', 2, 3),
  },
  liveClassSlug: 'bootcamp-penetration-testing',
  /** Registration open now, quota 25, first session in 14 days. */
  openBatch: { id: 1, liveClassSlug: 'bootcamp-penetration-testing', slug: 'batch-12', quota: 25, price: 1990000 },
  /** Registration opens in 30 days. */
  upcomingBatch: { id: 2, liveClassSlug: 'bootcamp-penetration-testing', slug: 'batch-13' },
  /** Registration closed 35 days ago (already held). */
  closedBatch: { id: 3, liveClassSlug: 'soc-analyst-intensif', slug: 'batch-4' },
  /** Registration open, quota 1: for the oversell test. */
  quotaOneBatch: {
    id: 5,
    liveClassSlug: 'workshop-secure-coding',
    slug: 'kelas-privat-kuota-1',
    quota: 1,
    price: 750000,
  },
  /** Running (one session held, the next in 2 days, registration closed): the demo member's paid seat. */
  runningBatch: { id: 7, liveClassSlug: 'workshop-secure-coding', slug: 'kelas-malam' },
  corporateTrainingSlug: 'security-awareness-karyawan',
  /** Upcoming, free, quota 500. */
  freeEventId: 1,
  /** Upcoming, Rp 75.000, quota 40. */
  paidEventId: 2,
  paidEventPrice: 75000,
  /** Held 40 days ago. */
  pastEventId: 3,
  plans: {
    monthly: { id: 1, months: 1, price: 99000 },
    quarterly: { id: 2, months: 3, price: 249000 },
    yearly: { id: 3, months: 12, price: 799000 },
  },
  promos: {
    /** 20 %, courses and batches, on /promo, one use per member. */
    percent: 'HEMAT20',
    /** Rp 50.000 off, every item type, on /promo, one use per member. */
    fixed: 'POTONG50K',
    /** Ended yesterday. */
    expired: 'EXPIRED10',
    /** 15 %, quota 1 order. */
    quotaOne: 'KUOTA1',
  },
} as const;
