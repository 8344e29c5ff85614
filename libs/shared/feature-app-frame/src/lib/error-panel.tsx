import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { readStoredBatchId, roleHome, useSession } from '@akademi-siber/data-access-auth';
import { Button, Container, Heading, Text } from '@akademi-siber/ui-design-system';
import { ERROR_TEXTS, statusMessage } from '@akademi-siber/util-contracts';

const Wrapper = styled(Container)`
  min-height: 60vh;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  text-align: center;
  gap: 16px;
  padding-block: 64px;
`;

const Code = styled.p`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: clamp(4rem, 12vw, 7rem);
  font-weight: 800;
  line-height: 1;
  margin: 0;
  color: ${({ theme }) => theme.colors.primary};
`;

const Title = styled(Heading)`
  max-width: 36rem;
  overflow-wrap: anywhere;
`;

const Detail = styled(Text)`
  max-width: 36rem;
  overflow-wrap: anywhere;
`;

/**
 * What an error page says (spec §2, §8): 404 and 500 have fixed headings, 403 says the visitor has no
 * permission, and every other status shows its own message (the one given, else the §8 catalogue's).
 * A message given for 404/500/403 (e.g. 'This page could not be found', 'Unknown middleware x', the
 * teacher's missing access) is shown under the heading. An unmatched path (404 without a message) says
 * 'This page could not be found'.
 */
export function errorTexts(status: number, message?: string): { title: string; detail?: string; hint?: string } {
  const fixed =
    status === 404
      ? ERROR_TEXTS.notFound
      : status === 500
        ? ERROR_TEXTS.serverError
        : status === 403
          ? statusMessage(403)
          : null;
  if (!fixed) return { title: message ?? statusMessage(status) };
  const detail = message ?? (status === 404 ? ERROR_TEXTS.pageNotFound : undefined);
  return {
    title: fixed,
    ...(detail && detail !== fixed ? { detail } : {}),
    ...(status === 500 ? { hint: ERROR_TEXTS.serverErrorHint } : {}),
  };
}

export interface ErrorPanelProps {
  status: number;
  /** The error's own message (spec §8); see `errorTexts` for where it is shown. */
  message?: string;
}

/** The body of every error page, in the shell and in each remote: status, message, and the way back. */
export function ErrorPanel({ status, message }: ErrorPanelProps) {
  const { user } = useSession();
  const home = user ? roleHome(user, readStoredBatchId()) : '/';
  const { title, detail, hint } = errorTexts(status, message);

  useEffect(() => {
    const previous = document.title;
    document.title = `${status} · Akademi Siber`;
    return () => {
      document.title = previous;
    };
  }, [status]);

  return (
    <Wrapper as="section" aria-labelledby="error-title" data-status={status}>
      <Code aria-hidden="true">{status}</Code>
      <Title level={1} id="error-title">
        {title}
      </Title>
      {hint && <Text $muted>{hint}</Text>}
      {detail && <Detail $muted>{detail}</Detail>}
      <Button as={Link} to={home} $variant="primary">
        {user ? 'Kembali ke Dashboard' : 'Kembali ke Beranda'}
      </Button>
    </Wrapper>
  );
}
