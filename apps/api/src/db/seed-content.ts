// Demo blog posts, Cybercast episodes and a filled member cart, so the public blog and Cybercast pages and the
// navbar badges show real data on a fresh database. Texts are what a reader sees: Indonesian.
import type { Transaction } from './client';
import { blogPictures, DEMO_BLOG_COVER_URL } from '../modules/content/blog-images';
import { cartItems, contentCategories, contentPosts } from './schema';

const DAY = 24 * 60 * 60 * 1000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY);

export interface CategorySeed {
  slug: string;
  category: string;
}

export interface PostSeed {
  slug: string;
  title: string;
  category: string;
  summary: string;
  /** Paragraphs; a paragraph starting with `## ` is a subheading. */
  paragraphs: readonly string[];
  /** Days before the seed; null keeps the post a draft (never listed). */
  publishedDaysAgo: number | null;
}

export interface EpisodeSeed extends PostSeed {
  minutes: number;
}

export const BLOG_CATEGORIES: readonly CategorySeed[] = [
  { slug: 'tips-keamanan', category: 'Tips Keamanan' },
  { slug: 'berita-siber', category: 'Berita Siber' },
  { slug: 'tutorial', category: 'Tutorial' },
  { slug: 'karier', category: 'Karier' },
  // No posts yet: the category page shows its empty state.
  { slug: 'acara', category: 'Acara' },
];

