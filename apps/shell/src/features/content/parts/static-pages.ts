/**
 * The company and legal pages (docs/product.md, "Content": editable by admin once the content admin exists).
 * Until then they live here as data, one entry per page, rendered by pages/static-page.tsx.
 */

export interface StaticSection {
  heading: string;
  paragraphs?: readonly string[];
  items?: readonly string[];
}

export interface StaticPageContent {
  path: string;
  title: string;
  lead: string;
  /** ISO date of the text's last change, shown as "Terakhir diperbarui". */
  updated: string;
  sections: readonly StaticSection[];
}

const CONTACT = 'halo@akademisiber.id';

export const ABOUT_US: StaticPageContent = {
  path: '/tentang-kami',
  title: 'Tentang Kami',
  lead:
    'Akademi Siber membantu orang Indonesia menjadi profesional keamanan siber: belajar dari ' +
    'praktisi, berlatih di lab, dan membuktikan kemampuan dengan sertifikat yang dapat diverifikasi.',
  updated: '2026-01-15',
  sections: [
    {
      heading: 'Misi kami',
      paragraphs: [
        'Kebutuhan tenaga keamanan siber di Indonesia tumbuh jauh lebih cepat daripada jumlah orang yang ' +
          'siap mengisinya. Kami percaya jalan keluarnya adalah materi berbahasa Indonesia yang berstandar ' +
          'industri, latihan langsung, dan komunitas yang saling membantu.',
        'Setiap kelas disusun bersama praktisi yang bekerja di bank, perusahaan teknologi, lembaga ' +
          'pemerintah, dan konsultan keamanan, sehingga yang dipelajari adalah yang benar-benar dipakai di ' +
          'lapangan.',
      ],
    },
    {
      heading: 'Yang kami tawarkan',
      items: [
        'Belajar Online: kelas mandiri dengan video, kuis, ujian, dan sertifikat.',
        'Live Class: kelas terjadwal bersama instruktur dalam batch kecil.',
        'Corporate Training dan Cybersecurity Culture: program untuk tim dan seluruh karyawan perusahaan, ' +
          'lengkap dengan laporan kemajuan.',
        'Cybersecurity Lab: exercise lab terpandu dan tantangan CTF untuk berlatih secara legal dan aman.',
        'Cyber Insight, Blog, dan Cybercast: acara, tulisan, dan obrolan untuk terus mengikuti ' +
          'perkembangan dunia siber.',
      ],
    },
    {
      heading: 'Keamanan adalah bagian dari produk kami',
      paragraphs: [
        'Platform ini dikelola dengan sistem manajemen keamanan informasi bersertifikat ISO/IEC 27001 dan ' +
          'terdaftar sebagai Penyelenggara Sistem Elektronik. Password disimpan dengan hash argon2id, sesi ' +
          'dapat dicabut kapan saja, dan data pribadi diproses sesuai Kebijakan Privasi kami.',
      ],
    },
    {
      heading: 'Hubungi kami',
      paragraphs: [
        `Untuk pertanyaan umum, kerja sama, atau pelatihan perusahaan, kirim email ke ${CONTACT}. Kami ` +
          `membalas pada hari kerja, Senin sampai Jumat.`,
      ],
    },
  ],
};

