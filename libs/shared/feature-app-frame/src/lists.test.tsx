import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { DesignSystemProvider, type TableColumn } from '@akademi-siber/ui-design-system';
import { editColumn, ListHeader, PagedTable, PersonCell, SearchForm } from './lists';

interface Plan {
  id: number;
  name: string;
}

const plans: Plan[] = [
  { id: 1, name: 'Bulanan' },
  { id: 2, name: 'Tahunan' },
];
const columns: TableColumn<Plan>[] = [{ key: 'name', header: 'Nama' }];
const inFrame = (ui: ReactNode) => render(<DesignSystemProvider>{ui}</DesignSystemProvider>);

function table(result: Parameters<typeof PagedTable<Plan>>[0]['result'], onPageChange?: (page: number) => void) {
  return (
    <PagedTable
      caption="Paket"
      columns={columns}
      rowKey={(plan) => plan.id}
      errorTitle="Paket belum dapat dimuat"
      emptyText="Belum ada paket."
      result={result}
      onPageChange={onPageChange}
    />
  );
}

describe('list pages', () => {
  it('ListHeader shows the title, the lead and the main action', () => {
    inFrame(<ListHeader title="Paket Langganan" lead="Paket yang bisa dibeli." action={<button>Tambah</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Paket Langganan' })).toBeInTheDocument();
    expect(screen.getByText('Paket yang bisa dibeli.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambah' })).toBeInTheDocument();
  });

  it('PagedTable shows a skeleton while loading, then an error with a retry', async () => {
    const refetch = jest.fn();
    const { rerender } = inFrame(table({ isLoading: true, refetch }));
    expect(screen.getByText('Memuat…')).toBeInTheDocument();
    rerender(
      <DesignSystemProvider>
        {table({ isLoading: false, error: { message: 'Server sibuk' }, refetch })}
      </DesignSystemProvider>,
    );
    expect(screen.getByText('Paket belum dapat dimuat')).toBeInTheDocument();
    expect(screen.getByText('Server sibuk')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(refetch).toHaveBeenCalledTimes(1);
  });

  it('PagedTable shows the rows of a list with its pagination, or of a plain array', async () => {
    const onPageChange = jest.fn();
    const { rerender } = inFrame(
      table(
        { isLoading: false, data: { data: plans, meta: { page: 1, per_page: 10, total: 12 } }, refetch: jest.fn() },
        onPageChange,
      ),
    );
    expect(within(screen.getByRole('table', { name: 'Paket' })).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('navigation', { name: 'Paginasi' })).toHaveTextContent('Halaman 1 dari 2');
    rerender(<DesignSystemProvider>{table({ isLoading: false, data: [], refetch: jest.fn() })}</DesignSystemProvider>);
    expect(screen.getByText('Belum ada paket.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Paginasi' })).not.toBeInTheDocument();
  });

  it('editColumn opens the row it is on, named for screen readers', async () => {
    const onEdit = jest.fn();
    inFrame(
      <PagedTable
        caption="Paket"
        columns={[...columns, editColumn<Plan>((plan) => `Ubah paket ${plan.name}`, onEdit)]}
        rowKey={(plan) => plan.id}
        errorTitle="Paket belum dapat dimuat"
        emptyText="Belum ada paket."
        result={{ isLoading: false, data: plans, refetch: jest.fn() }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Ubah paket Tahunan' }));
    expect(onEdit).toHaveBeenCalledWith(plans[1]);
    expect(screen.getByRole('button', { name: 'Ubah paket Bulanan' })).toHaveTextContent('Ubah');
  });

  it('SearchForm searches the trimmed words on Enter and on "Cari"', async () => {
    const searches: string[] = [];
    inFrame(
      <SearchForm label="Cari peserta" placeholder="Nama atau email" onSearch={(words) => searches.push(words)} />,
    );
    const form = screen.getByRole('search', { name: 'Cari peserta' });
    const box = within(form).getByRole('searchbox', { name: 'Cari peserta' });
    expect(box).toHaveAttribute('placeholder', 'Nama atau email');
    await userEvent.type(box, '  rina {Enter}');
    await userEvent.clear(box);
    await userEvent.click(within(form).getByRole('button', { name: 'Cari' }));
    expect(searches).toEqual(['rina', '']);
  });

  it('PersonCell shows the name over the email', () => {
    inFrame(<PersonCell name="Rina Wulandari" email="rina@perusahaan.co.id" />);
    expect(screen.getByText('Rina Wulandari').tagName).toBe('STRONG');
    expect(screen.getByText('rina@perusahaan.co.id')).toBeInTheDocument();
  });
});
