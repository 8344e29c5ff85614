import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { chromeHandlers, demoUser, renderRemote } from '@akademi-siber/feature-app-frame/testing';
import { CLASSROOM_JOIN_MESSAGES, type MemberClassroom } from '@akademi-siber/util-contracts';
import app from '../../../app';
import { fail, ok } from '../../../testing/commerce-fixtures';

const classroomA: MemberClassroom = {
  slug: 'keamanan-jaringan-kelas-a-2026',
  name: 'Keamanan Jaringan Komputer — Kelas A',
  campus: 'Universitas Siber Indonesia',
  teacher: 'Andi Dosen',
  joinedAt: '2026-06-02T00:00:00Z',
  students: 5,
};
const classroomB: MemberClassroom = {
  ...classroomA,
  slug: 'forensik-digital-kelas-b-2026',
  name: 'Forensik Digital — Kelas B',
  students: 4,
};
let mine: MemberClassroom[] = [];
const sent: unknown[] = [];

const server = setupServer(
  http.get('*/api/member/classrooms', () => ok(mine)),
  http.post('*/api/member/classrooms/join', async ({ request }) => {
    const body = (await request.json()) as { code: string };
    sent.push(body);
    const errors: Record<string, [number, string]> = {
      'USI-SALAH': [404, CLASSROOM_JOIN_MESSAGES.wrongCode],
      'USI-LAMA': [410, CLASSROOM_JOIN_MESSAGES.expired],
      'USI-PENUH': [409, CLASSROOM_JOIN_MESSAGES.full],
      'USI-KJA26': [409, CLASSROOM_JOIN_MESSAGES.alreadyMember],
      'USI-TEBAK': [429, 'Terlalu banyak permintaan, silakan tunggu beberapa saat.'],
    };
    const error = errors[body.code];
    if (error) return fail(error[0], error[1]);
    mine = [classroomB, ...mine];
    return ok(classroomB);
  }),
  ...chromeHandlers,
);
jest.setTimeout(30_000);
const slow = { timeout: 15_000 };
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
beforeEach(() => {
  mine = [classroomA];
  sent.length = 0;
});
afterAll(() => server.close());

async function submit(code: string) {
  const input = screen.getByRole('textbox', { name: 'Kode bergabung' });
  await userEvent.clear(input);
  await userEvent.type(input, code);
  await userEvent.click(screen.getByRole('button', { name: 'Gabung' }));
}

describe('/member/classroom', () => {
  it("lists the member's classrooms and joins another with the code typed loosely", async () => {
    renderRemote(app, '/member/classroom', demoUser('member'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Classroom' }, slow)).toBeInTheDocument();
    expect(document.title).toBe('Classroom · Akademi Siber');
    const card = await screen.findByRole('article', { name: classroomA.name }, slow);
    expect(card).toHaveTextContent('Dosen: Andi Dosen · 5 mahasiswa');
    await submit(' usi-fdb26 ');
    expect(await screen.findByText(`Berhasil bergabung ke ${classroomB.name}.`)).toBeInTheDocument();
    // The schema the API uses: spaces dropped, capitals.
    expect(sent).toEqual([{ code: 'USI-FDB26' }]);
    expect(await screen.findByRole('article', { name: classroomB.name })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kode bergabung' })).toHaveValue('');
  });

  it('says what is wrong with a code: unknown, expired, full, already joined, too many tries, malformed', async () => {
    renderRemote(app, '/member/classroom', demoUser('member'));
    const input = await screen.findByRole('textbox', { name: 'Kode bergabung' }, slow);
    for (const [code, message] of [
      ['USI-SALAH', CLASSROOM_JOIN_MESSAGES.wrongCode],
      ['USI-LAMA', CLASSROOM_JOIN_MESSAGES.expired],
      ['USI-PENUH', CLASSROOM_JOIN_MESSAGES.full],
      ['USI-KJA26', CLASSROOM_JOIN_MESSAGES.alreadyMember],
      ['USI-TEBAK', 'Terlalu banyak kode yang salah. Tunggu beberapa menit sebelum mencoba lagi.'],
      ['a!', 'Kode bergabung minimal 4 karakter'],
    ]) {
      await submit(code);
      await screen.findByText(message);
      expect(input).toHaveAccessibleDescription(message);
    }
    // The malformed one never reached the API.
    expect(sent).toHaveLength(5);
  });

  it('fills the code in from ?kode= and says when the member has no classroom yet', async () => {
    mine = [];
    renderRemote(app, '/member/classroom?kode=USI-FDB26', demoUser('member'));
    expect(await screen.findByText('Belum bergabung ke classroom', undefined, slow)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Kode bergabung' })).toHaveValue('USI-FDB26');
    const section = screen.getByRole('region', { name: 'Gabung classroom' });
    expect(within(section).getByRole('button', { name: 'Gabung' })).toBeEnabled();
  });
});
