/**
 * The lab hand-off's exchange (POST /api/lab-handoff/session, decision 0036): a code in, a session of the lab's own
 * out.
 */
import { api } from '@akademi-siber/data-access-api';
import { LAB_PATHS, type TokenInData } from '@akademi-siber/util-contracts';

export const handoffApi = api.injectEndpoints({
  endpoints: (build) => ({
    exchangeLabHandoff: build.mutation<TokenInData, string>({
      query: (code) => ({ url: LAB_PATHS.handoffSession.replace(/^\//, ''), method: 'POST', body: { code } }),
    }),
  }),
});

export const { useExchangeLabHandoffMutation } = handoffApi;
