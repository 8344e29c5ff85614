/**
 * …/sertifikat/{certificateNumber?} of a live-class batch or a corporate-training group (decisions 0041, 0045): the
 * cohort's attendance certificate. Issued: the same detail as `/member/certificate/attendance/{number}` (the
 * certificates feature's `CertificateDetail`), at the certificate's own address. Not yet: what it still needs, from
 * the cohort's home answer.
 */
import { Card, Heading, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import { Navigate, useParams } from 'react-router-dom';
import { CertificateDetail } from '../../certificates';
import { CertificateStatus } from '../parts/certificate-status';
import { cohortCertificatePath, cohortWords } from '../parts/cohort-paths';
import { useCohortView } from '../parts/cohort-view';

export function CohortCertificatePage() {
  const { certificateNumber } = useParams();
  // The frame has the cohort's answer already: no second request.
  const { cohort, title, name, learning } = useCohortView();
  usePageTitle(`Sertifikat kehadiran · ${title}`);
  const { certificate } = learning;
  // One address per state: the issued certificate's own number, or `sertifikat` while there is none.
  if (certificate.number) {
    if (certificateNumber !== certificate.number)
      return <Navigate replace to={cohortCertificatePath(cohort, certificate.number)} />;
    return (
      <Stack $gap={4}>
        <CertificateDetail number={certificate.number} headingLevel={2} />
      </Stack>
    );
  }
  if (certificateNumber !== undefined) return <Navigate replace to={cohortCertificatePath(cohort)} />;
  return (
    <Card as="section" aria-labelledby="sertifikat-cohort">
      <Stack $gap={3}>
        <Heading level={2} id="sertifikat-cohort" style={{ margin: 0 }}>
          Sertifikat kehadiran
        </Heading>
        <Text $muted>
          Sertifikat kehadiran {cohortWords(cohort).noun} {name} belum terbit.
        </Text>
        <CertificateStatus certificate={certificate} cohort={cohort} />
      </Stack>
    </Card>
  );
}