export const BLOG_POSTS: readonly PostSeed[] = [
  {
    slug: 'cara-membuat-password-yang-kuat',
    title: 'Cara Membuat Password yang Kuat dan Mudah Diingat',
    category: 'tips-keamanan',
    summary:
      'Passphrase, pengelola password, dan autentikasi dua faktor: tiga kebiasaan kecil yang menutup ' +
      'sebagian besar celah akun.',
    paragraphs: [
      'Sebagian besar pembobolan akun tidak memakai teknik canggih. Penyerang cukup mencoba password yang ' +
        'bocor dari situs lain, atau menebak kombinasi yang umum dipakai seperti nama dan tanggal lahir.',
      '## Gunakan passphrase',
      'Gabungkan empat sampai lima kata acak menjadi satu kalimat, misalnya "kopi-hujan-sepeda-lampu". ' +
        'Panjangnya membuat passphrase jauh lebih sulit ditebak daripada password pendek yang rumit, tetapi ' +
        'tetap mudah diingat.',
      '## Satu akun, satu password',
      'Jangan pernah memakai ulang password. Pengelola password menyimpan semuanya secara terenkripsi ' +
        'sehingga Anda hanya perlu mengingat satu passphrase utama.',
      '## Aktifkan autentikasi dua faktor',
      'Kode dari aplikasi autentikator atau kunci keamanan fisik menghentikan hampir semua upaya masuk ' +
        'memakai password curian. Aktifkan terutama untuk email, karena email adalah kunci untuk mengatur ' +
        'ulang akun lain.',
    ],
    publishedDaysAgo: 2,
  },
  {
    slug: 'mengenali-email-phishing',
    title: 'Mengenali Email Phishing dalam 30 Detik',
    category: 'tips-keamanan',
    summary:
      'Alamat pengirim, tautan yang disamarkan, dan rasa terburu-buru: tanda-tanda yang perlu dicek sebelum mengeklik.',
    paragraphs: [
      'Phishing masih menjadi pintu masuk utama serangan ke organisasi di Indonesia. Kabar baiknya, ' +
        'sebagian besar email phishing dapat dikenali dengan beberapa pemeriksaan cepat.',
      '## Periksa alamat pengirim',
      'Nama tampilan mudah dipalsukan. Lihat alamat email lengkapnya dan perhatikan domain yang mirip, ' +
        'seperti huruf "l" yang diganti angka "1".',
      '## Arahkan kursor sebelum mengeklik',
      'Tautan yang tertulis "bank-anda.co.id" bisa saja mengarah ke alamat lain. Arahkan kursor atau ' +
        'tekan lama di ponsel untuk melihat tujuan sebenarnya.',
      '## Waspadai desakan',
      'Ancaman pemblokiran akun atau hadiah yang harus segera diklaim adalah trik untuk membuat Anda ' +
        'bertindak tanpa berpikir. Jika ragu, hubungi pengirim melalui saluran resmi.',
    ],
    publishedDaysAgo: 6,
  },
  {
    slug: 'keamanan-wifi-publik',
    title: 'Aman Bekerja dari Kafe: Panduan Wi-Fi Publik',
    category: 'tips-keamanan',
    summary:
      'Jaringan Wi-Fi gratis nyaman tetapi berisiko. Ini langkah praktis agar data kantor tetap aman saat ' +
      'bekerja di luar.',
    paragraphs: [
      'Wi-Fi publik memudahkan kerja jarak jauh, tetapi siapa pun di jaringan yang sama dapat mencoba ' +
        'mengintip lalu lintas yang tidak terenkripsi atau memasang titik akses palsu.',
      'Pastikan situs yang Anda buka memakai HTTPS, gunakan VPN kantor untuk sistem internal, dan matikan ' +
        'fitur berbagi file. Jika memungkinkan, gunakan tethering dari ponsel sendiri.',
      'Terakhir, lupakan jaringan publik setelah selesai agar perangkat tidak tersambung otomatis ke ' +
        'titik akses dengan nama yang sama di kemudian hari.',
    ],
    publishedDaysAgo: 15,
  },
  {
    slug: 'ransomware-menyerang-layanan-publik',
    title: 'Ransomware pada Layanan Publik: Apa yang Bisa Dipelajari',
    category: 'berita-siber',
    summary:
      'Serangan ransomware ke pusat data layanan publik menunjukkan pentingnya cadangan yang terisolasi ' +
      'dan rencana pemulihan yang teruji.',
    paragraphs: [
      'Serangan ransomware terhadap infrastruktur layanan publik beberapa waktu lalu melumpuhkan banyak ' +
        'layanan sekaligus. Dampaknya terasa luas karena banyak instansi bergantung pada satu pusat data.',
      '## Cadangan yang benar-benar terpisah',
      'Cadangan yang tersambung ke jaringan yang sama dapat ikut terenkripsi. Simpan salinan secara ' +
        'offline atau di lingkungan yang tidak dapat diubah, lalu uji pemulihannya secara berkala.',
      '## Segmentasi jaringan',
      'Memisahkan sistem berdasarkan fungsi dan tingkat kepentingan membatasi seberapa jauh penyerang ' +
        'dapat bergerak setelah berhasil masuk.',
    ],
    publishedDaysAgo: 9,
  },
  {
    slug: 'regulasi-pelindungan-data-pribadi',
    title: 'UU Pelindungan Data Pribadi: Yang Perlu Disiapkan Perusahaan',
    category: 'berita-siber',
    summary:
      'Kewajiban pengendali data, pemberitahuan kebocoran, dan sanksi: ringkasan praktis untuk tim TI dan kepatuhan.',
    paragraphs: [
      'Undang-Undang Pelindungan Data Pribadi mewajibkan setiap pengendali data menjaga kerahasiaan, ' +
        'integritas, dan ketersediaan data pribadi yang mereka kelola.',
      'Perusahaan perlu memetakan data pribadi apa saja yang dikumpulkan, untuk tujuan apa, dan siapa ' +
        'yang dapat mengaksesnya. Pemetaan ini menjadi dasar untuk menilai risiko dan menyusun kontrol ' +
        'keamanan.',
      'Saat terjadi kegagalan pelindungan data, pengendali wajib memberitahu subjek data dan lembaga ' +
        'terkait dalam batas waktu yang ditentukan. Siapkan prosedur tanggap insiden sebelum dibutuhkan.',
    ],
    publishedDaysAgo: 20,
  },
  {
    slug: 'tren-serangan-siber-2026',
    title: 'Lima Tren Serangan Siber yang Perlu Diwaspadai',
    category: 'berita-siber',
    summary:
      'Deepfake untuk penipuan, serangan rantai pasok, hingga pencurian token sesi: tren yang terus naik ' +
      'di kawasan Asia Tenggara.',
    paragraphs: [
      'Penyerang semakin sering menyasar manusia dan pihak ketiga, bukan sistem yang sudah dijaga ketat.',
      'Penipuan dengan suara atau video palsu, penyusupan lewat pembaruan perangkat lunak pemasok, ' +
        'pencurian token sesi untuk melewati autentikasi dua faktor, eksploitasi cepat pada kerentanan ' +
        'perangkat tepi, dan pemerasan tanpa enkripsi menjadi pola yang paling banyak dilaporkan.',
      'Pertahanan terbaik tetap dasar-dasar yang dijalankan dengan disiplin: inventaris aset, pembaruan ' +
        'rutin, hak akses minimum, dan latihan kesadaran keamanan bagi seluruh karyawan.',
    ],
    publishedDaysAgo: 30,
  },
  {
    slug: 'memulai-nmap-untuk-pemula',
    title: 'Memulai Nmap: Memetakan Jaringan Sendiri',
    category: 'tutorial',
    summary:
      'Pemindaian port dasar, deteksi layanan, dan cara membaca hasilnya, dipraktikkan hanya pada ' +
      'jaringan milik sendiri.',
    paragraphs: [
      'Nmap adalah alat standar untuk mengetahui perangkat dan layanan apa saja yang aktif di sebuah ' +
        'jaringan. Gunakan hanya pada jaringan yang Anda miliki atau yang Anda punya izin tertulis untuk ' +
        'mengujinya.',
      '## Pemindaian pertama',
      'Perintah "nmap 192.168.1.0/24" menemukan perangkat yang aktif di jaringan rumah. Tambahkan opsi ' +
        '"-sV" untuk mengenali versi layanan yang berjalan di setiap port terbuka.',
      '## Membaca hasil',
      'Port berstatus open berarti ada layanan yang menerima koneksi. Catat layanan yang tidak Anda ' +
        'kenali, lalu matikan yang tidak diperlukan. Itulah langkah pertama mengecilkan permukaan serangan.',
    ],
    publishedDaysAgo: 4,
  },
  {
    slug: 'mengamankan-server-linux',
    title: 'Sepuluh Langkah Mengamankan Server Linux Baru',
    category: 'tutorial',
    summary:
      'Dari kunci SSH sampai pembaruan otomatis: daftar periksa singkat sebelum server pertama Anda ' +
      'terhubung ke internet.',
    paragraphs: [
      'Server baru langsung dipindai oleh bot dalam hitungan menit setelah terhubung ke internet. Lakukan ' +
        'pengamanan dasar sebelum memasang aplikasi apa pun.',
      'Buat pengguna biasa dengan sudo, matikan login root lewat SSH, gunakan kunci SSH alih-alih ' +
        'password, aktifkan firewall yang hanya membuka port yang dibutuhkan, dan nyalakan pembaruan ' +
        'keamanan otomatis.',
      'Lengkapi dengan fail2ban untuk menahan percobaan login berulang, sinkronisasi waktu, pencatatan ' +
        'log terpusat, cadangan terjadwal, dan pemantauan ruang disk.',
    ],
    publishedDaysAgo: 12,
  },
  {
    slug: 'menganalisis-log-dengan-grep',
    title: 'Menganalisis Log Akses Web dengan grep dan awk',
    category: 'tutorial',
    summary: 'Menemukan alamat IP yang mencurigakan dan pola serangan di log server web tanpa alat tambahan.',
    paragraphs: [
      'Log akses server web menyimpan jejak setiap permintaan. Dengan grep dan awk Anda bisa menemukan ' +
        'pola serangan dalam hitungan detik.',
      'Hitung permintaan per alamat IP untuk menemukan pemindai, cari pola seperti "../" atau "union ' +
        'select" untuk upaya eksploitasi, dan perhatikan lonjakan respons 401 atau 403 yang menandakan ' +
        'percobaan menebak password.',
    ],
    publishedDaysAgo: 25,
  },
  {
    slug: 'jalur-karier-analis-soc',
    title: 'Jalur Karier Analis SOC: Dari Tier 1 sampai Threat Hunter',
    category: 'karier',
    summary:
      'Apa yang dikerjakan analis SOC setiap hari, keterampilan yang dicari perekrut, dan sertifikasi ' +
      'yang layak dikejar.',
    paragraphs: [
      'Security Operations Center adalah pintu masuk favorit ke dunia keamanan siber. Analis tier 1 ' +
        'memantau peringatan, memilah mana yang perlu ditindaklanjuti, dan mendokumentasikan temuan.',
      'Seiring pengalaman, analis naik ke investigasi insiden, lalu ke threat hunting: mencari tanda ' +
        'penyusupan secara proaktif sebelum ada peringatan.',
      'Kuasai dasar jaringan, sistem operasi, dan SIEM. Kebiasaan menulis laporan yang jelas sama ' +
        'pentingnya dengan kemampuan teknis.',
    ],
    publishedDaysAgo: 7,
  },
  {
    slug: 'portofolio-untuk-pemula-keamanan-siber',
    title: 'Membangun Portofolio Keamanan Siber Tanpa Pengalaman Kerja',
    category: 'karier',
    summary: 'Write-up CTF, laboratorium rumah, dan kontribusi open source yang membuat CV Anda dilirik perekrut.',
    paragraphs: [
      'Perekrut ingin melihat bukti bahwa Anda bisa belajar dan memecahkan masalah. Portofolio yang baik ' +
        'menunjukkan proses berpikir, bukan hanya hasil.',
      'Tulis pembahasan tantangan CTF yang sudah selesai, dokumentasikan laboratorium rumah Anda, dan ' +
        'ikut memperbaiki dokumentasi atau bug kecil di proyek keamanan open source.',
    ],
    publishedDaysAgo: 40,
  },
  {
    slug: 'draf-panduan-zero-trust',
    title: 'Panduan Zero Trust untuk UMKM',
    category: 'tutorial',
    summary: 'Draf yang belum terbit.',
    paragraphs: ['Draf ini belum diterbitkan.'],
    publishedDaysAgo: null,
  },
];

