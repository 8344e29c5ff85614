import { screen } from '@testing-library/react';
import { Notice } from './notice';
import { badgeTones } from './badge';
import { renderWithDesignSystem } from './test-utils';

describe('Notice', () => {
  it('renders its message with the tone colours', () => {
    renderWithDesignSystem(
      <Notice $tone="danger" role="alert">
        Email/username atau password salah
      </Notice>,
    );
    const notice = screen.getByRole('alert');
    expect(notice).toHaveTextContent('Email/username atau password salah');
    expect(notice).toHaveStyle({ color: badgeTones.danger.color });
  });
});
