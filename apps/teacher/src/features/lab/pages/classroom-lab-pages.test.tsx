// A classroom's lab tabs (ctf, exercise-lab) — assignments with due dates and the grid of students × items — and the
// per-student detail of one challenge or exercise lab.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import type {
  ClassroomChallengeGridRow,
  ClassroomChallengeResults,
  ClassroomExerciseResults,
  ClassroomLabAssignment,
  TeacherClassroomDetail,
} from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { LecturerDetailLayout } from '../../classrooms';
import { LabDetailLayout } from '../parts/lab-detail-layout';
import { ClassroomCtfPage, ClassroomExerciseLabPage } from './classroom-lab-pages';
import { CtfDetailPage } from './ctf-detail-page';
import { ExerciseDetailPage } from './exercise-detail-page';

const ok = (data: unknown, message = 'Berhasil') => HttpResponse.json({ success: true, message, data });
const page = (data: unknown[], total: number, current = 1) =>
  HttpResponse.json({ success: true, message: 'Berhasil', data, meta: { page: current, per_page: 10, total } });

const classroom: TeacherClassroomDetail = {
  slug: 'kelas-a',
  name: 'Keamanan Jaringan — Kelas A',
  campus: 'Universitas Siber Indonesia',
  joinCode: 'USI-KJA26',
  joinCodeExpiresAt: null,
  seatLimit: null,
  createdAt: '2026-06-01T00:00:00Z',
  students: 12,
  courses: [],
};
const assignment = (
  kind: 'challenge' | 'exercise',
  slug: string,
  title: string,
  extra = {},
): ClassroomLabAssignment => ({
  kind,
  slug,
  title,
  category: 'web',
  difficulty: 'easy',
  dueAt: null,
  assignedAt: '2026-11-01T00:00:00Z',
  done: 0,
  late: 0,
  students: 12,
  ...extra,
});
let assignments: ClassroomLabAssignment[] = [];
const gridRow = (
  username: string,
  name: string,
  cells: ClassroomChallengeGridRow['cells'],
): ClassroomChallengeGridRow => ({
  username,
  name,
  avatarUrl: null,
  cells,
});
const requests: string[] = [];

