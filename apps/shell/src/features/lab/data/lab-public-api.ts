/**
 * The lab's public data for /cybersecuritylabs (decision 0035): the catalogue (`GET /api/lab/catalogue`, challenges by
 * category and the exercise labs) and the public scoreboard (`GET /api/lab/scoreboard?period=&limit=`). Both need no
 * session; the lab remote reads the players' own routes (challenges, standings), never these. The cache tag is ours.
 */
import { api } from '@akademi-siber/data-access-api';
import {
  LAB_PATHS,
  type LabCatalogue,
  type LabScoreboard,
  type LabScoreboardPeriod,
} from '@akademi-siber/util-contracts';

const url = (path: string) => path.replace(/^\//, '');

export interface PublicScoreboardArgs {
  period: LabScoreboardPeriod;
  limit: number;
}

export const labPublicApi = api.enhanceEndpoints({ addTagTypes: ['LabPublic'] }).injectEndpoints({
  endpoints: (build) => ({
    getLabPublicCatalogue: build.query<LabCatalogue, void>({
      query: () => url(LAB_PATHS.catalogue),
      providesTags: [{ type: 'LabPublic', id: 'CATALOGUE' }],
    }),
    getLabPublicScoreboard: build.query<LabScoreboard, PublicScoreboardArgs>({
      query: ({ period, limit }) => ({ url: url(LAB_PATHS.scoreboard), params: { period, limit } }),
      providesTags: (_result, _error, { period }) => [{ type: 'LabPublic', id: `SCOREBOARD-${period}` }],
    }),
  }),
});

export const { useGetLabPublicCatalogueQuery, useGetLabPublicScoreboardQuery } = labPublicApi;
