/**
 * /member/profil-old-cda — the profile the old platform (CDA) kept, read-only (decision 0023). Members who joined
 * after the move have none.
 */
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import {
  Button,
  Card,
  Container,
  EmptyState,
  ErrorState,
  Heading,
  Skeleton,
  Stack,
  Text,
  theme,
} from '@akademi-siber/ui-design-system';
import { LEGACY_PROFILE_FIELDS, type LegacyProfile } from '@akademi-siber/util-contracts';
import { formatDate } from '@akademi-siber/util-format';
import { useGetLegacyProfileQuery } from '../data/profile-api';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, max-content) 1fr;
  gap: 0.75rem 1.5rem;
  margin: 0;

  dt {
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-weight: 600;
    overflow-wrap: anywhere;
  }

  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    gap: 0.25rem;
  }
`;

const LINK_FIELDS = new Set(['linkedin', 'github', 'website']);

function value(key: string, text: string | null) {
  if (!text)
    return (
      <Text as="span" $muted>
        Tidak diisi
      </Text>
    );
  if (key === 'birthDate') return formatDate(text);
  if (LINK_FIELDS.has(key) && /^https:\/\//.test(text)) {
    return (
      <a href={text} target="_blank" rel="noopener noreferrer nofollow">
        {text}
      </a>
    );
  }
  return text;
}

function LegacyFacts({ profile }: { profile: LegacyProfile }) {
  return (
    <Card>
      <Stack $gap={4}>
        {profile.importedAt && (
          <Text $muted>Dipindahkan dari platform lama pada {formatDate(profile.importedAt)}.</Text>
        )}
        <Facts aria-label="Profil lama">
          {LEGACY_PROFILE_FIELDS.map(([key, label]) => (
            <div key={key} style={{ display: 'contents' }}>
              <dt>{label}</dt>
              <dd>{value(key, profile.fields[key])}</dd>
            </div>
          ))}
        </Facts>
      </Stack>
    </Card>
  );
}

export function LegacyProfilePage() {
  const { data, error, isLoading, refetch } = useGetLegacyProfileQuery();
  return (
    <Container $maxWidth="760px" style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Stack $gap={1}>
          <Heading level={1}>Profil Lama</Heading>
          <Text $muted>
            Data profil dari platform Akademi Siber sebelumnya. Hanya untuk dibaca; ubah profilmu di Akun Saya.
          </Text>
        </Stack>
        {isLoading ? (
          <Skeleton height={240} />
        ) : error ? (
          <ErrorState
            title="Profil lama belum dapat dimuat"
            message={(error as { message?: string }).message ?? 'Coba lagi.'}
            onRetry={() => void refetch()}
          />
        ) : data ? (
          <LegacyFacts profile={data} />
        ) : (
          <EmptyState
            title="Tidak ada profil lama"
            description="Akunmu dibuat setelah perpindahan platform, jadi tidak ada data profil lama."
          />
        )}
        <div>
          <Button as={Link} to="/member/profil" $variant="secondary">
            Kembali ke Akun Saya
          </Button>
        </div>
      </Stack>
    </Container>
  );
}
