import { cloneElement, isValidElement, useId, useState, type ReactElement, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { joinIds } from './dom';
import { theme } from './theme';

const { colors, fonts, fontSizes, radii, shadows, zIndices } = theme;

const Wrap = styled.span`
  position: relative;
  display: inline-flex;
`;

const Bubble = styled.span<{ $open: boolean; $placement: 'top' | 'bottom' }>`
  position: absolute;
  left: 50%;
  z-index: ${zIndices.dropdown};
  width: max-content;
  max-width: min(280px, 80vw);
  padding: 0.375rem 0.625rem;
  border-radius: ${radii.sm};
  background: ${colors.navy};
  color: ${colors.textInverse};
  font-family: ${fonts.ui};
  font-size: ${fontSizes.sm};
  font-weight: 400;
  line-height: 1.4;
  text-align: center;
  white-space: normal;
  box-shadow: ${shadows.md};
  transform: translateX(-50%);
  transition: opacity ${theme.motion.fast} ease;
  ${({ $placement }) =>
    $placement === 'top'
      ? css`
          bottom: calc(100% + 8px);
          &::before {
            top: 100%;
          }
        `
      : css`
          top: calc(100% + 8px);
          &::before {
            bottom: 100%;
          }
        `}

  /* Bridges the 8px gap so the pointer can move onto the tooltip without closing it (WCAG 1.4.13). */
  &::before {
    content: '';
    position: absolute;
    left: 0;
    right: 0;
    height: 8px;
  }
  ${({ $open }) =>
    $open
      ? css`
          opacity: 1;
          visibility: visible;
        `
      : css`
          opacity: 0;
          visibility: hidden;
          pointer-events: none;
        `}
`;

export interface TooltipProps {
  content: ReactNode;
  /** One element (a button, a link…); it gets aria-describedby pointing at the tooltip. */
  children: ReactElement<{ 'aria-describedby'?: string }>;
  placement?: 'top' | 'bottom';
}

/**
 * Shows `content` on hover and on keyboard focus, hides on Escape (WCAG 1.4.13). The text is always linked
 * by aria-describedby, so screen readers read it even while it is visually hidden. For a disabled entry use an
 * aria-disabled element instead of `disabled`, which cannot take focus.
 */
export function Tooltip({ content, children, placement = 'top' }: TooltipProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const trigger = isValidElement(children)
    ? cloneElement(children, { 'aria-describedby': joinIds(children.props['aria-describedby'], id) })
    : children;

  return (
    <Wrap
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          setOpen(false);
        }
      }}
    >
      {trigger}
      <Bubble role="tooltip" id={id} $open={open} $placement={placement}>
        {content}
      </Bubble>
    </Wrap>
  );
}