export const CYBERCAST_CATEGORIES: readonly CategorySeed[] = [
  { slug: 'wawancara', category: 'Wawancara' },
  { slug: 'bedah-kasus', category: 'Bedah Kasus' },
  { slug: 'karier-siber', category: 'Karier Siber' },
];

export const CYBERCAST_EPISODES: readonly EpisodeSeed[] = [
  {
    slug: 'eps-12-membangun-tim-soc-dari-nol',
    title: 'Eps. 12 — Membangun Tim SOC dari Nol',
    category: 'wawancara',
    summary: 'Bersama kepala SOC sebuah bank nasional: merekrut, melatih, dan menjaga analis tetap bersemangat.',
    paragraphs: [
      'Kami berbincang tentang cara memulai SOC dengan anggaran terbatas, memilih kasus penggunaan ' +
        'pertama untuk SIEM, dan mencegah kelelahan akibat terlalu banyak peringatan.',
      '## Topik',
      'Rekrutmen analis junior, rotasi jadwal jaga, metrik yang benar-benar berguna, dan kapan perlu menggandeng MSSP.',
    ],
    minutes: 48,
    publishedDaysAgo: 3,
  },
  {
    slug: 'eps-11-bug-bounty-di-indonesia',
    title: 'Eps. 11 — Cerita Pemburu Bug Bounty Indonesia',
    category: 'wawancara',
    summary: 'Dari hobi menjadi penghasilan: pengalaman peneliti keamanan lokal melaporkan celah ke perusahaan global.',
    paragraphs: [
      'Tamu kami menceritakan laporan pertamanya, cara memilih program, dan etika pengungkapan yang bertanggung jawab.',
      'Ia juga membagikan rutinitas belajar dan alat yang dipakai sehari-hari.',
    ],
    minutes: 41,
    publishedDaysAgo: 17,
  },
  {
    slug: 'eps-10-bedah-kebocoran-data-ecommerce',
    title: 'Eps. 10 — Bedah Kebocoran Data E-Commerce',
    category: 'bedah-kasus',
    summary: 'Bagaimana jutaan data pelanggan bisa bocor, dan kontrol apa yang seharusnya menghentikannya.',
    paragraphs: [
      'Kami menelusuri kronologi kebocoran dari laporan publik: akses awal, eskalasi, hingga data muncul di forum.',
      '## Pelajaran',
      'Pemantauan akses basis data, pembatasan kueri massal, dan rotasi kredensial layanan menjadi sorotan utama.',
    ],
    minutes: 36,
    publishedDaysAgo: 10,
  },
  {
    slug: 'eps-9-serangan-rantai-pasok',
    title: 'Eps. 9 — Ketika Pembaruan Perangkat Lunak Menjadi Senjata',
    category: 'bedah-kasus',
    summary: 'Menguraikan serangan rantai pasok terkenal dan cara organisasi menilai risiko pemasok.',
    paragraphs: [
      'Serangan rantai pasok memanfaatkan kepercayaan kita pada pemasok. Episode ini membahas cara ' +
        'kerjanya dan langkah mitigasi yang realistis.',
    ],
    minutes: 39,
    publishedDaysAgo: 31,
  },
  {
    slug: 'eps-8-sertifikasi-pertama',
    title: 'Eps. 8 — Sertifikasi Pertama: Mana yang Layak?',
    category: 'karier-siber',
    summary: 'Membandingkan sertifikasi tingkat pemula dari sisi biaya, materi, dan pandangan perekrut.',
    paragraphs: [
      'Sertifikasi bukan satu-satunya jalan, tetapi membantu melewati penyaringan CV. Kami membandingkan ' +
        'pilihan populer untuk pemula.',
    ],
    minutes: 33,
    publishedDaysAgo: 24,
  },
  {
    slug: 'eps-7-pindah-karier-ke-keamanan-siber',
    title: 'Eps. 7 — Pindah Karier ke Keamanan Siber di Usia 30-an',
    category: 'karier-siber',
    summary: 'Kisah guru matematika yang kini menjadi penetration tester, dan apa yang ia pelajari di sepanjang jalan.',
    paragraphs: [
      'Tamu kami membagikan jadwal belajarnya, cara membangun jaringan profesional, dan wawancara kerja pertamanya.',
    ],
    minutes: 44,
    publishedDaysAgo: 45,
  },
];

