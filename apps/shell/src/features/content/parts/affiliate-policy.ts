/**
 * The affiliate program's policy (`/affiliate-program/kebijakan`), static content like the company and legal
 * pages (static-pages.ts) and rendered by the same StaticPage. The rate, holding period and minimum
 * payout are configuration (AFFILIATE_* on the API) and show on /member/afiliasi; this text does not repeat
 * numbers that could drift from them.
 */
import type { StaticPageContent } from './static-pages';

export const AFFILIATE_POLICY: StaticPageContent = {
  path: '/affiliate-program/kebijakan',
  title: 'Kebijakan Program Afiliasi',
  lead:
    'Ketentuan ini berlaku bagi setiap member yang bergabung dengan Program Afiliasi Akademi Siber. ' +
    'Dengan mengaktifkan program di halaman Afiliasi, Anda menyetujui ketentuan berikut.',
  updated: '2026-11-23',
  sections: [
    {
      heading: 'Keikutsertaan',
      items: [
        'Program terbuka bagi setiap pemilik akun member yang aktif. Satu akun mendapat satu kode referral.',
        'Kode dan tautan referral bersifat pribadi. Anda bertanggung jawab atas cara tautan itu dibagikan.',
        'Akademi Siber dapat menonaktifkan keikutsertaan akun yang melanggar kebijakan ini.',
      ],
    },
    {
      heading: 'Referral yang dihitung',
      items: [
        'Kunjungan dihitung saat seseorang membuka halaman Akademi Siber lewat tautan yang memuat ?ref=KODE Anda.',
        'Kode disimpan di peramban pengunjung selama 30 hari sejak kunjungan terakhir lewat tautan ' +
          'referral. Tautan referral lain yang dibuka kemudian menggantikannya.',
        'Pembelian dihitung bila pesanan dibuat selama kode masih tersimpan dan pesanan itu lunas setelah ' +
          'diverifikasi.',
        'Pembelian dengan tautan referral milik sendiri tidak dihitung.',
      ],
    },
    {
      heading: 'Komisi',
      paragraphs: [
        'Komisi dihitung dari nilai pesanan setelah potongan promo, tanpa kode unik transfer. Besaran ' +
          'persentase komisi tampil di halaman Afiliasi akun Anda dan dapat berubah; perubahan hanya ' +
          'berlaku untuk pesanan setelah tanggal perubahan.',
        'Komisi berstatus tertahan selama masa tunggu sejak pesanan lunas, lalu berubah menjadi saldo ' +
          'tersedia. Pesanan yang dibatalkan atau dikembalikan dananya sebelum masa tunggu berakhir tidak ' +
          'menghasilkan komisi.',
      ],
    },
    {
      heading: 'Pencairan',
      items: [
        'Pencairan diajukan dari halaman Afiliasi ke rekening bank atas nama yang Anda tentukan, paling ' +
          'sedikit sebesar batas minimum pencairan dan paling banyak sebesar saldo tersedia.',
        'Tim kami memproses pengajuan pada hari kerja. Pengajuan yang ditolak mengembalikan jumlahnya ke ' +
          'saldo Anda beserta alasan penolakannya.',
        'Pastikan data rekening benar. Kesalahan data rekening dari pihak member menjadi tanggung jawab member.',
      ],
    },
    {
      heading: 'Cara promosi yang tidak diperbolehkan',
      items: [
        'Spam, pesan massal tanpa izin, atau menyamar sebagai Akademi Siber.',
        'Iklan berbayar yang memakai merek Akademi Siber sebagai kata kunci tanpa persetujuan tertulis.',
        'Menjanjikan diskon, sertifikat, atau hal lain yang tidak ditawarkan Akademi Siber.',
        'Membuat pesanan palsu atau memakai banyak akun untuk memperoleh komisi.',
      ],
    },
    {
      heading: 'Perubahan dan kontak',
      paragraphs: [
        'Kebijakan ini dapat diperbarui sewaktu-waktu; tanggal pembaruan tercantum di bagian atas halaman ' +
          'ini. Pertanyaan tentang program dapat dikirim ke halo@akademisiber.id.',
      ],
    },
  ],
};
