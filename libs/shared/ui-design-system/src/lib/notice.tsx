import styled from 'styled-components';
import { badgeTones, type BadgeTone } from './badge';
import { theme } from './theme';

const { radii, fontSizes } = theme;

/**
 * An inline message block (info, warning, a server message): the tinted pairs of `Badge`, so contrast is
 * already checked. Give it `role="status"` or `role="alert"` when it appears in response to an action.
 */
export const Notice = styled.p<{ $tone?: BadgeTone }>`
  margin: 0;
  padding: 0.75rem 1rem;
  border-radius: ${radii.md};
  border-left: 4px solid currentColor;
  font-size: ${fontSizes.md};
  line-height: 1.5;
  background: ${({ $tone = 'info' }) => badgeTones[$tone].background};
  color: ${({ $tone = 'info' }) => badgeTones[$tone].color};
`;
