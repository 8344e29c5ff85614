// WireGuard configurations for the lab network (decision 0035): an X25519 key pair per configuration, made with
// node:crypto; the private key goes into the one file handed to the user and is kept nowhere else.
import { generateKeyPairSync } from 'node:crypto';
import type { LabConfig } from '../../config';

export interface KeyPair {
  privateKey: string;
  publicKey: string;
}

/** A Curve25519 key pair in WireGuard's encoding (32 bytes, standard base64 with padding: 44 characters). */
export function generateKeyPair(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('x25519');
  const raw = (key: typeof privateKey, field: 'd' | 'x') => {
    const value = key.export({ format: 'jwk' })[field];
    if (!value) throw new Error('wireguard: key export failed');
    return Buffer.from(value, 'base64url').toString('base64');
  };
  return { privateKey: raw(privateKey, 'd'), publicKey: raw(publicKey, 'x') };
}

/**
 * The peer's tunnel address, derived from the configuration's row id so that no two configurations ever share one:
 * 10.64.0.0/10 holds 4,194,303 of them (10.64.0.1 onwards).
 */
export function peerAddress(id: number): string {
  if (!Number.isInteger(id) || id < 1 || id >= 1 << 22) throw new Error(`wireguard: no address for id ${id}`);
  return `10.${64 + (id >> 16)}.${(id >> 8) & 255}.${id & 255}/32`;
}

export const CONFIG_FILE_NAME = 'akademi-siber-lab.conf';

/** The wg-quick file the user imports into their WireGuard client. */
export function renderConfig(vpn: LabConfig['vpn'], keys: KeyPair, address: string, createdAt: Date): string {
  return [
    '# Akademi Siber — Cybersecurity Lab (WireGuard)',
    `# Dibuat ${createdAt.toISOString()}. Kunci privat ini hanya ada di berkas ini: simpan baik-baik.`,
    '# Hilang? Buat konfigurasi baru di halaman VPN; konfigurasi lama otomatis dicabut.',
    '[Interface]',
    `PrivateKey = ${keys.privateKey}`,
    `Address = ${address}`,
    ...(vpn.dns ? [`DNS = ${vpn.dns}`] : []),
    '',
    '[Peer]',
    `PublicKey = ${vpn.serverPublicKey}`,
    `AllowedIPs = ${vpn.allowedIps}`,
    `Endpoint = ${vpn.endpoint}`,
    'PersistentKeepalive = 25',
    '',
  ].join('\n');
}
