/**
 * /member/certificate/:certificateNumber (and /member/certificate/attendance/:certificateNumber): one of the
 * member's own certificates (`CertificateDetail`), under the way back to the member's list.
 */
import { Link, useParams } from 'react-router-dom';
import { Container, Stack, Text } from '@akademi-siber/ui-design-system';
import { CertificateDetail } from '../parts/certificate-detail';

export function CertificateDetailPage() {
  const { certificateNumber = '' } = useParams();
  return (
    <Container style={{ paddingBlock: 32, maxWidth: 820 }}>
      <Stack $gap={5}>
        <Text $size="sm">
          <Link to="/member/certificate">← Sertifikat Saya</Link>
        </Text>
        <CertificateDetail number={certificateNumber} />
      </Stack>
    </Container>
  );
}
