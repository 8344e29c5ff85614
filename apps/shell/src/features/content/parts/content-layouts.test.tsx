import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { publicFrameHandlers, renderInLayout as renderIn } from '../../../testing/render-in-layout';
import { BlogLayout } from './blog-layout';
import { CybercastLayout } from './cybercast-layout';

const server = setupServer(...publicFrameHandlers);
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('Blog and Cybercast layouts', () => {
  it.each([
    ['blog', <BlogLayout key="l" />, ['Tips Keamanan', 'Tutorial'], '/blog'],
    ['cybercast', <CybercastLayout key="l" />, ['Wawancara', 'Bedah Kasus'], '/cybercast'],
  ])('%s: the categories from list-categories, each linking to its page', async (kind, layout, names, base) => {
    renderIn(layout, { path: `${base}/kategori/${kind}-satu` });
    const bar = screen.getByRole('navigation', { name: `Kategori ${kind === 'blog' ? 'Blog' : 'Cybercast'}` });
    expect(within(bar).getByRole('link', { name: 'Semua' })).toHaveAttribute('href', `${base}/all`);
    const first = await within(bar).findByRole('link', { name: names[0] });
    expect(first).toHaveAttribute('href', `${base}/kategori/${kind}-satu`);
    expect(first).toHaveAttribute('aria-current', 'page');
    expect(within(bar).getByRole('link', { name: names[1] })).toHaveAttribute('href', `${base}/kategori/${kind}-dua`);
  });

  it("a failed category load shows the 'Info' toast in the danger variant with the server's message", async () => {
    server.use(
      http.get('*/api/blog/list-categories', () =>
        HttpResponse.json({ success: false, message: 'Kategori sedang tidak tersedia.', data: null }, { status: 503 }),
      ),
    );
    renderIn(<BlogLayout />, { path: '/blog' });
    const toasts = within(screen.getByRole('status', { name: 'Notifikasi' }));
    const message = await toasts.findByText('Kategori sedang tidak tersedia.');
    expect(toasts.getByText('Info')).toBeInTheDocument();
    expect(message.closest('[data-variant]')).toHaveAttribute('data-variant', 'danger');
    expect(screen.getByRole('link', { name: 'Semua' })).toBeInTheDocument();
  });
});
