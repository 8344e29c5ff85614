import styled from 'styled-components';
import { Container, Text } from '@akademi-siber/ui-design-system';

// Replaced at build time by each app's Vite config (tools/federation/vite-app.mts).
declare const __APP_RELEASE__: string | undefined;

const Bar = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  padding-block: 16px;
  margin-top: 48px;
`;

/** The thin footer of a signed-in area; it names the area and the release of the remote that rendered it. */
export function AreaFooter({ area }: { area: string }) {
  const release = typeof __APP_RELEASE__ === 'string' ? __APP_RELEASE__ : 'lokal';
  return (
    <Bar>
      <Container>
        <Text $muted $size="sm">
          © {new Date().getFullYear()} Akademi Siber · Area {area} ·{' '}
          <span data-testid="area-release">rilis {release}</span>
        </Text>
      </Container>
    </Bar>
  );
}
