// VPN access to the lab network (decision 0035): the platform issues and revokes WireGuard configurations and lists
// the active peers for the network's operator; it runs no VPN server itself.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { LabOperatorPeer, LabVpnConfigFile, LabVpnStatus } from '@akademi-siber/util-contracts';
import type { LabConfig } from '../../config';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ApiError } from '../../plugins/errors';
import type { LabService } from './service';
import { createVpnRepository } from './vpn-repository';
import { CONFIG_FILE_NAME, generateKeyPair, peerAddress, renderConfig } from './wireguard';

export const VPN_MESSAGES = {
  created: 'Konfigurasi VPN baru dibuat. Konfigurasi lama (bila ada) sudah dicabut.',
  revoked: 'Konfigurasi VPN dicabut.',
  nothingToRevoke: 'Tidak ada konfigurasi VPN aktif.',
  busy: 'Konfigurasi VPN sedang dibuat. Coba lagi sebentar.',
  operatorRefused: 'Token operator lab tidak valid.',
} as const;

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest();

export function createVpnService(db: Database, lab: LabConfig, players: LabService) {
  const repository = createVpnRepository(db);

  return {
    async status(userId: number): Promise<LabVpnStatus> {
      await players.assertAccess(userId);
      const active = await repository.active(userId);
      return {
        active: active ? { ...active, createdAt: active.createdAt.toISOString() } : null,
        endpoint: lab.vpn.endpoint,
        allowedIps: lab.vpn.allowedIps,
      };
    },

    /** A new key pair for the user, the previous configuration revoked in the same transaction. */
    async create(userId: number): Promise<LabVpnConfigFile> {
      await players.assertAccess(userId);
      const keys = generateKeyPair();
      try {
        return await db.transaction(async (tx) => {
          await repository.revokeActive(tx, userId);
          const id = await repository.nextId(tx);
          const address = peerAddress(id);
          const { createdAt } = await repository.insert(tx, { id, userId, publicKey: keys.publicKey, address });
          return {
            fileName: CONFIG_FILE_NAME,
            conf: renderConfig(lab.vpn, keys, address, createdAt),
            publicKey: keys.publicKey,
            address,
            createdAt: createdAt.toISOString(),
          };
        });
      } catch (error) {
        // Two at once for one user: the one-active-configuration index lets one through.
        if (isUniqueViolation(error)) throw new ApiError(409, VPN_MESSAGES.busy);
        throw error;
      }
    },

    async revoke(userId: number): Promise<void> {
      await players.assertAccess(userId);
      if (!(await repository.revokeActive(db, userId))) throw new ApiError(404, VPN_MESSAGES.nothingToRevoke);
    },

    /** The operator's token, compared in constant time; no token configured refuses everyone. */
    assertOperator(authorization: string | undefined): void {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
      const expected = lab.operatorToken;
      if (!match || !expected || !timingSafeEqual(sha256(match[1]), sha256(expected)))
        throw new ApiError(403, VPN_MESSAGES.operatorRefused);
    },

    async operatorPeers(): Promise<LabOperatorPeer[]> {
      const rows = await repository.activePeers();
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  };
}
