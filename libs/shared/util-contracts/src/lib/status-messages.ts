/** Spec §8: the Indonesian message for each HTTP status, used by the API and by the client's baseQuery. */
export const STATUS_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Permintaan tidak valid, silakan periksa kembali data Anda.',
  401: 'Sesi Anda telah berakhir. Silakan login kembali untuk melanjutkan.',
  403: 'Anda tidak memiliki izin untuk mengakses halaman ini.',
  404: 'Data tidak ditemukan.',
  405: 'Metode tidak diizinkan.',
  408: 'Waktu permintaan habis, silakan coba lagi.',
  409: 'Terjadi konflik data.',
  410: 'Data sudah tidak tersedia.',
  // Not in §8: the CSRF answer of the accounts contract (a cookie-authenticated change without X-XSRF-TOKEN).
  419: 'Sesi halaman sudah kedaluwarsa. Muat ulang halaman lalu coba lagi.',
  422: 'Data yang dimasukkan tidak valid.',
  429: 'Terlalu banyak permintaan, silakan tunggu beberapa saat.',
  500: 'Terjadi kesalahan pada server.',
  502: 'Terjadi masalah pada server.',
  503: 'Layanan sedang tidak tersedia.',
  504: 'Server tidak merespons.',
};

export const DEFAULT_ERROR_MESSAGE = 'Terjadi kesalahan dipihak kami, silakan coba lagi nanti';

export function statusMessage(status: number): string {
  return STATUS_MESSAGES[status] ?? DEFAULT_ERROR_MESSAGE;
}

/** Texts of the error pages (spec §2, §6, §8), quoted word for word. */
export const ERROR_TEXTS = {
  notFound: 'Kamu tersesat, segera kembali ke jalan yang benar!',
  serverError: 'Maaf, terjadi kendala yang tidak terduga :(',
  serverErrorHint: 'Tim kami sedang memperbaikannya, silakan cek kembali nanti ya',
  pageNotFound: 'This page could not be found',
} as const;
