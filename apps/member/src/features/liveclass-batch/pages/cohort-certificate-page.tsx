/**
 * /member/liveclass/{lc}/{batch}/sertifikat/{certificateNumber?} (decision 0041): the batch's attendance
 * certificate. Issued: the same detail as `/member/certificate/attendance/{number}` (the certificates feature's
 * `CertificateDetail`), at the certificate's own address. Not yet: what it still needs, from the batch page's answer.
 */
import { Card, Heading, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import { Navigate, useParams } from 'react-router-dom';
import { CertificateDetail } from '../../certificates';
import { useGetMemberBatchQuery } from '../data/liveclass-batch-api';
import { batchCertificatePath } from '../parts/batch-learning-paths';
import { CertificateStatus } from '../parts/certificate-status';
import { useBatchRef } from '../parts/use-batch-ref';

export function BatchCertificatePage() {
  const batch = useBatchRef();
  const { certificateNumber } = useParams();
  // The frame has this answer already: no second request.
  const { data: home } = useGetMemberBatchQuery(batch);
  usePageTitle(home ? `Sertifikat kehadiran · ${home.liveClass.title}` : null);
  if (!home) return null;
  const { certificate } = home.learning;
  // One address per state: the issued certificate's own number, or `sertifikat` while there is none.
  if (certificate.number) {
    if (certificateNumber !== certificate.number)
      return <Navigate replace to={batchCertificatePath(batch, certificate.number)} />;
    return (
      <Stack $gap={4}>
        <CertificateDetail number={certificate.number} headingLevel={2} />
      </Stack>
    );
  }
  if (certificateNumber !== undefined) return <Navigate replace to={batchCertificatePath(batch)} />;
  return (
    <Card as="section" aria-labelledby="sertifikat-batch">
      <Stack $gap={3}>
        <Heading level={2} id="sertifikat-batch" style={{ margin: 0 }}>
          Sertifikat kehadiran
        </Heading>
        <Text $muted>Sertifikat kehadiran batch {home.batch.name} belum terbit.</Text>
        <CertificateStatus certificate={certificate} batch={batch} />
      </Stack>
    </Card>
  );
}
