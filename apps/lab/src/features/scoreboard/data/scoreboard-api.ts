/**
 * The player's lab standings (GET /api/lab/standings, decision 0035): all time or this month, everyone or one of
 * their classrooms (data-access-lab's GET /api/lab/classrooms), with their own row even outside the list; frozen when
 * the staff froze it.
 */
import { api } from '@akademi-siber/data-access-api';
import { LAB_PATHS, type LabScoreboard, type LabScoreboardPeriod } from '@akademi-siber/util-contracts';

const url = (path: string) => path.replace(/^\//, '');

export interface StandingsArgs {
  period: LabScoreboardPeriod;
  classroom: string | null;
  limit: number;
}

export const scoreboardApi = api.enhanceEndpoints({ addTagTypes: ['LabStanding'] }).injectEndpoints({
  endpoints: (build) => ({
    getLabStandings: build.query<LabScoreboard, StandingsArgs>({
      query: ({ period, classroom, limit }) => ({
        url: url(LAB_PATHS.standings),
        params: { period, limit, ...(classroom ? { classroom } : {}) },
      }),
      providesTags: ['LabStanding'],
    }),
  }),
});

export const { useGetLabStandingsQuery } = scoreboardApi;
