import { useState } from 'react';
import { act, screen } from '@testing-library/react';
import { Pagination } from './pagination';
import { Tabs, type TabItem } from './tabs';
import { renderWithDesignSystem } from './test-utils';
import { Tooltip } from './tooltip';

describe('Pagination', () => {
  it('says where the user is, inside a navigation landmark', () => {
    renderWithDesignSystem(<Pagination page={2} perPage={10} total={45} onPageChange={jest.fn()} />);
    const nav = screen.getByRole('navigation', { name: 'Paginasi' });
    expect(nav).toHaveTextContent('Halaman 2 dari 5');
  });

  it('disables Sebelumnya on the first page and Berikutnya on the last', () => {
    const { rerender } = renderWithDesignSystem(
      <Pagination page={1} perPage={10} total={45} onPageChange={jest.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Sebelumnya' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Berikutnya' })).toBeEnabled();
    rerender(<Pagination page={5} perPage={10} total={45} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Sebelumnya' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Berikutnya' })).toBeDisabled();
  });

  it('asks for the previous and next page', async () => {
    const onPageChange = jest.fn();
    const { user } = renderWithDesignSystem(
      <Pagination page={3} perPage={10} total={45} onPageChange={onPageChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Berikutnya' }));
    await user.click(screen.getByRole('button', { name: 'Sebelumnya' }));
    expect(onPageChange.mock.calls).toEqual([[4], [2]]);
  });

  it('renders nothing when everything fits on one page', () => {
    renderWithDesignSystem(<Pagination page={1} perPage={10} total={0} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation', { name: 'Paginasi' })).not.toBeInTheDocument();
    renderWithDesignSystem(<Pagination page={1} perPage={10} total={10} onPageChange={jest.fn()} />);
    expect(screen.queryByRole('navigation', { name: 'Paginasi' })).not.toBeInTheDocument();
  });

  it('keeps an out-of-range page inside the range', () => {
    renderWithDesignSystem(<Pagination page={9} perPage={10} total={20} onPageChange={jest.fn()} />);
    expect(screen.getByText('Halaman 2 dari 2')).toBeInTheDocument();
  });
});

const tabs: TabItem[] = [
  { id: 'information', label: 'Informasi' },
  { id: 'student', label: 'Mahasiswa' },
  { id: 'ctf', label: 'CTF', disabled: true },
  { id: 'online-course', label: 'Kursus Online' },
];

function ControlledTabs({ onChange }: { onChange?: (id: string) => void }) {
  const [active, setActive] = useState('information');
  return (
    <Tabs
      tabs={tabs}
      active={active}
      aria-label="Detail kelas"
      onChange={(id) => {
        setActive(id);
        onChange?.(id);
      }}
    >
      <p>Isi {active}</p>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('renders a named tablist with the active tab selected and its panel', () => {
    renderWithDesignSystem(<ControlledTabs />);
    expect(screen.getByRole('tablist', { name: 'Detail kelas' })).toBeInTheDocument();
    const active = screen.getByRole('tab', { name: 'Informasi' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(active).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Mahasiswa' })).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel', { name: 'Informasi' });
    expect(panel).toHaveTextContent('Isi information');
    expect(active).toHaveAttribute('aria-controls', panel.id);
  });

  it('moves with the arrow keys, wrapping and skipping disabled tabs', async () => {
    const onChange = jest.fn();
    const { user } = renderWithDesignSystem(<ControlledTabs onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Informasi' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mahasiswa' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Mahasiswa' })).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Kursus Online' })).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Informasi' })).toHaveFocus();

    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Kursus Online' })).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Isi online-course');

    expect(onChange.mock.calls.map(([id]) => id)).toEqual(['student', 'online-course', 'information', 'online-course']);
  });

  it('jumps with Home and End', async () => {
    const { user } = renderWithDesignSystem(<ControlledTabs />);
    await user.tab();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Kursus Online' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Informasi' })).toHaveFocus();
  });

  it('leaves the tablist with a single Tab', async () => {
    const { user } = renderWithDesignSystem(
      <>
        <ControlledTabs />
        <button type="button">Sesudah</button>
      </>,
    );
    await user.tab();
    await user.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Sesudah' })).toHaveFocus();
  });

  it('selects on click', async () => {
    const { user } = renderWithDesignSystem(<ControlledTabs />);
    await user.click(screen.getByRole('tab', { name: 'Mahasiswa' }));
    expect(screen.getByRole('tab', { name: 'Mahasiswa' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Tooltip', () => {
  it('describes its trigger and shows on hover and focus', async () => {
    const { user } = renderWithDesignSystem(
      <Tooltip content="Kamu tidak memiliki akses Belajar Online">
        <a href="/teacher/online-courses" aria-disabled="true">
          Belajar Online
        </a>
      </Tooltip>,
    );
    const link = screen.getByRole('link', { name: 'Belajar Online' });
    expect(link).toHaveAccessibleDescription('Kamu tidak memiliki akses Belajar Online');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    await user.hover(link);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Kamu tidak memiliki akses Belajar Online');
    await user.unhover(link);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();

    act(() => link.focus());
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
