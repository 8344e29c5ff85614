/** Empty and error states for lists and pages. */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from './button';
import { IconAlert, IconInbox } from './icons';
import { theme } from './theme';
import { Heading, Text, type HeadingLevel } from './typography';

const { colors, radii } = theme;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.75rem;
  padding: 2.5rem 1.5rem;
  text-align: center;
  border: 1px dashed ${colors.border};
  border-radius: ${radii.lg};
  background: ${colors.surface};
`;

const IconCircle = styled.span<{ $tone: 'neutral' | 'danger' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 56px;
  height: 56px;
  border-radius: ${radii.round};
  background: ${({ $tone }) => ($tone === 'danger' ? colors.dangerSubtle : colors.primarySubtle)};
  color: ${({ $tone }) => ($tone === 'danger' ? colors.dangerText : colors.primaryText)};
`;

const Body = styled(Text)`
  max-width: 36rem;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
`;

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A call to action, e.g. a Button linking to the catalogue. */
  action?: ReactNode;
  icon?: ReactNode;
  /** Heading level of the title, to fit the page outline. Default 2. */
  headingLevel?: HeadingLevel;
  className?: string;
}

export function EmptyState({ title, description, action, icon, headingLevel = 2, className }: EmptyStateProps) {
  return (
    <Root className={className}>
      <IconCircle $tone="neutral" aria-hidden="true">
        {icon ?? <IconInbox size={28} />}
      </IconCircle>
      <Heading level={4} as={`h${headingLevel}`}>
        {title}
      </Heading>
      {description !== undefined && <Body $muted>{description}</Body>}
      {action}
    </Root>
  );
}

export interface ErrorStateProps {
  title: ReactNode;
  message: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
  retryLabel?: string;
  /** Other ways on (e.g. a link home), shown in the card beside the retry. */
  actions?: ReactNode;
  headingLevel?: HeadingLevel;
  className?: string;
}

/** A failed load, announced as an alert, with an optional retry. */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = 'Coba lagi',
  actions,
  headingLevel = 2,
  className,
}: ErrorStateProps) {
  return (
    <Root role="alert" className={className}>
      <IconCircle $tone="danger" aria-hidden="true">
        <IconAlert size={28} />
      </IconCircle>
      <Heading level={4} as={`h${headingLevel}`}>
        {title}
      </Heading>
      <Body $muted>{message}</Body>
      {(onRetry || actions) && (
        <Actions>
          {onRetry && (
            <Button type="button" $variant="secondary" onClick={onRetry}>
              {retryLabel}
            </Button>
          )}
          {actions}
        </Actions>
      )}
    </Root>
  );
}
