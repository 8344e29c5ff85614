// The teacher's own lab pages beside the sidebar: the catalogues to assign from (/teacher/ctf, /teacher/exercise-lab)
// and the teacher's VPN access (/teacher/vpn-access).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type { LabVpnStatus, TeacherLabChallenge, TeacherLabExercise } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { TeacherLayout } from '../../../layout/teacher-layout';
import { CtfCataloguePage, ExerciseLabCataloguePage } from './catalogue-pages';
import { VpnAccessPage } from './vpn-access-page';

const ok = (data: unknown, message = 'Berhasil') => HttpResponse.json({ success: true, message, data });

const challenge = (slug: string, title: string, extra: Partial<TeacherLabChallenge> = {}): TeacherLabChallenge => ({
  slug,
  title,
  category: 'web',
  difficulty: 'easy',
  valueType: 'static',
  value: 250,
  solves: 4,
  firstBlood: null,
  prerequisite: null,
  classrooms: 1,
  studentSolves: 3,
  ...extra,
});
const challenges = [
  challenge('web-101', 'Web 101'),
  challenge('kriptografi-dasar', 'Kriptografi Dasar', {
    category: 'crypto',
    value: 300,
    classrooms: 0,
    studentSolves: 1,
  }),
  ...Array.from({ length: 10 }, (_, index) =>
    challenge(`forensik-${index + 1}`, `Forensik ${index + 1}`, { category: 'forensics', difficulty: 'hard' }),
  ),
];
const exercises: TeacherLabExercise[] = [
  {
    slug: 'pengenalan-linux',
    title: 'Pengenalan Linux',
    category: 'misc',
    difficulty: 'easy',
    summary: 'Perintah dasar Linux untuk pemula.',
    steps: 3,
    points: 100,
    xp: 200,
    completions: 2,
    classrooms: 1,
    studentCompletions: 0,
  },
];
const vpnActive: LabVpnStatus = {
  active: {
    publicKey: 'Ol5rJ9yqRkqcN0kO4h6u7Nw0Yb0oTQ0dS8c6lTGQ8Fs=',
    address: '10.64.0.9/32',
    createdAt: '2026-11-21T03:00:00Z',
  },
  endpoint: 'vpn.lab.akademisiber.id:51820',
  allowedIps: '10.66.0.0/16',
};
let challengeAnswer: () => Response = () => ok(challenges);
const assigned: { url: string; body: unknown }[] = [];

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/teacher/lab/challenges', () => challengeAnswer()),
  http.get('*/api/teacher/lab/exercises', () => ok(exercises)),
  http.get('*/api/lab/classrooms', () =>
    ok([
      { slug: 'kelas-a', name: 'Keamanan Jaringan — Kelas A' },
      { slug: 'kelas-b', name: 'Forensik Digital — Kelas B' },
    ]),
  ),
  http.put('*/api/teacher/classrooms/:slug/ctf/:challenge/assignment', async ({ request, params }) => {
    assigned.push({ url: `${params['slug']}/${params['challenge']}`, body: await request.json() });
    return ok({}, 'Tantangan ditugaskan');
  }),
  http.get('*/api/lab/vpn', () => ok(vpnActive)),
  http.get('*/api/lab/vpn/config-token', () => ok({ token: 'V'.repeat(43), expires_in: 120 })),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  challengeAnswer = () => ok(challenges);
  assigned.length = 0;
  jest.restoreAllMocks();
});
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'teacher',
  basePath: '/teacher',
  routes: [
    {
      element: <TeacherLayout />,
      children: [
        { path: 'ctf', element: <CtfCataloguePage /> },
        { path: 'exercise-lab', element: <ExerciseLabCataloguePage /> },
        { path: 'vpn-access', element: <VpnAccessPage /> },
      ],
    },
  ],
};
const teacher = demoUser('teacher', {
  teacher: { is_access_course: true, is_access_lab: true },
  campus: { id: 1, name: 'Universitas Siber Indonesia' },
});

