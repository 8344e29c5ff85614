/** Certificate verification (issue 6, decision 0019): the number form and one certificate's status. */
import { preloadablePage } from '@akademi-siber/feature-app-frame';

const certificatePages = () => import('./pages/certificate-pages');

/** /certificate-verification */
export const certificateVerificationPage = preloadablePage(certificatePages, (m) => m.CertificateVerificationPage);

/** /certificate/{certificateNumber?} */
export const certificatePage = preloadablePage(certificatePages, (m) => m.CertificatePage);
