/** The member's certificates (decision 0019, API module `certificates`): the list by kind and one with its PDF. */
import { lazyPage } from '@akademi-siber/feature-app-frame';

// A batch's or a group's `sertifikat` page shows its attendance certificate the same way (kept out of the first chunk
// by the bundler: see vite.config.mts).
export { CertificateDetail } from './parts/certificate-detail';

const list = () => import('./pages/certificates-page');
const detail = () => import('./pages/certificate-detail-page');

/** /member/certificate */
export const certificatesPage = lazyPage(list, (m) => m.CertificatesPage);

/** /member/certificate/attendance */
export const attendanceCertificatesPage = lazyPage(list, (m) => m.AttendanceCertificatesPage);

/** /member/certificate/{certificateNumber} */
export const certificateDetailPage = lazyPage(detail, (m) => m.CertificateDetailPage);

/** /member/certificate/attendance/{certificateNumber}: the same page, its own route element. */
export const attendanceCertificateDetailPage = lazyPage(detail, (m) => m.CertificateDetailPage);