const server = setupServer(
  ...chromeHandlers,
  http.get('*/api/teacher/classrooms/kelas-a', () => ok(classroom)),
  http.get('*/api/teacher/classrooms/kelas-a/lab-assignments', () => ok(assignments)),
  http.get('*/api/teacher/lab/challenges', () =>
    ok([
      {
        slug: 'web-101',
        title: 'Web 101',
        category: 'web',
        difficulty: 'easy',
        valueType: 'static',
        value: 250,
        solves: 3,
        firstBlood: null,
        prerequisite: null,
        classrooms: 1,
        studentSolves: 3,
      },
      {
        slug: 'kriptografi-dasar',
        title: 'Kriptografi Dasar',
        category: 'crypto',
        difficulty: 'easy',
        valueType: 'static',
        value: 300,
        solves: 1,
        firstBlood: null,
        prerequisite: null,
        classrooms: 0,
        studentSolves: 1,
      },
    ]),
  ),
  http.get('*/api/teacher/lab/exercises', () => ok([])),
  http.get('*/api/teacher/classrooms/kelas-a/ctf', ({ request }) => {
    const search = new URL(request.url).searchParams;
    requests.push(`ctf?${search.toString()}`);
    if (search.get('page') === '2') return page([gridRow('yusuf', 'Yusuf Akbar', [])], 12, 2);
    return page(
      [
        gridRow('agus.pratama', 'Agus Pratama', [
          { slug: 'web-101', solvedAt: null, late: false, points: null, attempts: 0, hintsUsed: 0 },
        ]),
        gridRow('member.demo', 'Rina Member', [
          { slug: 'web-101', solvedAt: '2026-11-20T03:00:00Z', late: true, points: 250, attempts: 3, hintsUsed: 1 },
        ]),
      ],
      12,
    );
  }),
  http.put('*/api/teacher/classrooms/kelas-a/ctf/:item/assignment', async ({ params, request }) => {
    requests.push(`PUT ${params['item']} ${JSON.stringify(await request.json())}`);
    return ok({}, 'Tantangan ditugaskan');
  }),
  http.delete('*/api/teacher/classrooms/kelas-a/ctf/:item/assignment', ({ params }) => {
    requests.push(`DELETE ${params['item']}`);
    return ok(null, 'Tugas dibatalkan');
  }),
  http.get('*/api/teacher/classrooms/kelas-a/exercise-lab', () =>
    page(
      [
        {
          username: 'member.demo',
          name: 'Rina Member',
          avatarUrl: null,
          cells: [{ slug: 'pengenalan-linux', answeredSteps: 2, steps: 3, completedAt: null, late: false }],
        },
      ],
      1,
    ),
  ),
  http.get('*/api/teacher/classrooms/kelas-a/ctf/web-101', () =>
    ok({
      classroom: { slug: 'kelas-a', name: classroom.name },
      challenge: {
        slug: 'web-101',
        title: 'Web 101',
        category: 'web',
        difficulty: 'easy',
        valueType: 'static',
        value: 250,
        solves: 3,
        firstBlood: null,
        prerequisite: null,
      },
      assignment: { dueAt: '2026-11-15T16:59:00Z', assignedAt: '2026-11-01T00:00:00Z' },
      students: [
        {
          username: 'agus.pratama',
          name: 'Agus Pratama',
          avatarUrl: null,
          solvedAt: null,
          late: false,
          points: null,
          attempts: 0,
          hintsUsed: 0,
          suspicious: 0,
        },
        {
          username: 'member.demo',
          name: 'Rina Member',
          avatarUrl: null,
          solvedAt: '2026-11-20T03:00:00Z',
          late: true,
          points: 250,
          attempts: 3,
          hintsUsed: 1,
          suspicious: 1,
        },
      ],
      suspicious: [
        {
          user: { username: 'member.demo', name: 'Rina Member' },
          flagOwner: { username: 'dimas.saputra', name: 'Dimas Saputra' },
          submittedAt: '2026-11-19T03:00:00Z',
        },
      ],
    } satisfies ClassroomChallengeResults),
  ),
  http.get('*/api/teacher/classrooms/kelas-a/ctf/tidak-ada', () =>
    HttpResponse.json({ success: false, message: 'Tantangan tidak ditemukan.', data: null }, { status: 404 }),
  ),
  http.get('*/api/teacher/classrooms/kelas-a/exercise-lab/pengenalan-linux', () =>
    ok({
      classroom: { slug: 'kelas-a', name: classroom.name },
      exercise: {
        slug: 'pengenalan-linux',
        title: 'Pengenalan Linux',
        category: 'misc',
        difficulty: 'easy',
        summary: 'Dasar Linux',
        steps: 3,
        points: 100,
        xp: 200,
        completions: 1,
      },
      assignment: null,
      students: [
        {
          username: 'member.demo',
          name: 'Rina Member',
          avatarUrl: null,
          answeredSteps: 2,
          startedAt: '2026-11-18T03:00:00Z',
          completedAt: null,
          late: false,
          hintsUsed: 1,
          points: null,
        },
        {
          username: 'budi.santoso',
          name: 'Budi Santoso',
          avatarUrl: null,
          answeredSteps: 3,
          startedAt: '2026-11-17T03:00:00Z',
          completedAt: '2026-11-17T04:00:00Z',
          late: false,
          hintsUsed: 0,
          points: 100,
        },
      ],
    } satisfies ClassroomExerciseResults),
  ),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  requests.length = 0;
  assignments = [
    assignment('challenge', 'web-101', 'Web 101', { dueAt: '2026-11-15T16:59:00Z', done: 3, late: 2 }),
    assignment('exercise', 'pengenalan-linux', 'Pengenalan Linux'),
  ];
});
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'teacher',
  basePath: '/teacher',
  routes: [
    {
      path: 'classroom/:classroomSlug',
      element: <LecturerDetailLayout />,
      children: [
        { path: 'ctf', element: <ClassroomCtfPage /> },
        { path: 'exercise-lab', element: <ClassroomExerciseLabPage /> },
      ],
    },
    {
      path: 'classroom/:classroomSlug',
      element: <LabDetailLayout />,
      children: [
        { path: 'ctf/detail/:ctfId', element: <CtfDetailPage /> },
        { path: 'exercise-lab/detail/:exerciseId', element: <ExerciseDetailPage /> },
      ],
    },
  ],
};
const teacher = demoUser('teacher', {
  teacher: { is_access_course: true, is_access_lab: true },
  campus: { id: 1, name: 'Universitas Siber Indonesia' },
});

