import { render, screen } from '@testing-library/react';
import { CountBadge } from './count-badge';

describe('CountBadge', () => {
  it('shows the number, hidden from assistive technology (the icon label says it in words)', () => {
    const { container } = render(<CountBadge count={7} />);
    const bubble = container.querySelector('[data-count-badge]');
    expect(bubble).toHaveTextContent('7');
    expect(bubble).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText('7')).toBeInTheDocument();
  });

  it('caps a large number and shows nothing for zero', () => {
    const { container, rerender } = render(<CountBadge count={120} />);
    expect(container).toHaveTextContent('99+');
    rerender(<CountBadge count={120} max={9} />);
    expect(container).toHaveTextContent('9+');
    rerender(<CountBadge count={0} />);
    expect(container).toBeEmptyDOMElement();
  });
});
