// The batch home's own parts (its route, header and errors); its sessions, attendance and learning are a cohort's,
// tested for a batch and a group alike in cohort-home.test.tsx.
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { matchRoutes } from 'react-router-dom';
import {
  answerEachTestsRequests,
  chromeHandlers,
  demoUser,
  renderRemote,
} from '@akademi-siber/feature-app-frame/testing';
import { ERROR_TEXTS } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { BATCH_CONTENT_SLUG } from '../../../testing/batch-fixtures';
import { BATCH_PAGE as URL, batchHome } from '../../../testing/cohort-fixtures';
import { batchPage, joinSessionPage } from '../index';
import { attendanceOutlook } from '../parts/attendance-summary';

const home = batchHome();
const ok = (data: unknown) => HttpResponse.json({ success: true, message: 'Berhasil', data });
let answer: () => Response = () => ok(home);
const server = setupServer(
  ...chromeHandlers,
  http.get(`*/api/member/kelas/${BATCH_CONTENT_SLUG}/diskusi`, () =>
    HttpResponse.json({ success: true, message: 'Berhasil', data: [], meta: { page: 1, per_page: 10, total: 0 } }),
  ),
  http.get('*/api/member/liveclass/:liveclassSlug/:batchSlug', () => answer()),
);
jest.setTimeout(30_000);
const slow = { timeout: 15_000 };
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  answer = () => ok(home);
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('/member/liveclass/:liveclassSlug/:batchSlug', () => {
  it('ranks the order pages under liveclass/pesanan before a batch, and routes the batch and join pages', () => {
    const leaf = (path: string) => matchRoutes(app.routes, path, '/member')?.at(-1)?.route.element;
    expect(leaf('/member/liveclass/bootcamp/batch-12')).toBe(batchPage);
    expect(leaf('/member/liveclass/bootcamp/batch-12/sesi/3/gabung')).toBe(joinSessionPage);
    for (const path of [
      '/member/liveclass/pesanan/bayar',
      '/member/liveclass/pesanan/konfirmasi',
      '/member/liveclass/checkout',
    ]) {
      const element = leaf(path);
      expect(element).toBeDefined();
      expect(element).not.toBe(batchPage);
    }
  });

  // Its sessions and learning: cohort-home.test.
  it('shows the live class, the batch, its instructor and dates', async () => {
    renderRemote(app, URL, demoUser('member'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bootcamp Penetration Testing' }, slow),
    ).toBeInTheDocument();
    expect(document.title).toBe('Bootcamp Penetration Testing — Batch 12 · Akademi Siber');
    expect(screen.getByText('Batch 12')).toBeInTheDocument();
    expect(screen.getByText(/Pengajar: Budi Santoso · 05 Jan 2026 – 31 Jan 2026/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Sesi batch' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Materi belajar' })).toBeInTheDocument();
  });

  it("shows the app's 404 for a batch the member is not in, and an error with retry otherwise", async () => {
    const message = 'Batch tidak ditemukan atau Anda tidak terdaftar di batch ini.';
    answer = () => HttpResponse.json({ success: false, message, data: null }, { status: 404 });
    const { unmount } = renderRemote(app, URL, demoUser('member'));
    expect(await screen.findByRole('heading', { level: 1, name: ERROR_TEXTS.notFound }, slow)).toBeInTheDocument();
    expect(screen.getByText(message)).toBeInTheDocument();
    unmount();

    answer = () => HttpResponse.json({ success: false, message: 'Server sedang sibuk.', data: null }, { status: 500 });
    renderRemote(app, URL, demoUser('member'));
    expect(await screen.findByText('Batch belum dapat dimuat', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Coba lagi/ })).toBeInTheDocument();
  });
});

describe('attendanceOutlook', () => {
  const rules = home.rules;
  it('says met, on track, behind or out of reach', () => {
    const at = (attended: number, held: number) =>
      attendanceOutlook({ rules, attendance: { attended, held, total: 4, percent: attended * 25 } })?.label;
    expect(at(3, 3)).toBe('Syarat terpenuhi');
    expect(at(1, 1)).toBe('Sesuai target');
    expect(at(0, 0)).toBe('Sesuai target');
    expect(at(1, 2)).toBe('Di bawah target');
    expect(at(0, 2)).toBe('Syarat tidak dapat terpenuhi');
    expect(attendanceOutlook({ rules, attendance: { attended: 0, held: 0, total: 0, percent: 0 } })).toBeNull();
  });
});
