import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { TrainingIndexBatch } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import { TrainingIndexPage } from './training-index-page';

const hour = 60 * 60 * 1000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();
let batches: TrainingIndexBatch[] = [];
const server = setupServer(
  http.get('*/api/member/training-index', () => HttpResponse.json({ success: true, message: 'OK', data: batches })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'member',
  basePath: '/member',
  routes: [{ path: 'training-index', element: <TrainingIndexPage /> }],
};

// Finished batches are shown apart.
it('shows upcoming batches with their sessions, the meeting link only around the session, and past ones', async () => {
  batches = [
    {
      liveClassSlug: 'bootcamp',
      liveClassTitle: 'Bootcamp Penetration Testing',
      batchSlug: 'batch-12',
      batchName: 'Batch 12',
      startsAt: at(-hour),
      endsAt: at(48 * hour),
      sessions: [
        {
          title: 'Sesi 1: Recon',
          startsAt: at(-30 * 60 * 1000),
          endsAt: at(hour),
          id: 1,
          hasMeeting: true,
        },
        {
          title: 'Sesi 2: Eksploitasi',
          startsAt: at(24 * hour),
          endsAt: at(26 * hour),
          id: 2,
          hasMeeting: true,
        },
      ],
      nextSessionAt: at(-30 * 60 * 1000),
    },
    {
      liveClassSlug: 'soc',
      liveClassTitle: 'SOC Analyst Intensif',
      batchSlug: 'batch-4',
      batchName: 'Batch 4',
      startsAt: at(-40 * 24 * hour),
      endsAt: at(-35 * 24 * hour),
      sessions: [
        {
          title: 'Sesi 1: SIEM',
          startsAt: at(-40 * 24 * hour),
          endsAt: at(-40 * 24 * hour + 2 * hour),
          id: 3,
          hasMeeting: true,
        },
      ],
      nextSessionAt: null,
    },
  ];
  renderRemote(app, '/member/training-index', demoUser('member'));
  const upcoming = await screen.findByRole('region', { name: 'Akan datang' });
  const batch = within(upcoming).getByRole('region', { name: 'Bootcamp Penetration Testing — Batch 12' });
  expect(within(batch).getByText('berlangsung')).toBeInTheDocument();
  // The platform's join page, which records attendance before it opens the meeting.
  expect(within(batch).getByRole('link', { name: 'Gabung sesi Sesi 1: Recon (tab baru)' })).toHaveAttribute(
    'href',
    '/member/liveclass/bootcamp/batch-12/sesi/1/gabung',
  );
  expect(within(batch).queryByRole('link', { name: /Sesi 2/ })).not.toBeInTheDocument();
  // Each batch leads to its own page: the sessions with "Gabung sesi", the member's attendance and the calendar.
  expect(
    within(batch).getByRole('link', { name: 'Kehadiran dan jadwal: Bootcamp Penetration Testing — Batch 12' }),
  ).toHaveAttribute('href', '/member/liveclass/bootcamp/batch-12');
  const finished = screen.getByRole('region', { name: 'Sudah selesai' });
  expect(within(finished).getByText('Semua sesi sudah selesai')).toBeInTheDocument();
  expect(within(finished).queryByRole('link', { name: /Gabung/ })).not.toBeInTheDocument();
  expect(within(finished).getByRole('link', { name: /Kehadiran dan jadwal: SOC Analyst Intensif/ })).toHaveAttribute(
    'href',
    '/member/liveclass/soc/batch-4',
  );
});

it('says how to get a schedule when the member follows no batch', async () => {
  batches = [];
  renderRemote(app, '/member/training-index', demoUser('member'));
  expect(await screen.findByText('Belum ada jadwal pelatihan')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Lihat live class' })).toHaveAttribute('href', '/liveclass');
});
