/**
 * A cohort's attendance certificate as far as the member has it (decisions 0041 and 0045, product §16), a live-class
 * batch's or a corporate-training group's: issued (its number and the way to it), or what it still needs — enough
 * attendance against the cohort's threshold, and the final test (or the post-test, when there is no final test)
 * passed.
 */
import { Badge, Button, Notice, Stack, Text } from '@akademi-siber/ui-design-system';
import { BATCH_TEST_LABELS, type BatchCertificateStatus, type MemberCohortRef } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cohortCertificatePath, cohortTestPath } from './cohort-paths';

function Requirement({ met, children }: { met: boolean; children: ReactNode }) {
  return (
    <li>
      <Stack $direction="row" $gap={2} $align="center" $wrap>
        <Badge $tone={met ? 'success' : 'warning'}>{met ? 'Terpenuhi' : 'Belum terpenuhi'}</Badge>
        <Text as="span">{children}</Text>
      </Stack>
    </li>
  );
}

/** Every requirement is met (the certificate may be on its way). */
export const certificateRequirementsMet = ({ attendance, test }: BatchCertificateStatus) =>
  attendance.met && (test?.passed ?? true);

export function CertificateStatus({
  certificate,
  cohort,
}: {
  certificate: BatchCertificateStatus;
  cohort: MemberCohortRef;
}) {
  if (certificate.number) {
    return (
      <Stack $gap={3}>
        <Text>
          Sertifikat kehadiran Anda sudah terbit dengan nomor <code>{certificate.number}</code>.
        </Text>
        <div>
          <Button as={Link} to={cohortCertificatePath(cohort, certificate.number)}>
            Lihat sertifikat
          </Button>
        </div>
      </Stack>
    );
  }
  const { attendance, test } = certificate;
  return (
    <Stack $gap={3}>
      <Text>Sertifikat kehadiran terbit setelah semua syarat ini terpenuhi:</Text>
      <Stack as="ul" $gap={2} style={{ margin: 0, padding: 0, listStyle: 'none' }} aria-label="Syarat sertifikat">
        <Requirement met={attendance.met}>
          Kehadiran {formatNumber(attendance.percent)}% dari minimal {formatNumber(attendance.thresholdPercent)}%
        </Requirement>
        {test && (
          <Requirement met={test.passed}>
            Lulus {BATCH_TEST_LABELS[test.kind].toLowerCase()} ({test.title})
            {!test.passed && (
              <>
                {' · '}
                <Link to={cohortTestPath(cohort, test.kind)}>Buka {BATCH_TEST_LABELS[test.kind].toLowerCase()}</Link>
              </>
            )}
          </Requirement>
        )}
      </Stack>
      {certificateRequirementsMet(certificate) && (
        <Notice $tone="success" role="status">
          Semua syarat sudah terpenuhi. Sertifikat kehadiran Anda akan tampil di sini begitu terbit.
        </Notice>
      )}
    </Stack>
  );
}
