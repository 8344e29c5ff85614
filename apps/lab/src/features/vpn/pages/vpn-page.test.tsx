import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers } from '@akademi-siber/feature-app-frame/testing';
import type { LabVpnStatus } from '@akademi-siber/util-contracts';
import { downloadClicks, ok, renderLab } from '../../../testing/lab-testing';
import { VpnPage } from './vpn-page';

const none: LabVpnStatus = { active: null, endpoint: 'vpn.lab.akademisiber.id:51820', allowedIps: '10.66.0.0/16' };
const active: LabVpnStatus = {
  ...none,
  active: {
    publicKey: 'Ol5rJ9yqRkqcN0kO4h6u7Nw0Yb0oTQ0dS8c6lTGQ8Fs=',
    address: '10.66.0.2/32',
    createdAt: '2026-11-21T03:00:00Z',
  },
};
let status = active;
let revoked = 0;

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/lab/vpn', () => ok(status)),
  http.get('*/api/lab/vpn/config-token', () => ok({ token: 'V'.repeat(43), expires_in: 120 })),
  http.post('*/api/lab/vpn/revoke', () => {
    revoked += 1;
    status = none;
    return ok(null, 'Konfigurasi VPN dicabut.');
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  status = active;
  revoked = 0;
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const routes = [{ path: 'vpn', element: <VpnPage /> }];

describe('/lab/vpn — VPN access', () => {
  it('shows the active configuration and how to connect', async () => {
    renderLab(routes, '/lab/vpn');
    const card = await screen.findByRole('region', { name: 'Status' });
    expect(within(card).getByText('Aktif')).toBeInTheDocument();
    expect(card).toHaveTextContent('Alamatmu10.66.0.2/32');
    expect(card).toHaveTextContent('Servervpn.lab.akademisiber.id:51820');
    expect(screen.getByRole('region', { name: 'Cara terhubung' })).toHaveTextContent('wg-quick up');
  });

  // Making a new configuration revokes the old one.
  it('asks before making a new configuration, then downloads it through the token helper', async () => {
    const hrefs = downloadClicks();
    renderLab(routes, '/lab/vpn');
    await userEvent.click(await screen.findByRole('button', { name: 'Buat ulang & unduh konfigurasi' }));
    const dialog = screen.getByRole('dialog', { name: 'Buat konfigurasi baru?' });
    expect(dialog).toHaveTextContent('Konfigurasi lama (10.66.0.2/32) akan dicabut dan tidak bisa dipakai lagi.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Batal' }));
    expect(hrefs).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Buat ulang & unduh konfigurasi' }));
    await userEvent.click(screen.getByRole('button', { name: 'Ya, buat baru' }));
    expect(
      await screen.findByText('Simpan berkasnya baik-baik: kunci privatnya hanya ada di sana.'),
    ).toBeInTheDocument();
    expect(hrefs).toEqual([`/api/lab/vpn/wireguard.conf?token=${'V'.repeat(43)}`]);
  });

  it('downloads the first configuration without asking', async () => {
    status = none;
    const hrefs = downloadClicks();
    renderLab(routes, '/lab/vpn');
    expect(await screen.findByText('Belum ada konfigurasi')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Buat & unduh konfigurasi' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await screen.findByText('Konfigurasi diunduh');
    expect(hrefs).toHaveLength(1);
  });

  it('revokes the configuration after confirmation', async () => {
    renderLab(routes, '/lab/vpn');
    await userEvent.click(await screen.findByRole('button', { name: 'Cabut konfigurasi' }));
    await userEvent.click(
      within(screen.getByRole('dialog', { name: 'Cabut konfigurasi VPN?' })).getByRole('button', { name: 'Ya, cabut' }),
    );
    expect(await screen.findByText('Belum ada konfigurasi')).toBeInTheDocument();
    expect(revoked).toBe(1);
  });
});