/** The bundled clip of the demo episodes (6 s, mono MP3 made with ffmpeg's sine source). */
export const DEMO_EPISODE_AUDIO = {
  audioKey: 'demo/cybercast/contoh-episode.mp3',
  audioBytes: 24497,
  audioType: 'audio/mpeg',
  durationSeconds: 6,
} as const;

/** Courses the demo member has put in the cart but not bought yet. */
export const MEMBER_CART_COURSES: readonly string[] = ['analisis-malware', 'digital-forensik'];

/** Blog posts by the admin, Cybercast episodes by the author (both are staff accounts). */
export async function seedContent(tx: Transaction, people: { admin: number; author: number }): Promise<void> {
  await seedKind(tx, 'blog', BLOG_CATEGORIES, BLOG_POSTS, people.admin);
  await seedKind(tx, 'cybercast', CYBERCAST_CATEGORIES, CYBERCAST_EPISODES, people.author);
}

async function seedKind(
  tx: Transaction,
  kind: 'blog' | 'cybercast',
  categories: readonly CategorySeed[],
  posts: readonly (PostSeed & { minutes?: number })[],
  authorId: number,
) {
  const rows = await tx
    .insert(contentCategories)
    .values(categories.map((category, order) => ({ kind, slug: category.slug, category: category.category, order })))
    .returning({ id: contentCategories.id, slug: contentCategories.slug });
  const categoryId = new Map(rows.map((row) => [row.slug, row.id]));
  await tx.insert(contentPosts).values(
    posts.map((post) => {
      const id = categoryId.get(post.category);
      if (id === undefined) throw new Error(`seed: unknown ${kind} category ${post.category}`);
      return {
        kind,
        slug: post.slug,
        title: post.title,
        summary: post.summary,
        body: post.paragraphs.join('\n\n'),
        categoryId: id,
        authorId,
        // Every demo episode plays the same short bundled clip (apps/api/media/demo/cybercast), so its length is
        // the clip's, as ffprobe reads it for an upload; `minutes` stays the episode's planned length in the text.
        ...(kind === 'cybercast'
          ? DEMO_EPISODE_AUDIO
          : { durationSeconds: post.minutes === undefined ? null : post.minutes * 60 }),
        publishedAt: post.publishedDaysAgo === null ? null : daysAgo(post.publishedDaysAgo),
        // The first post shows a cover on a fresh database (a bundled picture, decision 0052).
        ...(kind === 'blog' && post === posts[0]
          ? { coverUrl: DEMO_BLOG_COVER_URL, coverKey: blogPictures.keyOf(DEMO_BLOG_COVER_URL) }
          : {}),
      };
    }),
  );
}

export async function seedMemberCart(
  tx: Transaction,
  memberId: number,
  courseIds: Record<string, number>,
): Promise<void> {
  await tx.insert(cartItems).values(
    MEMBER_CART_COURSES.map((slug, index) => ({
      userId: memberId,
      courseId: courseIds[slug],
      addedAt: daysAgo(index + 1),
    })),
  );
}
