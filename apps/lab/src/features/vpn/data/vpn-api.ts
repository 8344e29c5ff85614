/**
 * VPN access to the lab network (GET /api/lab/vpn, decision 0035): the active WireGuard configuration, if any, and
 * revoking it. A new configuration is downloaded through the token helper (the private key exists only in that file).
 */
import { api } from '@akademi-siber/data-access-api';
import { LAB_PATHS, type LabVpnStatus } from '@akademi-siber/util-contracts';

const url = (path: string) => path.replace(/^\//, '');

export const vpnApi = api.enhanceEndpoints({ addTagTypes: ['LabVpn'] }).injectEndpoints({
  endpoints: (build) => ({
    getLabVpn: build.query<LabVpnStatus, void>({
      query: () => url(LAB_PATHS.vpn),
      providesTags: ['LabVpn'],
    }),
    revokeLabVpn: build.mutation<null, void>({
      query: () => ({ url: url(LAB_PATHS.vpnRevoke), method: 'POST' }),
      invalidatesTags: ['LabVpn'],
    }),
  }),
});

export const { useGetLabVpnQuery, useRevokeLabVpnMutation } = vpnApi;
