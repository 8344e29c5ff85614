import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { CardTitleLink, LinkCard } from './link-card';
import { QueryStates } from './query-states';
import { renderWithDesignSystem } from './lib/test-utils';

const query = (over: Partial<{ data: string[]; isLoading: boolean; error: unknown }>, refetch = jest.fn()) => ({
  isLoading: false,
  refetch,
  ...over,
});

const renderStates = (q: ReturnType<typeof query>) =>
  renderWithDesignSystem(
    <QueryStates
      query={q}
      errorTitle="Kelas belum dapat dimuat"
      isEmpty={(data) => data.length === 0}
      empty={<p>Belum ada kelas</p>}
    >
      {(data) => (
        <ul>
          {data.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </QueryStates>,
  );

describe('QueryStates', () => {
  it('shows the skeleton while loading', () => {
    renderStates(query({ isLoading: true }));
    expect(screen.getAllByRole('status').some((node) => node.textContent === 'Memuat…')).toBe(true);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("shows the failure's own message with a retry that refetches", async () => {
    const refetch = jest.fn();
    renderStates(query({ error: { status: 503, message: 'Layanan sedang tidak tersedia.' } }, refetch));
    expect(screen.getByRole('heading', { name: 'Kelas belum dapat dimuat' })).toBeInTheDocument();
    expect(screen.getByText('Layanan sedang tidak tersedia.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /coba lagi/i }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('falls back to the general message when the failure carries none', () => {
    renderStates(query({ error: { status: 'FETCH_ERROR' } }));
    expect(screen.getByText('Terjadi kesalahan. Silakan coba lagi.')).toBeInTheDocument();
  });

  it('shows the empty state, then the content', () => {
    const { unmount } = renderStates(query({ data: [] }));
    expect(screen.getByText('Belum ada kelas')).toBeInTheDocument();
    unmount();
    renderStates(query({ data: ['Keamanan Aplikasi Web'] }));
    expect(screen.getByRole('listitem')).toHaveTextContent('Keamanan Aplikasi Web');
  });
});

describe('LinkCard', () => {
  it('makes the title the one link of the card', () => {
    renderWithDesignSystem(
      <MemoryRouter>
        <LinkCard>
          <h3>
            <CardTitleLink to="/belajar-online/keamanan-aplikasi-web">Keamanan Aplikasi Web</CardTitleLink>
          </h3>
          <p>Rp399.000</p>
        </LinkCard>
      </MemoryRouter>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Keamanan Aplikasi Web' })).toHaveAttribute(
      'href',
      '/belajar-online/keamanan-aplikasi-web',
    );
  });
});
