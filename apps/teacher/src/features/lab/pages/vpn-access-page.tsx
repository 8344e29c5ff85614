/**
 * /teacher/vpn-access — the teacher's own WireGuard configuration for the lab network, to try what they assign (the
 * same API as the lab's /lab/vpn, decision 0035): its status, a new configuration downloaded through the token helper
 * (a new key pair whose private key exists only in the file; making one revokes the old, confirmed first).
 */
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { useAppDispatch } from '@akademi-siber/data-access-auth';
import { ErrorPanel, ExternalLink, useTokenDownload } from '@akademi-siber/feature-app-frame';
import {
  Badge,
  Button,
  Card,
  Container,
  ErrorState,
  Heading,
  Modal,
  SkeletonList,
  Stack,
  Text,
  theme,
  usePageTitle,
  useToast,
} from '@akademi-siber/ui-design-system';
import { LAB_PATHS } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { labAccountApi, useGetLabVpnQuery } from '@akademi-siber/data-access-lab';

const WIREGUARD_INSTALL = 'https://www.wireguard.com/install/';

const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(0, max-content) minmax(0, 1fr);
  gap: ${theme.space[2]} ${theme.space[4]};
  margin: 0;

  dt {
    color: ${theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-family: ${theme.fonts.mono};
    overflow-wrap: anywhere;
  }
`;

/** The server makes the new peer while the browser downloads the file: read the status again a moment later. */
const STATUS_REFRESH_MS = 1500;

export function VpnAccessPage() {
  usePageTitle('VPN Access', 'Teacher');
  const query = useGetLabVpnQuery();
  const { download, isPreparing } = useTokenDownload();
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const dispatch = useAppDispatch();
  const refresh = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(refresh.current), []);

  async function create() {
    setConfirming(false);
    if (await download(LAB_PATHS.vpnConfigToken, LAB_PATHS.vpnConfigFile)) {
      toast.show({
        id: 'teacher-vpn',
        title: 'Konfigurasi diunduh',
        variant: 'success',
        message: 'Simpan berkasnya baik-baik: kunci privatnya hanya ada di sana.',
      });
      refresh.current = setTimeout(() => dispatch(labAccountApi.util.invalidateTags(['LabVpn'])), STATUS_REFRESH_MS);
    }
  }

  if (errorStatus(query.error) === 403) return <ErrorPanel status={403} message={errorMessage(query.error)} />;
  const active = query.data?.active ?? null;
  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="880px">
      <Stack $gap={6}>
        <Stack $gap={1}>
          <Heading level={1}>VPN Access</Heading>
          <Text $muted>
            Sambungkan perangkat Anda ke jaringan lab dengan WireGuard untuk mencoba tantangan yang Anda tugaskan.
          </Text>
        </Stack>
        {query.isLoading ? (
          <SkeletonList rows={3} />
        ) : query.error || !query.data ? (
          <ErrorState
            title="Status VPN belum dapat dimuat"
            message={errorMessage(query.error, '')}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Card as="section" aria-labelledby="vpn-status">
            <Stack $gap={4}>
              <Stack $direction="row" $gap={3} $justify="space-between" $wrap>
                <Heading level={2} id="vpn-status">
                  Konfigurasi Anda
                </Heading>
                <Badge $tone={active ? 'success' : 'neutral'}>{active ? 'Aktif' : 'Belum ada konfigurasi'}</Badge>
              </Stack>
              <Facts>
                {active && (
                  <>
                    <dt>Alamat</dt>
                    <dd>{active.address}</dd>
                    <dt>Kunci publik</dt>
                    <dd>{active.publicKey}</dd>
                    <dt>Dibuat</dt>
                    <dd>{formatDateTime(active.createdAt, { withZone: true })}</dd>
                  </>
                )}
                <dt>Server</dt>
                <dd>{query.data.endpoint}</dd>
                <dt>Jaringan lab</dt>
                <dd>{query.data.allowedIps}</dd>
              </Facts>
              <Text $size="sm" $muted>
                Kunci privat hanya ada di berkas yang Anda unduh; kami tidak menyimpannya. Bila berkasnya hilang, buat
                konfigurasi baru.
              </Text>
              <Button
                $variant="primary"
                style={{ alignSelf: 'flex-start' }}
                disabled={isPreparing}
                onClick={() => (active ? setConfirming(true) : void create())}
              >
                {active ? 'Buat ulang & unduh konfigurasi' : 'Buat & unduh konfigurasi'}
              </Button>
            </Stack>
          </Card>
        )}
        <Stack as="section" aria-labelledby="vpn-cara" $gap={2}>
          <Heading level={2} id="vpn-cara">
            Cara terhubung
          </Heading>
          <Text>
            Pasang WireGuard dari <ExternalLink href={WIREGUARD_INSTALL}>wireguard.com/install</ExternalLink>, impor
            berkas <code>akademi-siber-lab.conf</code> (Import tunnel from file, atau <code>sudo wg-quick up</code> di
            Linux), lalu aktifkan tunnel. Hanya lalu lintas ke jaringan lab yang lewat VPN.
          </Text>
        </Stack>
      </Stack>
      <Modal
        open={confirming}
        size="sm"
        title="Buat konfigurasi baru?"
        onClose={() => setConfirming(false)}
        footer={
          <>
            <Button $variant="ghost" onClick={() => setConfirming(false)}>
              Batal
            </Button>
            <Button $variant="primary" onClick={() => void create()}>
              Ya, buat baru
            </Button>
          </>
        }
      >
        <Text>
          Konfigurasi lama ({active?.address}) akan dicabut dan tidak dapat dipakai lagi. Perangkat yang memakainya
          perlu berkas yang baru.
        </Text>
      </Modal>
    </Container>
  );
}
