/** Pieces the account pages share: the centred card they sit in, the "atau" divider, a resend cooldown. */
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { Card, Container, Heading, Stack, Text } from '@akademi-siber/ui-design-system';

const Page = styled(Container)`
  display: flex;
  justify-content: center;
  padding-block: clamp(32px, 8vw, 80px);
`;

const Panel = styled(Card)<{ $wide?: boolean }>`
  width: 100%;
  max-width: ${({ $wide }) => ($wide ? '520px' : '440px')};
`;

export interface AccountCardProps {
  /** Id of the level-1 heading, so a form or section can be labelled by it. */
  titleId: string;
  title: ReactNode;
  intro?: ReactNode;
  /** Links under the card's content (to login, register…). */
  footer?: ReactNode;
  wide?: boolean;
  children?: ReactNode;
}

/** A centred card with the page's level-1 heading and an optional intro line. */
export function AccountCard({ titleId, title, intro, footer, wide, children }: AccountCardProps) {
  return (
    <Page>
      <Panel $wide={wide} as="section" aria-labelledby={titleId}>
        <Stack $gap={5}>
          <Stack $gap={2}>
            <Heading level={1} id={titleId}>
              {title}
            </Heading>
            {intro && <Text $muted>{intro}</Text>}
          </Stack>
          {children}
          {footer && <FooterLinks>{footer}</FooterLinks>}
        </Stack>
      </Panel>
    </Page>
  );
}

const FooterLinks = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  align-items: center;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** A text link in the design system's link colour (for "Lupa password?", "Daftar"…). */
export const TextLink = styled(Link)`
  color: ${({ theme }) => theme.colors.primaryText};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 2px;

  &:hover {
    text-decoration-thickness: 2px;
  }
`;

export const Divider = styled.p`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

/** Seconds the user waits between two resends of an email (the API rate-limits too). */
export const RESEND_COOLDOWN_SECONDS = 60;

/** A countdown in whole seconds; `start()` begins it again. */
export function useCooldown(initialSeconds = 0) {
  const [until, setUntil] = useState(() => (initialSeconds > 0 ? Date.now() + initialSeconds * 1000 : 0));
  const [now, setNow] = useState(() => Date.now());
  const remaining = Math.max(0, Math.ceil((until - now) / 1000));

  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);

  return {
    remaining,
    start: (seconds = RESEND_COOLDOWN_SECONDS) => {
      setNow(Date.now());
      setUntil(Date.now() + seconds * 1000);
    },
  };
}
