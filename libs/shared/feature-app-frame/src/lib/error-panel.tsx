import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { readStoredBatchId, roleHome, useSession } from '@akademi-siber/data-access-auth';
import { Button, Container, Heading, Text } from '@akademi-siber/ui-design-system';
import { ERROR_TEXTS } from '@akademi-siber/util-contracts';

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

function defaultMessage(status: number): string {
  if (status === 404) return ERROR_TEXTS.pageNotFound;
  if (status >= 500) return ERROR_TEXTS.serverError;
  return 'Terjadi kesalahan';
}

export interface ErrorPanelProps {
  status: number;
  /** The heading; defaults by status (spec §2, §8). */
  message?: string;
}

/** The body of every error page (spec §2): status, message, and a way back to the role's dashboard or home. */
export function ErrorPanel({ status, message }: ErrorPanelProps) {
  const { user } = useSession();
  const home = user ? roleHome(user, readStoredBatchId()) : '/';
  return (
    <Wrapper as="section" aria-labelledby="error-title" data-status={status}>
      <Code aria-hidden="true">{status}</Code>
      <Heading level={1} id="error-title">
        {message ?? defaultMessage(status)}
      </Heading>
      {status >= 500 && <Text $muted>{ERROR_TEXTS.serverErrorHint}</Text>}
      <Button as={Link} to={home} $variant="primary">
        {user ? 'Kembali ke Dashboard' : 'Kembali ke Beranda'}
      </Button>
    </Wrapper>
  );
}
