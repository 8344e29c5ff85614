/** The lab remote's one exposed module (`./app`): `{ id, basePath, routes }` (decision 0036). */
import { api } from '@akademi-siber/data-access-api';
import { sessionSlice } from '@akademi-siber/data-access-auth';
import { ErrorPanel } from '@akademi-siber/feature-app-frame';
import { theme } from '@akademi-siber/ui-design-system';
import { recordSharedInstances, REMOTE_BASE_PATHS, type RemoteApp } from '@akademi-siber/util-federation';
import { cataloguePage, challengePage } from './features/challenges';
import { exercisePage, exercisesPage } from './features/exercises';
import { handoffEntryPage, handoffStartPage } from './features/handoff';
import { scoreboardPage } from './features/scoreboard';
import { vpnPage } from './features/vpn';
import { LabLayout } from './layout/lab-layout';

recordSharedInstances('lab', {
  'data-access-api': api,
  'data-access-auth': sessionSlice,
  'ui-design-system': theme,
});

const app: RemoteApp = {
  id: 'lab',
  basePath: REMOTE_BASE_PATHS.lab,
  routes: [
    // The hand-off (spec §2 made safe): the start asks for a code with this tab's session, the entry exchanges it.
    { path: 'buka', element: handoffStartPage },
    { path: 'auth/:code', element: handoffEntryPage },
    {
      element: <LabLayout />,
      children: [
        { index: true, element: cataloguePage },
        { path: 'ctf/:challengeSlug', element: challengePage },
        { path: 'exercise-lab', element: exercisesPage },
        { path: 'exercise-lab/:exerciseSlug', element: exercisePage },
        { path: 'papan-skor', element: scoreboardPage },
        { path: 'vpn', element: vpnPage },
        { path: '*', element: <ErrorPanel status={404} /> },
      ],
    },
  ],
};

export default app;
