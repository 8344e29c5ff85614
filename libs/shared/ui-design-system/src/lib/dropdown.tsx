import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { notDesignSystemButton as plain } from './button';
import { focusableIn } from './dom';
import { IconChevronDown } from './icons';
import { theme } from './theme';

const { colors, fonts, fontSizes, radii, shadows, zIndices, motion } = theme;

const Root = styled.div`
  position: relative;
  display: inline-flex;
`;

const Trigger = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-height: 44px;
  padding: 0 0.75rem;
  border: 0;
  border-radius: ${radii.md};
  background: transparent;
  color: inherit;
  font-family: ${fonts.ui};
  font-size: ${fontSizes.md};
  font-weight: 500;
  cursor: pointer;
  transition: background-color ${motion.fast} ease;

  &:hover {
    background: rgba(127, 127, 127, 0.12);
  }

  svg {
    transition: transform ${motion.fast} ease;
  }

  &[aria-expanded='true'] svg:last-child {
    transform: rotate(180deg);
  }
`;

const Panel = styled.div<{ $align: 'start' | 'end' }>`
  position: absolute;
  top: calc(100% + 4px);
  ${({ $align }) => ($align === 'end' ? 'right: 0;' : 'left: 0;')}
  z-index: ${zIndices.dropdown};
  display: flex;
  flex-direction: column;
  min-width: 220px;
  padding: 0.5rem;
  border: 1px solid ${colors.border};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  box-shadow: ${shadows.lg};

  a${plain}, button${plain} {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    width: 100%;
    min-height: 44px;
    padding: 0 0.75rem;
    border: 0;
    border-radius: ${radii.sm};
    background: transparent;
    color: ${colors.text};
    font-family: ${fonts.ui};
    font-size: ${fontSizes.md};
    text-align: left;
    text-decoration: none;
    cursor: pointer;
  }

  a${plain}:hover, button${plain}:hover, a${plain}:focus-visible, button${plain}:focus-visible {
    background: ${colors.surfaceMuted};
    color: ${colors.text};
  }

  ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
`;

export interface DropdownProps {
  /** Visible content of the toggle button (text, or an avatar with the username). */
  label: ReactNode;
  /** Links and buttons shown when open. */
  children: ReactNode;
  /** Which edge of the button the panel lines up with. Default 'start'. */
  align?: 'start' | 'end';
  /** Accessible name of the button when `label` is not text (e.g. only an avatar). */
  buttonLabel?: string;
  className?: string;
}

/**
 * A disclosure menu (not an ARIA menu: its items are ordinary links, reachable with Tab). Arrow keys also move
 * between items; Escape, a click outside, focus leaving, or following a link inside closes it.
 */
export function Dropdown({ label, children, align = 'start', buttonLabel, className }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusOnOpen = useRef<'first' | 'last' | null>(null);

  useEffect(() => {
    if (!open) return undefined;
    if (focusOnOpen.current) {
      const items = focusableIn(panelRef.current);
      (focusOnOpen.current === 'first' ? items[0] : items[items.length - 1])?.focus();
      focusOnOpen.current = null;
    }
    const closeOutside = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', closeOutside);
    document.addEventListener('touchstart', closeOutside);
    return () => {
      document.removeEventListener('mousedown', closeOutside);
      document.removeEventListener('touchstart', closeOutside);
    };
  }, [open]);

  const openWithFocus = (target: 'first' | 'last') => {
    focusOnOpen.current = target;
    setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const target = event.key === 'ArrowDown' ? 'first' : 'last';
      // Already open (Enter or a click opened it): the effect will not run again, so move focus here.
      if (open) {
        const items = focusableIn(panelRef.current);
        (target === 'first' ? items[0] : items[items.length - 1])?.focus();
      } else {
        openWithFocus(target);
      }
    }
  };

  const onPanelKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = focusableIn(panelRef.current);
    if (items.length === 0) return;
    const index = items.indexOf(document.activeElement as HTMLElement);
    const next: Record<string, number> = {
      ArrowDown: (index + 1) % items.length,
      ArrowUp: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    };
    if (!(event.key in next)) return;
    event.preventDefault();
    items[next[event.key]]?.focus();
  };

  return (
    <Root
      ref={rootRef}
      className={className}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          // Stop here so an enclosing Modal or TopBar menu stays open.
          event.stopPropagation();
          setOpen(false);
          triggerRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        // Only when focus lands on a known element outside (Tab away). A null relatedTarget also comes from
        // clicks in Safari, which does not focus clicked buttons; pointer cases are left to the outside-click listener.
        const next = event.relatedTarget as Node | null;
        if (open && next && !rootRef.current?.contains(next)) setOpen(false);
      }}
    >
      <Trigger
        ref={triggerRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={buttonLabel}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
        <IconChevronDown size={16} />
      </Trigger>
      <Panel
        ref={panelRef}
        id={panelId}
        hidden={!open}
        $align={align}
        data-dropdown-panel=""
        onKeyDown={onPanelKeyDown}
        onClick={(event) => {
          // Following a link (client-side navigation keeps the page) should not leave the panel open.
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
      >
        {children}
      </Panel>
    </Root>
  );
}
