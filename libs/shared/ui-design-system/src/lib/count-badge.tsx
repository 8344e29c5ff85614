import styled from 'styled-components';
import { theme } from './theme';

const { colors, fonts, radii } = theme;

const Bubble = styled.span`
  position: absolute;
  top: 2px;
  right: 0;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 18px;
  height: 18px;
  padding: 0 5px;
  border-radius: ${radii.pill};
  /* A white ring separates the bubble from the icon under it, on light and navy bars alike. */
  box-shadow: 0 0 0 2px ${colors.surface};
  background: ${colors.danger};
  color: ${colors.textInverse};
  font-family: ${fonts.ui};
  font-size: 0.6875rem;
  font-weight: 700;
  line-height: 1;
  pointer-events: none;
`;

export interface CountBadgeProps {
  count: number;
  /** Above this the bubble shows `max+`. Default 99. */
  max?: number;
}

/**
 * The small number over a navbar icon (cart items, unread notifications). Hidden from assistive technology:
 * the link or label around the icon says the number in words. Nothing is shown for 0.
 */
export function CountBadge({ count, max = 99 }: CountBadgeProps) {
  if (!(count > 0)) return null;
  return (
    <Bubble aria-hidden="true" data-count-badge="">
      {count > max ? `${max}+` : count}
    </Bubble>
  );
}
