// The content editor on its own, on a corporate program's learning item (owner 'program', as the admin remote's item
// pages use it): what the author's cohort page tests (apps/author) do not walk through — a program item has one final
// quiz and no pre-test or post-test, an unknown content and a failed outline say so, and an ordered list moves its
// rows with Alt+↑ / Alt+↓ as with its buttons.
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useState } from 'react';
import {
  answerEachTestsRequests,
  chromeHandlers,
  demoUser,
  renderRemote,
} from '@akademi-siber/feature-app-frame/testing';
import type { AuthoredAssessment, AuthoredContent } from '@akademi-siber/util-contracts';
import type { RemoteApp } from '@akademi-siber/util-federation';
import { ContentMaterialsEditor } from './materials-editor';
import { moveKeyHandler, MoveButtons, movedIds } from './move-buttons';
import { ContentQuizEditor } from './quiz-editor';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(30_000);

const CONTENT = 'program-3-item-12';
const API = `*/api/author/content/${CONTENT}`;

const ok = <T,>(data: T, message = 'Berhasil', status = 200) =>
  HttpResponse.json({ success: true, message, data }, { status });
const fail = (status: number, message: string) =>
  HttpResponse.json({ success: false, message, data: null }, { status });

const quiz = (id: number, title: string): AuthoredAssessment => ({
  id,
  kind: 'quiz',
  title,
  timeLimitMinutes: 10,
  attemptLimit: 3,
  passingScore: 70,
  shuffle: false,
  attempts: 0,
  questions: [],
});

const outline = (): AuthoredContent => ({
  slug: CONTENT,
  title: 'Mengenali email phishing',
  owner: 'program',
  modules: [
    { id: 1, slug: 'tanda-phishing', title: 'Tanda-tanda phishing', order: 1, materials: [], quiz: quiz(5, 'Kuis 1') },
    { id: 2, slug: 'melapor', title: 'Cara melapor', order: 2, materials: [], quiz: null },
  ],
  exam: null,
  preTest: null,
  postTest: null,
});

let answer: () => Response = () => ok(outline());
const orders: unknown[] = [];

const server = setupServer(
  ...chromeHandlers,
  http.get(`${API}/outline`, () => answer()),
  http.put(`${API}/modules/order`, async ({ request }) => {
    orders.push(await request.json());
    return ok(null, 'Urutan disimpan.');
  }),
);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
answerEachTestsRequests();
beforeEach(() => {
  answer = () => ok(outline());
  orders.length = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const app: RemoteApp = {
  id: 'admin',
  basePath: '/admin',
  routes: [
    { path: 'materi', element: <ContentMaterialsEditor contentSlug={CONTENT} /> },
    { path: 'kuis', element: <ContentQuizEditor contentSlug={CONTENT} materialsHref="/admin/materi" /> },
  ],
};

describe('the quiz editor on a program item', () => {
  it('offers the final quiz and each module quiz, without a pre-test or post-test', async () => {
    renderRemote(app, '/admin/kuis', demoUser('admin'));
    expect(await screen.findByRole('heading', { level: 2, name: 'Kuis akhir' })).toBeInTheDocument();
    // The section and its one card share the name, as a course's "Ujian akhir" does.
    const [, final] = screen.getAllByRole('region', { name: 'Kuis akhir' });
    expect(within(final).getByText('Terbuka setelah karyawan menyelesaikan semua materi item ini.')).toBeVisible();
    expect(within(final).getByRole('button', { name: 'Buat Kuis akhir' })).toBeEnabled();
    expect(screen.queryByText('Pre-test')).not.toBeInTheDocument();
    expect(screen.queryByText(/Post-test/)).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Kuis Tanda-tanda phishing: Kuis 1' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Kuis Cara melapor' })).toBeInTheDocument();
  });

  it('says when the content does not exist, and offers a retry when it cannot be loaded', async () => {
    answer = () => fail(404, 'Konten tidak ditemukan.');
    const { unmount } = renderRemote(app, '/admin/kuis', demoUser('admin'));
    expect(await screen.findByRole('heading', { name: 'Konten tidak ditemukan' })).toBeInTheDocument();
    unmount();

    answer = () => fail(500, 'Terjadi kesalahan pada server. Silakan coba lagi nanti.');
    renderRemote(app, '/admin/materi', demoUser('admin'));
    expect(await screen.findByText('Materi belum dapat dimuat')).toBeInTheDocument();
    answer = () => ok(outline());
    await userEvent.setup().click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Modul dan materi' })).toBeInTheDocument();
  });
});

describe('the material editor on a program item', () => {
  it('lists the modules and moves one with its buttons', async () => {
    renderRemote(app, '/admin/materi', demoUser('admin'));
    expect(await screen.findByText(/2 modul · 0 materi/)).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Turun: modul Tanda-tanda phishing' }));
    await waitFor(() => expect(orders).toEqual([{ ids: [2, 1] }]));
  });
});

function OrderedList() {
  const [items, setItems] = useState([
    { id: 1, title: 'Phishing' },
    { id: 2, title: 'Kata sandi' },
    { id: 3, title: 'Wi-Fi publik' },
  ]);
  const move = (from: number, to: number) => {
    const ids = movedIds(items, from, to);
    setItems(ids.map((id) => items.find((item) => item.id === id) as (typeof items)[number]));
  };
  return (
    <ol aria-label="Urutan">
      {items.map((item, index) => (
        <li key={item.id} onKeyDown={moveKeyHandler(index, items.length, move)}>
          <a href={`#${item.id}`}>{item.title}</a>
          <MoveButtons
            label={item.title}
            idPrefix={`item-${item.id}`}
            index={index}
            count={items.length}
            onMove={move}
            keyShortcuts
          />
        </li>
      ))}
    </ol>
  );
}

describe('moving with the keyboard', () => {
  const orderApp: RemoteApp = {
    id: 'admin',
    basePath: '/admin',
    routes: [{ path: 'urutan', element: <OrderedList /> }],
  };
  const titles = () =>
    within(screen.getByRole('list', { name: 'Urutan' }))
      .getAllByRole('link')
      .map((link) => link.textContent);

  it('moves the focused row with Alt+↓ and Alt+↑, keeps the focus on it, and stops at the ends', async () => {
    renderRemote(orderApp, '/admin/urutan', demoUser('admin'));
    const person = userEvent.setup();
    const link = screen.getByRole('link', { name: 'Phishing' });
    link.focus();
    await person.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(titles()).toEqual(['Kata sandi', 'Phishing', 'Wi-Fi publik']);
    await waitFor(() => expect(link).toHaveFocus());
    await person.keyboard('{Alt>}{ArrowDown}{/Alt}{Alt>}{ArrowDown}{/Alt}');
    expect(titles()).toEqual(['Kata sandi', 'Wi-Fi publik', 'Phishing']);
    await person.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(titles()).toEqual(['Kata sandi', 'Phishing', 'Wi-Fi publik']);
    // Plain arrows are the page's own (scrolling): nothing moves.
    await person.keyboard('{ArrowUp}');
    expect(titles()).toEqual(['Kata sandi', 'Phishing', 'Wi-Fi publik']);
    expect(screen.getByRole('button', { name: 'Naik: Phishing' })).toHaveAttribute('aria-keyshortcuts', 'Alt+ArrowUp');
  });
});