describe('the classroom ctf tab', () => {
  it('lists what is assigned with the due date, done and late, and the grid of students × challenges', async () => {
    renderRemote(app, '/teacher/classroom/kelas-a/ctf', teacher);
    const list = await screen.findByRole('table', { name: `Tugas di ${classroom.name}` });
    const row = within(list).getByRole('row', { name: /Web 101/ });
    expect(row).toHaveTextContent('Batas 15 Nov 2026');
    expect(row).toHaveTextContent('3/12');
    expect(row).toHaveTextContent('2 terlambat');
    expect(within(row).getByRole('link', { name: 'Web 101' })).toHaveAttribute(
      'href',
      '/teacher/classroom/kelas-a/ctf/detail/web-101',
    );

    const grid = await screen.findByRole('table', { name: `Hasil CTF mahasiswa ${classroom.name}` });
    expect(within(grid).getByRole('columnheader', { name: 'Web 101' })).toBeInTheDocument();
    expect(within(grid).getByRole('row', { name: /Agus Pratama/ })).toHaveTextContent('Belum');
    const solved = within(grid).getByRole('row', { name: /Rina Member/ });
    expect(solved).toHaveTextContent('Selesai');
    expect(solved).toHaveTextContent('Terlambat');
    expect(solved).toHaveTextContent('3 percobaan · 1 petunjuk');
  });

  it('pages and searches the students', async () => {
    renderRemote(app, '/teacher/classroom/kelas-a/ctf', teacher);
    await screen.findByRole('row', { name: /Rina Member/ });
    await userEvent.click(screen.getByRole('button', { name: 'Berikutnya' }));
    expect(await screen.findByRole('row', { name: /Yusuf Akbar/ })).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Cari nama atau username' }), 'rina{Enter}');
    await screen.findByRole('row', { name: /Rina Member/ });
    expect(requests).toEqual(
      expect.arrayContaining(['ctf?page=1&per_page=10', 'ctf?page=2&per_page=10', 'ctf?page=1&per_page=10&q=rina']),
    );
  });

  it('assigns another challenge with the dialog, changes a due date and unassigns after confirming', async () => {
    renderRemote(app, '/teacher/classroom/kelas-a/ctf', teacher);
    await userEvent.click(await screen.findByRole('button', { name: 'Tugaskan tantangan' }));
    let dialog = screen.getByRole('dialog', { name: 'Tugaskan tantangan' });
    const choices = within(within(dialog).getByLabelText('Tantangan')).getAllByRole('option');
    // What is already assigned is not offered again.
    expect(choices.map((option) => option.textContent)).toEqual(['Pilih tantangan', 'Kriptografi Dasar']);
    await userEvent.selectOptions(within(dialog).getByLabelText('Tantangan'), 'kriptografi-dasar');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tugaskan' }));
    expect(await screen.findByText('Tantangan ditugaskan.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Ubah batas waktu Web 101' }));
    dialog = screen.getByRole('dialog', { name: 'Ubah batas waktu' });
    await userEvent.clear(within(dialog).getByLabelText('Batas waktu (opsional)'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }));
    expect(await screen.findByText('Batas waktu disimpan.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Batalkan tugas Web 101' }));
    dialog = screen.getByRole('dialog', { name: 'Batalkan tugas?' });
    expect(dialog).toHaveTextContent('Hasil mahasiswa yang sudah ada tetap tersimpan.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Ya, batalkan' }));
    expect(await screen.findByText('Tugas dibatalkan.')).toBeInTheDocument();
    expect(requests.filter((line) => !line.startsWith('ctf?'))).toEqual([
      'PUT kriptografi-dasar {"dueAt":null}',
      'PUT web-101 {"dueAt":null}',
      'DELETE web-101',
    ]);
  });

  it('says so when nothing is assigned yet', async () => {
    assignments = [];
    renderRemote(app, '/teacher/classroom/kelas-a/ctf', teacher);
    expect(await screen.findByText('Belum ada tantangan yang ditugaskan')).toBeInTheDocument();
  });
});

describe('the classroom exercise-lab tab', () => {
  it('shows the steps each student answered', async () => {
    renderRemote(app, '/teacher/classroom/kelas-a/exercise-lab', teacher);
    const grid = await screen.findByRole('table', { name: `Progres lab latihan mahasiswa ${classroom.name}` });
    expect(within(grid).getByRole('row', { name: /Rina Member/ })).toHaveTextContent('Belum selesai2/3 langkah');
  });
});

describe('the detail of one item', () => {
  it('ctf: each student with status, time, points, attempts and hints, and the suspicious submissions', async () => {
    renderRemote(app, '/teacher/classroom/kelas-a/ctf/detail/web-101', teacher);
    expect(await screen.findByRole('heading', { level: 1, name: 'Web 101' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Lokasi halaman' })).getByRole('link', { name: classroom.name }),
    ).toHaveAttribute('href', '/teacher/classroom/kelas-a/ctf');
    const table = screen.getByRole('table', { name: `Hasil mahasiswa ${classroom.name} di Web 101` });
    const rina = within(table).getByRole('row', { name: /Rina Member/ });
    expect(rina).toHaveTextContent('SelesaiTerlambatMencurigakan');
    expect(rina).toHaveTextContent('250');
    const suspicious = screen.getByRole('table', { name: 'Kiriman mencurigakan di Web 101' });
    expect(within(suspicious).getByRole('row', { name: /Rina Member/ })).toHaveTextContent(
      'Dimas Saputra (@dimas.saputra)',
    );
  });

  it('ctf: an unknown challenge is the 404 page', async () => {
    renderRemote(app, '/teacher/classroom/kelas-a/ctf/detail/tidak-ada', teacher);
    expect(await screen.findByText('Tantangan tidak ditemukan.')).toBeInTheDocument();
  });

  it('exercise lab: each student with the steps answered; not assigned yet is said', async () => {
    renderRemote(app, '/teacher/classroom/kelas-a/exercise-lab/detail/pengenalan-linux', teacher);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pengenalan Linux' })).toBeInTheDocument();
    expect(screen.getByText('Belum ditugaskan di classroom ini')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /Rina Member/ })).toHaveTextContent('Mengerjakan');
    // Hints opened, and the points a completion earned.
    const cells = (name: RegExp) =>
      within(screen.getByRole('row', { name }))
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(/Rina Member/).slice(3, 5)).toEqual(['1', '—']);
    expect(cells(/Budi Santoso/).slice(3, 5)).toEqual(['0', '100']);
  });
});
