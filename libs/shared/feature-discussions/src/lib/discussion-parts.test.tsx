import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { ThemeProvider } from 'styled-components';
import { theme } from '@akademi-siber/ui-design-system';
import { DiscussionByline, DiscussionSearch, DiscussionText } from './discussion-parts';

const inTheme = (ui: ReactNode) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

it('badges the staff by role, not the members, and marks an edited text', () => {
  inTheme(
    <>
      <DiscussionByline person={{ name: 'Budi', username: 'budi', role: 'author' }} at="2026-11-24T03:00:00Z" />
      <DiscussionByline person={{ name: 'Sari', username: 'sari', role: 'admin' }} at="2026-11-24T03:00:00Z" edited />
      <DiscussionByline person={{ name: 'Rina', username: 'rina', role: 'member' }} at="2026-11-24T03:00:00Z" />
    </>,
  );
  expect(screen.getByText('Instruktur')).toBeInTheDocument();
  expect(screen.getByText('Admin')).toBeInTheDocument();
  expect(screen.getAllByText(/diubah/)).toHaveLength(1);
  expect(screen.getByText('Rina').parentElement).not.toHaveTextContent('Member');
});

it('splits a text into paragraphs at blank lines and keeps single line breaks', () => {
  const { container } = inTheme(<DiscussionText text={'Baris satu\nbaris dua\n\n\nParagraf kedua'} />);
  const paragraphs = container.querySelectorAll('p');
  expect([...paragraphs].map((p) => p.textContent)).toEqual(['Baris satu\nbaris dua', 'Paragraf kedua']);
});

it('searches for the trimmed words on "Cari" and shows the search in force', async () => {
  const onSearch = jest.fn();
  inTheme(<DiscussionSearch value="jwt" onSearch={onSearch} />);
  const field = screen.getByRole('searchbox', { name: 'Cari diskusi' });
  expect(field).toHaveValue('jwt');
  await userEvent.clear(field);
  await userEvent.type(field, '  cookie httponly  ');
  expect(onSearch).not.toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Cari' }));
  expect(onSearch).toHaveBeenCalledWith('cookie httponly');
});