describe('/teacher/ctf — the challenges to assign', () => {
  // The students are the teacher's own.
  it('shows each challenge, its value, the students who solved it and where it is assigned, nine a page', async () => {
    renderRemote(app, '/teacher/ctf', teacher);
    expect(await screen.findByRole('heading', { level: 1, name: 'CTF' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Web 101' });
    expect(card).toHaveTextContent('Web');
    expect(card).toHaveTextContent('Mudah');
    expect(card).toHaveTextContent('250 poin · 4 solve');
    expect(card).toHaveTextContent('3 mahasiswa Anda menyelesaikannya');
    expect(card).toHaveTextContent('Ditugaskan di 1 classroom Anda');
    expect(screen.getByRole('article', { name: 'Kriptografi Dasar' })).toHaveTextContent(
      'Belum ditugaskan di classroom Anda',
    );
    expect(screen.getAllByRole('article')).toHaveLength(9);
    await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });

  it('filters by category and title, and says when nothing matches', async () => {
    renderRemote(app, '/teacher/ctf', teacher);
    await screen.findByRole('article', { name: 'Web 101' });
    await userEvent.selectOptions(screen.getByLabelText('Kategori'), 'crypto');
    expect(screen.getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual([
      'challenge-kriptografi-dasar',
    ]);
    await userEvent.type(screen.getByLabelText('Cari judul'), 'web');
    expect(screen.getByText('Tidak ada yang cocok')).toBeInTheDocument();
  });

  it('assigns a challenge to a chosen classroom with a due date', async () => {
    renderRemote(app, '/teacher/ctf', teacher);
    await userEvent.click(await screen.findByRole('button', { name: 'Tugaskan ke classroom: Kriptografi Dasar' }));
    const dialog = screen.getByRole('dialog', { name: 'Tugaskan tantangan' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tugaskan' }));
    expect(within(dialog).getByLabelText('Classroom')).toHaveAccessibleDescription('Classroom wajib dipilih');
    expect(assigned).toEqual([]);
    await userEvent.selectOptions(within(dialog).getByLabelText('Classroom'), 'kelas-b');
    await userEvent.type(within(dialog).getByLabelText('Batas waktu (opsional)'), '2026-12-01T23:59');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tugaskan' }));
    expect(await screen.findByText('Tantangan ditugaskan.')).toBeInTheDocument();
    expect(assigned).toEqual([
      { url: 'kelas-b/kriptografi-dasar', body: { dueAt: new Date('2026-12-01T23:59').toISOString() } },
    ]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows spec §8's message when the API refuses the teacher's lab access", async () => {
    challengeAnswer = () =>
      HttpResponse.json(
        { success: false, message: 'Anda tidak memiliki akses untuk Exercise Lab atau CTF.', data: null },
        { status: 403 },
      );
    renderRemote(app, '/teacher/ctf', teacher);
    expect(await screen.findByText('Anda tidak memiliki akses untuk Exercise Lab atau CTF.')).toBeInTheDocument();
  });

  it('shows a failure with a retry', async () => {
    challengeAnswer = () =>
      HttpResponse.json({ success: false, message: 'Gangguan server', data: null }, { status: 500 });
    renderRemote(app, '/teacher/ctf', teacher);
    expect(await screen.findByText('CTF belum dapat dimuat')).toBeInTheDocument();
    challengeAnswer = () => ok(challenges);
    await userEvent.click(screen.getByRole('button', { name: /Coba lagi/ }));
    expect(await screen.findByRole('article', { name: 'Web 101' })).toBeInTheDocument();
  });
});

describe('/teacher/exercise-lab — the exercise labs to assign', () => {
  it('shows each lab with its steps, points and how many students completed it', async () => {
    renderRemote(app, '/teacher/exercise-lab', teacher);
    const card = await screen.findByRole('article', { name: 'Pengenalan Linux' });
    expect(card).toHaveTextContent('Perintah dasar Linux untuk pemula.');
    expect(card).toHaveTextContent('3 langkah · 100 poin');
    expect(card).toHaveTextContent('0 mahasiswa Anda menyelesaikannya');
  });
});

describe('/teacher/vpn-access — the teacher’s own VPN configuration', () => {
  it('shows the active configuration; a new one is confirmed first, then downloaded via the token helper', async () => {
    const hrefs: string[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      hrefs.push(this.getAttribute('href') ?? '');
    });
    renderRemote(app, '/teacher/vpn-access', teacher);
    const card = await screen.findByRole('region', { name: 'Konfigurasi Anda' });
    expect(within(card).getByText('Aktif')).toBeInTheDocument();
    expect(card).toHaveTextContent('Alamat10.64.0.9/32');
    await userEvent.click(within(card).getByRole('button', { name: 'Buat ulang & unduh konfigurasi' }));
    const dialog = screen.getByRole('dialog', { name: 'Buat konfigurasi baru?' });
    expect(dialog).toHaveTextContent('Konfigurasi lama (10.64.0.9/32) akan dicabut');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, buat baru' }));
    expect(await screen.findByText('Konfigurasi diunduh')).toBeInTheDocument();
    expect(hrefs).toEqual([`/api/lab/vpn/wireguard.conf?token=${'V'.repeat(43)}`]);
  });
});
