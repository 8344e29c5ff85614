import { fireEvent, screen, within } from '@testing-library/react';
import { Avatar, DEFAULT_AVATAR_SRC } from './avatar';
import { Badge } from './badge';
import { ProgressBar } from './progress-bar';
import { StatCard } from './stat-card';
import { Table, type TableColumn } from './table';
import { renderWithDesignSystem } from './test-utils';
import { Truncate } from './typography';

describe('Avatar', () => {
  it('shows the user’s picture with alt text', () => {
    renderWithDesignSystem(<Avatar src="https://cdn.example/budi.png" name="budi" />);
    expect(screen.getByRole('img', { name: 'Foto profil budi' })).toHaveAttribute(
      'src',
      'https://cdn.example/budi.png',
    );
  });

  it.each([
    ['null', null],
    ['an empty string', ''],
    ['blank', '   '],
    ['missing', undefined],
  ])('falls back to the default avatar when src is %s', (_case, src) => {
    renderWithDesignSystem(<Avatar src={src} name="budi" />);
    const img = screen.getByRole('img', { name: 'Foto profil budi' });
    expect(img).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
    expect(DEFAULT_AVATAR_SRC).toMatch(/^data:image\/svg\+xml,/);
  });

  it('falls back when the picture fails to load, and tries a new URL again', () => {
    const { rerender } = renderWithDesignSystem(<Avatar src="https://cdn.example/rusak.png" name="budi" />);
    fireEvent.error(screen.getByRole('img'));
    expect(screen.getByRole('img')).toHaveAttribute('src', DEFAULT_AVATAR_SRC);
    rerender(<Avatar src="https://cdn.example/baru.png" name="budi" />);
    expect(screen.getByRole('img')).toHaveAttribute('src', 'https://cdn.example/baru.png');
  });

  it('has alt text without a name and accepts an explicit alt', () => {
    renderWithDesignSystem(
      <>
        <Avatar src={null} name="" />
        <Avatar src={null} name="budi" alt="" />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Foto profil' })).toBeInTheDocument();
    expect(screen.getAllByRole('presentation')).toHaveLength(1);
  });

  it('sizes itself', () => {
    renderWithDesignSystem(<Avatar name="budi" size={32} />);
    expect(screen.getByRole('img')).toHaveAttribute('width', '32');
  });
});

describe('ProgressBar', () => {
  it('exposes its value to assistive technology', () => {
    renderWithDesignSystem(<ProgressBar value={42.4} label="Progres belajar" />);
    const bar = screen.getByRole('progressbar', { name: 'Progres belajar' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '100');
    expect(bar).toHaveAttribute('aria-valuetext', '42%');
  });

  it.each([
    [-10, '0'],
    [150, '100'],
    [Number.NaN, '0'],
  ])('clamps %p to %p', (value, expected) => {
    renderWithDesignSystem(<ProgressBar value={value} label="Progres" />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', expected);
  });

  it('shows the label and percentage visibly unless hidden', () => {
    const { rerender } = renderWithDesignSystem(<ProgressBar value={75} label="Progres" />);
    expect(screen.getByText('75%')).toBeInTheDocument();
    rerender(<ProgressBar value={75} label="Progres" hideLabel />);
    expect(screen.queryByText('75%')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progres' })).toBeInTheDocument();
  });
});

interface Member {
  username: string;
  point: number;
}

const columns: TableColumn<Member>[] = [
  { key: 'username', header: 'Username' },
  { key: 'point', header: 'Poin', align: 'right', render: (row) => `${row.point} poin` },
];

describe('Table', () => {
  it('shows the empty text in a single row spanning every column', () => {
    renderWithDesignSystem(
      <Table columns={columns} rows={[]} rowKey="username" caption="Anggota" emptyText="Belum ada anggota." />,
    );
    const table = screen.getByRole('table', { name: 'Anggota' });
    const cell = within(table).getByRole('cell', { name: 'Belum ada anggota.' });
    expect(cell).toHaveAttribute('colspan', '2');
  });

  it('has a default empty text', () => {
    renderWithDesignSystem(<Table columns={columns} rows={[]} rowKey="username" caption="Anggota" />);
    expect(screen.getByRole('cell', { name: 'Belum ada data.' })).toBeInTheDocument();
  });

  it('renders headers and cells, with render functions and raw values', () => {
    renderWithDesignSystem(
      <Table
        columns={columns}
        rows={[
          { username: 'budi', point: 120 },
          { username: 'sari', point: 80 },
        ]}
        rowKey={(row) => row.username}
        caption="Anggota"
      />,
    );
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Username', 'Poin']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['budi', '120 poin'],
      ['sari', '80 poin'],
    ]);
  });

  it('is a keyboard-scrollable region named by the caption', () => {
    renderWithDesignSystem(<Table columns={columns} rows={[]} rowKey="username" caption="Anggota" hideCaption />);
    const region = screen.getByRole('region', { name: 'Anggota' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('table', { name: 'Anggota' })).toBeInTheDocument();
  });
});

describe('StatCard', () => {
  it('pairs the label with the value', () => {
    renderWithDesignSystem(<StatCard label="Total member" value="1.204" hint="30 hari terakhir" />);
    expect(screen.getByRole('term')).toHaveTextContent('Total member');
    expect(screen.getAllByRole('definition').map((dd) => dd.textContent)).toEqual(['1.204', '30 hari terakhir']);
  });
});

describe('Badge and Truncate', () => {
  it('renders a badge without leaking the tone prop', () => {
    renderWithDesignSystem(<Badge $tone="success">Lulus</Badge>);
    expect(screen.getByText('Lulus')).not.toHaveAttribute('$tone');
  });

  it('keeps the full text of truncated content as its title', () => {
    renderWithDesignSystem(<Truncate>Pengantar Keamanan Jaringan untuk Pemula Sekali</Truncate>);
    expect(screen.getByText('Pengantar Keamanan Jaringan untuk Pemula Sekali')).toHaveAttribute(
      'title',
      'Pengantar Keamanan Jaringan untuk Pemula Sekali',
    );
  });
});
