import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from './theme';

const { colors, fonts, fontSizes, motion } = theme;

const List = styled.div`
  display: flex;
  gap: 0.25rem;
  overflow-x: auto;
  border-bottom: 1px solid ${colors.border};
  scrollbar-width: thin;
`;

const Tab = styled.button`
  position: relative;
  flex-shrink: 0;
  min-height: 44px;
  padding: 0 1rem;
  border: 0;
  background: transparent;
  color: ${colors.textMuted};
  font-family: ${fonts.ui};
  font-size: ${fontSizes.md};
  font-weight: 500;
  white-space: nowrap;
  cursor: pointer;
  transition: color ${motion.fast} ease;

  &::after {
    content: '';
    position: absolute;
    left: 0.5rem;
    right: 0.5rem;
    bottom: -1px;
    height: 3px;
    border-radius: 3px 3px 0 0;
    background: transparent;
  }

  &:hover:not(:disabled) {
    color: ${colors.text};
  }

  &[aria-selected='true'] {
    color: ${colors.primaryText};
    font-weight: 600;
  }

  &[aria-selected='true']::after {
    background: ${colors.primary};
  }

  &:focus-visible {
    outline-offset: -3px;
  }

  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

const Panel = styled.div`
  padding-top: 1.5rem;

  &:focus-visible {
    outline-offset: 4px;
  }
`;

export interface TabItem {
  id: string;
  label: ReactNode;
  disabled?: boolean;
}

export interface TabsProps {
  tabs: TabItem[];
  /** Id of the selected tab. */
  active: string;
  onChange: (id: string) => void;
  /** Name of the tab list, e.g. "Detail kelas". */
  'aria-label'?: string;
  /** Content of the active tab; when given it is rendered in a linked role="tabpanel". */
  children?: ReactNode;
  className?: string;
}

/**
 * WAI-ARIA tabs with automatic activation: arrow keys (wrapping), Home and End move focus and select.
 * Only the selected tab is in the Tab order (roving tabindex).
 */
export function Tabs({ tabs, active, onChange, 'aria-label': ariaLabel, children, className }: TabsProps) {
  const baseId = useId();
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const enabled = tabs.filter((tab) => !tab.disabled);
  const selected = tabs.find((tab) => tab.id === active && !tab.disabled) ?? enabled[0];
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (tab: TabItem | undefined) => {
    if (!tab) return;
    refs.current.get(tab.id)?.focus();
    if (tab.id !== active) onChange(tab.id);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = enabled.findIndex((tab) => tab.id === selected?.id);
    const moves: Record<string, () => TabItem | undefined> = {
      ArrowRight: () => enabled[(index + 1) % enabled.length],
      ArrowLeft: () => enabled[(index - 1 + enabled.length) % enabled.length],
      Home: () => enabled[0],
      End: () => enabled[enabled.length - 1],
    };
    const move = moves[event.key];
    if (!move || enabled.length === 0) return;
    event.preventDefault();
    select(move());
  };

  const hasPanel = children !== undefined && children !== null && selected !== undefined;

  return (
    <div className={className}>
      <List role="tablist" aria-label={ariaLabel} aria-orientation="horizontal" onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const isSelected = tab.id === selected?.id;
          return (
            <Tab
              key={tab.id}
              ref={(node) => {
                if (node) refs.current.set(tab.id, node);
                else refs.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={hasPanel && isSelected ? panelId(tab.id) : undefined}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab)}
            >
              {tab.label}
            </Tab>
          );
        })}
      </List>
      {hasPanel && (
        <Panel role="tabpanel" id={panelId(selected.id)} aria-labelledby={tabId(selected.id)} tabIndex={0}>
          {children}
        </Panel>
      )}
    </div>
  );
}
