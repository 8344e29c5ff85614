import { screen } from '@testing-library/react';
import { member, renderPage } from '../../../testing/render-page';
import { AffiliateProgramPage } from './affiliate-program-page';

const asMember = {
  session: { token: 't', strategy: 'local' as const, user: member, status: 'authenticated' as const },
};

describe('/affiliate-program', () => {
  it('explains the program, leads members to /member/afiliasi and links the policy', async () => {
    renderPage('/affiliate-program', <AffiliateProgramPage />, '/affiliate-program', asMember);
    expect(screen.getByRole('heading', { level: 1, name: 'Program Afiliasi' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Buka halaman Afiliasi' })).toHaveAttribute('href', '/member/afiliasi');
    expect(screen.getByRole('link', { name: 'Kebijakan Program Afiliasi' })).toHaveAttribute(
      'href',
      '/affiliate-program/kebijakan',
    );
  });
});