export const PRIVACY_POLICY: StaticPageContent = {
  path: '/kebijakan-privasi',
  title: 'Kebijakan Privasi',
  lead:
    'Kebijakan ini menjelaskan data pribadi apa yang kami kumpulkan, untuk apa kami memakainya, dan ' +
    'hak Anda atas data tersebut sesuai Undang-Undang Pelindungan Data Pribadi.',
  updated: '2026-01-15',
  sections: [
    {
      heading: 'Data yang kami kumpulkan',
      items: [
        'Data akun: nama, username, alamat email, password (disimpan sebagai hash, tidak dapat dibaca ' +
          'kembali), foto profil jika Anda mengunggahnya.',
        'Data belajar: kelas yang diikuti, progres materi, nilai kuis dan ujian, poin, XP, dan sertifikat.',
        'Data transaksi: pesanan, nominal, status pembayaran, dan bukti transfer yang Anda unggah.',
        'Data teknis: alamat IP, jenis peramban, dan waktu akses, untuk keamanan akun dan pencegahan penyalahgunaan.',
      ],
    },
    {
      heading: 'Untuk apa data dipakai',
      items: [
        'Menyediakan layanan: membuat akun, mencatat progres, menerbitkan sertifikat, dan memproses pembayaran.',
        'Menjaga keamanan: mendeteksi percobaan masuk yang mencurigakan dan membatasi permintaan berlebihan.',
        'Mengirim email layanan seperti verifikasi akun dan atur ulang password. Email informasi dan ' +
          'promosi hanya dikirim jika Anda tidak berhenti berlangganan.',
      ],
    },
    {
      heading: 'Berbagi data',
      paragraphs: [
        'Kami tidak menjual data pribadi. Data hanya dibagikan kepada penyedia layanan yang membantu kami ' +
          '(misalnya pengiriman email dan penyimpanan berkas) dengan perjanjian kerahasiaan, kepada ' +
          'perusahaan Anda bila Anda mengikuti program korporat yang mereka daftarkan, atau bila diwajibkan ' +
          'oleh hukum.',
        'Halaman verifikasi sertifikat hanya menampilkan nama pemegang, judul, tanggal, dan status sertifikat.',
      ],
    },
    {
      heading: 'Penyimpanan dan keamanan',
      paragraphs: [
        'Data disimpan di pusat data di Indonesia. Akses dibatasi pada petugas yang memerlukannya, ' +
          'seluruh koneksi dienkripsi, dan sesi login berakhir otomatis setelah tidak aktif.',
      ],
    },
    {
      heading: 'Hak Anda',
      items: [
        'Melihat dan memperbarui data profil kapan saja dari halaman akun.',
        'Berhenti berlangganan email informasi melalui tautan di setiap email.',
        'Menghapus akun: data pribadi dianonimkan, sedangkan catatan yang wajib disimpan untuk akuntansi ' +
          'dan keaslian sertifikat tetap disimpan tanpa identitas Anda.',
        `Mengajukan pertanyaan atau keberatan melalui ${CONTACT}.`,
      ],
    },
  ],
};

export const TERMS: StaticPageContent = {
  path: '/syarat-dan-ketentuan',
  title: 'Syarat dan Ketentuan',
  lead: 'Dengan membuat akun atau memakai Akademi Siber, Anda menyetujui syarat dan ketentuan berikut.',
  updated: '2026-01-15',
  sections: [
    {
      heading: 'Akun',
      items: [
        'Anda bertanggung jawab menjaga kerahasiaan password dan semua aktivitas pada akun Anda.',
        'Satu akun untuk satu orang. Akun tidak boleh dipinjamkan atau dijual.',
        'Kami dapat menangguhkan akun yang dipakai untuk melanggar ketentuan ini atau hukum yang berlaku.',
      ],
    },
    {
      heading: 'Pembelian dan akses kelas',
      items: [
        'Harga yang berlaku adalah harga yang tampil saat pesanan dibuat. Pesanan yang tidak dibayar ' +
          'sampai batas waktu akan kedaluwarsa.',
        'Akses kelas diberikan setelah pembayaran terverifikasi. Akses langganan berlaku sampai tanggal ' +
          'berakhir yang tertera di akun Anda.',
        'Materi hanya untuk penggunaan pribadi dan tidak boleh direkam, disebarkan, atau dijual kembali.',
      ],
    },
    {
      heading: 'Etika di lab dan CTF',
      paragraphs: [
        'Teknik yang dipelajari hanya boleh dipraktikkan di lingkungan lab yang kami sediakan atau pada ' +
          'sistem yang Anda miliki atau yang memberi izin tertulis. Menyerang sistem lain, termasuk ' +
          'infrastruktur Akademi Siber di luar lingkup lab, dilarang dan dapat dilaporkan kepada pihak ' +
          'berwenang.',
        'Dilarang berbagi flag atau jawaban tantangan. Pelanggaran dapat menyebabkan nilai dibatalkan dan ' +
          'akun ditangguhkan.',
      ],
    },
    {
      heading: 'Sertifikat',
      paragraphs: [
        'Sertifikat diterbitkan setelah seluruh syarat kelas terpenuhi dan dapat diverifikasi siapa saja ' +
          'melalui nomornya. Sertifikat yang diperoleh dengan kecurangan dapat dicabut.',
      ],
    },
    {
      heading: 'Perubahan ketentuan',
      paragraphs: [
        `Kami dapat memperbarui ketentuan ini. Perubahan penting diberitahukan lewat email atau ` +
          `pemberitahuan di platform. Pertanyaan tentang ketentuan ini dapat dikirim ke ${CONTACT}.`,
      ],
    },
  ],
};

export const STATIC_PAGES: readonly StaticPageContent[] = [ABOUT_US, PRIVACY_POLICY, TERMS];
