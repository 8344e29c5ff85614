import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '@akademi-siber/data-access-api';
import { useAppDispatch } from '@akademi-siber/data-access-auth';
import { ExternalLink, useTokenDownload } from '@akademi-siber/feature-app-frame';
import {
  Badge,
  Button,
  Card,
  Container,
  Heading,
  Modal,
  Stack,
  Text,
  theme,
  usePageTitle,
  useToast,
} from '@akademi-siber/ui-design-system';
import { QueryStates } from '@akademi-siber/ui-design-system/query-states';
import { LAB_PATHS, type LabVpnStatus } from '@akademi-siber/util-contracts';
import { formatDateTime } from '@akademi-siber/util-format';
import { labAccountApi, useGetLabVpnQuery, useRevokeLabVpnMutation } from '@akademi-siber/data-access-lab';

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

const Steps = styled.ol`
  display: grid;
  gap: ${theme.space[2]};
  margin: 0;
  padding-left: ${theme.space[6]};

  code {
    font-family: ${theme.fonts.mono};
    background: ${theme.colors.surfaceMuted};
    border-radius: ${theme.radii.sm};
    padding: 0.1em 0.3em;
  }
`;

/** After the browser has the file, the server has made the new peer: ask for the status again a moment later. */
const STATUS_REFRESH_MS = 1500;

type Asking = 'create' | 'revoke' | null;

function Status({
  vpn,
  onDownload,
  onRevoke,
  busy,
}: {
  vpn: LabVpnStatus;
  onDownload: () => void;
  onRevoke: () => void;
  busy: boolean;
}) {
  return (
    <Card as="section" aria-labelledby="vpn-status">
      <Stack $gap={4}>
        <Stack $direction="row" $gap={3} $justify="space-between" $wrap>
          <Heading level={2} id="vpn-status">
            Status
          </Heading>
          <Badge $tone={vpn.active ? 'success' : 'neutral'}>{vpn.active ? 'Aktif' : 'Belum ada konfigurasi'}</Badge>
        </Stack>
        <Facts>
          {vpn.active && (
            <>
              <dt>Alamatmu</dt>
              <dd>{vpn.active.address}</dd>
              <dt>Kunci publik</dt>
              <dd>{vpn.active.publicKey}</dd>
              <dt>Dibuat</dt>
              <dd>{formatDateTime(vpn.active.createdAt)}</dd>
            </>
          )}
          <dt>Server</dt>
          <dd>{vpn.endpoint}</dd>
          <dt>Jaringan lab</dt>
          <dd>{vpn.allowedIps}</dd>
        </Facts>
        <Text $size="sm" $muted>
          Kunci privat hanya ada di berkas yang kamu unduh: kami tidak menyimpannya. Bila berkasnya hilang, buat
          konfigurasi baru.
        </Text>
        <Stack $direction="row" $gap={3} $wrap>
          <Button $variant="primary" disabled={busy} onClick={onDownload}>
            {vpn.active ? 'Buat ulang & unduh konfigurasi' : 'Buat & unduh konfigurasi'}
          </Button>
          {vpn.active && (
            <Button $variant="danger" disabled={busy} onClick={onRevoke}>
              Cabut konfigurasi
            </Button>
          )}
        </Stack>
      </Stack>
    </Card>
  );
}

/**
 * /lab/vpn — the player's WireGuard access to the lab network: its status, a new configuration downloaded through
 * the token helper (a new key pair; making one revokes the old, which the player confirms first), revoking it, and
 * how to connect.
 */
export function VpnPage() {
  usePageTitle('Akses VPN', 'Lab');
  const query = useGetLabVpnQuery();
  const { download, isPreparing } = useTokenDownload();
  const [revoke, { isLoading: revoking }] = useRevokeLabVpnMutation();
  const [asking, setAsking] = useState<Asking>(null);
  const toast = useToast();
  const dispatch = useAppDispatch();
  const refresh = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => () => clearTimeout(refresh.current ?? undefined), []);

  async function create() {
    setAsking(null);
    if (await download(LAB_PATHS.vpnConfigToken, LAB_PATHS.vpnConfigFile)) {
      toast.show({
        id: 'lab-vpn',
        title: 'Konfigurasi diunduh',
        variant: 'success',
        message: 'Simpan berkasnya baik-baik: kunci privatnya hanya ada di sana.',
      });
      refresh.current = setTimeout(() => dispatch(labAccountApi.util.invalidateTags(['LabVpn'])), STATUS_REFRESH_MS);
    }
  }

  async function confirmRevoke() {
    try {
      await revoke().unwrap();
      setAsking(null);
      toast.show({ id: 'lab-vpn', title: 'Berhasil', variant: 'success', message: 'Konfigurasi VPN dicabut.' });
    } catch (error) {
      toast.show({ id: 'lab-vpn', message: errorMessage(error) });
    }
  }

  const active = query.data?.active ?? null;
  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="880px">
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Akses VPN</Heading>
          <Text $muted>
            Beberapa tantangan berjalan di jaringan lab. Sambungkan perangkatmu dengan WireGuard untuk menjangkaunya.
          </Text>
        </Stack>
        <QueryStates query={query} errorTitle="Status VPN belum dapat dimuat">
          {(vpn) => (
            <Status
              vpn={vpn}
              busy={isPreparing || revoking}
              onDownload={() => (active ? setAsking('create') : void create())}
              onRevoke={() => setAsking('revoke')}
            />
          )}
        </QueryStates>
        <Stack as="section" aria-labelledby="vpn-cara" $gap={3}>
          <Heading level={2} id="vpn-cara">
            Cara terhubung
          </Heading>
          <Steps>
            <li>
              Pasang WireGuard dari{' '}
              <ExternalLink href="https://www.wireguard.com/install/">wireguard.com/install</ExternalLink> (Windows,
              macOS, Linux, Android, iOS).
            </li>
            <li>
              Unduh konfigurasimu di atas (berkas <code>akademi-siber-lab.conf</code>).
            </li>
            <li>
              Di aplikasi WireGuard pilih <em>Import tunnel from file</em>, atau di Linux jalankan{' '}
              <code>sudo wg-quick up ./akademi-siber-lab.conf</code>.
            </li>
            <li>
              Aktifkan tunnel, lalu buka alamat di info koneksi tantangan. Hanya lalu lintas ke jaringan lab yang lewat
              VPN.
            </li>
          </Steps>
        </Stack>
      </Stack>
      <Modal
        open={asking === 'create'}
        title="Buat konfigurasi baru?"
        onClose={() => setAsking(null)}
        size="sm"
        footer={
          <>
            <Button $variant="ghost" onClick={() => setAsking(null)}>
              Batal
            </Button>
            <Button $variant="primary" onClick={() => void create()}>
              Ya, buat baru
            </Button>
          </>
        }
      >
        <Text>
          Konfigurasi lama ({active?.address}) akan dicabut dan tidak bisa dipakai lagi. Perangkat yang memakainya perlu
          konfigurasi baru.
        </Text>
      </Modal>
      <Modal
        open={asking === 'revoke'}
        title="Cabut konfigurasi VPN?"
        onClose={() => setAsking(null)}
        size="sm"
        footer={
          <>
            <Button $variant="ghost" onClick={() => setAsking(null)}>
              Batal
            </Button>
            <Button $variant="danger" disabled={revoking} onClick={() => void confirmRevoke()}>
              Ya, cabut
            </Button>
          </>
        }
      >
        <Text>Perangkat yang memakai konfigurasi ini tidak akan bisa terhubung ke jaringan lab lagi.</Text>
      </Modal>
    </Container>
  );
}
