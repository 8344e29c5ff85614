CREATE TABLE "static_pages" (
	"slug" varchar(80) PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"body" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer
);
--> statement-breakpoint
ALTER TABLE "static_pages" ADD CONSTRAINT "static_pages_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
-- The pages' text as the site showed it before the admins could edit it (decision 0050): every database starts
-- with it, not only the demo's.
INSERT INTO "static_pages" ("slug", "title", "body", "updated_at") VALUES
  ('tentang-kami', 'Tentang Kami', 'Akademi Siber membantu orang Indonesia menjadi profesional keamanan siber: belajar dari praktisi, berlatih di lab, dan membuktikan kemampuan dengan sertifikat yang dapat diverifikasi.

## Misi kami

Kebutuhan tenaga keamanan siber di Indonesia tumbuh jauh lebih cepat daripada jumlah orang yang siap mengisinya. Kami percaya jalan keluarnya adalah materi berbahasa Indonesia yang berstandar industri, latihan langsung, dan komunitas yang saling membantu.

Setiap kelas disusun bersama praktisi yang bekerja di bank, perusahaan teknologi, lembaga pemerintah, dan konsultan keamanan, sehingga yang dipelajari adalah yang benar-benar dipakai di lapangan.

## Yang kami tawarkan

- Belajar Online: kelas mandiri dengan video, kuis, ujian, dan sertifikat.
- Live Class: kelas terjadwal bersama instruktur dalam batch kecil.
- Corporate Training dan Cybersecurity Culture: program untuk tim dan seluruh karyawan perusahaan, lengkap dengan laporan kemajuan.
- Cybersecurity Lab: exercise lab terpandu dan tantangan CTF untuk berlatih secara legal dan aman.
- Cyber Insight, Blog, dan Cybercast: acara, tulisan, dan obrolan untuk terus mengikuti perkembangan dunia siber.

## Keamanan adalah bagian dari produk kami

Platform ini dikelola dengan sistem manajemen keamanan informasi bersertifikat ISO/IEC 27001 dan terdaftar sebagai Penyelenggara Sistem Elektronik. Password disimpan dengan hash argon2id, sesi dapat dicabut kapan saja, dan data pribadi diproses sesuai Kebijakan Privasi kami.

## Hubungi kami

Untuk pertanyaan umum, kerja sama, atau pelatihan perusahaan, kirim email ke halo@akademisiber.id. Kami membalas pada hari kerja, Senin sampai Jumat.', '2026-01-15T00:00:00+07:00'),
  ('kebijakan-privasi', 'Kebijakan Privasi', 'Kebijakan ini menjelaskan data pribadi apa yang kami kumpulkan, untuk apa kami memakainya, dan hak Anda atas data tersebut sesuai Undang-Undang Pelindungan Data Pribadi.

## Data yang kami kumpulkan

- Data akun: nama, username, alamat email, password (disimpan sebagai hash, tidak dapat dibaca kembali), foto profil jika Anda mengunggahnya.
- Data belajar: kelas yang diikuti, progres materi, nilai kuis dan ujian, poin, XP, dan sertifikat.
- Data transaksi: pesanan, nominal, status pembayaran, dan bukti transfer yang Anda unggah.
- Data teknis: alamat IP, jenis peramban, dan waktu akses, untuk keamanan akun dan pencegahan penyalahgunaan.

## Untuk apa data dipakai

- Menyediakan layanan: membuat akun, mencatat progres, menerbitkan sertifikat, dan memproses pembayaran.
- Menjaga keamanan: mendeteksi percobaan masuk yang mencurigakan dan membatasi permintaan berlebihan.
- Mengirim email layanan seperti verifikasi akun dan atur ulang password. Email informasi dan promosi hanya dikirim jika Anda tidak berhenti berlangganan.

## Berbagi data

Kami tidak menjual data pribadi. Data hanya dibagikan kepada penyedia layanan yang membantu kami (misalnya pengiriman email dan penyimpanan berkas) dengan perjanjian kerahasiaan, kepada perusahaan Anda bila Anda mengikuti program korporat yang mereka daftarkan, atau bila diwajibkan oleh hukum.

Halaman verifikasi sertifikat hanya menampilkan nama pemegang, judul, tanggal, dan status sertifikat.

## Penyimpanan dan keamanan

Data disimpan di pusat data di Indonesia. Akses dibatasi pada petugas yang memerlukannya, seluruh koneksi dienkripsi, dan sesi login berakhir otomatis setelah tidak aktif.

## Hak Anda

- Melihat dan memperbarui data profil kapan saja dari halaman akun.
- Berhenti berlangganan email informasi melalui tautan di setiap email.
- Menghapus akun: data pribadi dianonimkan, sedangkan catatan yang wajib disimpan untuk akuntansi dan keaslian sertifikat tetap disimpan tanpa identitas Anda.
- Mengajukan pertanyaan atau keberatan melalui halo@akademisiber.id.', '2026-01-15T00:00:00+07:00'),
  ('syarat-dan-ketentuan', 'Syarat dan Ketentuan', 'Dengan membuat akun atau memakai Akademi Siber, Anda menyetujui syarat dan ketentuan berikut.

## Akun

- Anda bertanggung jawab menjaga kerahasiaan password dan semua aktivitas pada akun Anda.
- Satu akun untuk satu orang. Akun tidak boleh dipinjamkan atau dijual.
- Kami dapat menangguhkan akun yang dipakai untuk melanggar ketentuan ini atau hukum yang berlaku.

## Pembelian dan akses kelas

- Harga yang berlaku adalah harga yang tampil saat pesanan dibuat. Pesanan yang tidak dibayar sampai batas waktu akan kedaluwarsa.
- Akses kelas diberikan setelah pembayaran terverifikasi. Akses langganan berlaku sampai tanggal berakhir yang tertera di akun Anda.
- Materi hanya untuk penggunaan pribadi dan tidak boleh direkam, disebarkan, atau dijual kembali.

## Etika di lab dan CTF

Teknik yang dipelajari hanya boleh dipraktikkan di lingkungan lab yang kami sediakan atau pada sistem yang Anda miliki atau yang memberi izin tertulis. Menyerang sistem lain, termasuk infrastruktur Akademi Siber di luar lingkup lab, dilarang dan dapat dilaporkan kepada pihak berwenang.

Dilarang berbagi flag atau jawaban tantangan. Pelanggaran dapat menyebabkan nilai dibatalkan dan akun ditangguhkan.

## Sertifikat

Sertifikat diterbitkan setelah seluruh syarat kelas terpenuhi dan dapat diverifikasi siapa saja melalui nomornya. Sertifikat yang diperoleh dengan kecurangan dapat dicabut.

## Perubahan ketentuan

Kami dapat memperbarui ketentuan ini. Perubahan penting diberitahukan lewat email atau pemberitahuan di platform. Pertanyaan tentang ketentuan ini dapat dikirim ke halo@akademisiber.id.', '2026-01-15T00:00:00+07:00'),
  ('kebijakan-afiliasi', 'Kebijakan Program Afiliasi', 'Ketentuan ini berlaku bagi setiap member yang bergabung dengan Program Afiliasi Akademi Siber. Dengan mengaktifkan program di halaman Afiliasi, Anda menyetujui ketentuan berikut.

## Keikutsertaan

- Program terbuka bagi setiap pemilik akun member yang aktif. Satu akun mendapat satu kode referral.
- Kode dan tautan referral bersifat pribadi. Anda bertanggung jawab atas cara tautan itu dibagikan.
- Akademi Siber dapat menonaktifkan keikutsertaan akun yang melanggar kebijakan ini.

## Referral yang dihitung

- Kunjungan dihitung saat seseorang membuka halaman Akademi Siber lewat tautan yang memuat ?ref=KODE Anda.
- Kode disimpan di peramban pengunjung selama 30 hari sejak kunjungan terakhir lewat tautan referral. Tautan referral lain yang dibuka kemudian menggantikannya.
- Pembelian dihitung bila pesanan dibuat selama kode masih tersimpan dan pesanan itu lunas setelah diverifikasi.
- Pembelian dengan tautan referral milik sendiri tidak dihitung.

## Komisi

Komisi dihitung dari nilai pesanan setelah potongan promo, tanpa kode unik transfer. Besaran persentase komisi tampil di halaman Afiliasi akun Anda dan dapat berubah; perubahan hanya berlaku untuk pesanan setelah tanggal perubahan.

Komisi berstatus tertahan selama masa tunggu sejak pesanan lunas, lalu berubah menjadi saldo tersedia. Pesanan yang dibatalkan atau dikembalikan dananya sebelum masa tunggu berakhir tidak menghasilkan komisi.

## Pencairan

- Pencairan diajukan dari halaman Afiliasi ke rekening bank atas nama yang Anda tentukan, paling sedikit sebesar batas minimum pencairan dan paling banyak sebesar saldo tersedia.
- Tim kami memproses pengajuan pada hari kerja. Pengajuan yang ditolak mengembalikan jumlahnya ke saldo Anda beserta alasan penolakannya.
- Pastikan data rekening benar. Kesalahan data rekening dari pihak member menjadi tanggung jawab member.

## Cara promosi yang tidak diperbolehkan

- Spam, pesan massal tanpa izin, atau menyamar sebagai Akademi Siber.
- Iklan berbayar yang memakai merek Akademi Siber sebagai kata kunci tanpa persetujuan tertulis.
- Menjanjikan diskon, sertifikat, atau hal lain yang tidak ditawarkan Akademi Siber.
- Membuat pesanan palsu atau memakai banyak akun untuk memperoleh komisi.

## Perubahan dan kontak

Kebijakan ini dapat diperbarui sewaktu-waktu; tanggal pembaruan tercantum di bagian atas halaman ini. Pertanyaan tentang program dapat dikirim ke halo@akademisiber.id.', '2026-11-23T00:00:00+07:00');
