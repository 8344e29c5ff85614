import { Outlet } from 'react-router-dom';
import styled from 'styled-components';
import { Container } from '@akademi-siber/ui-design-system';
import { PublicFrame } from './public-frame';

/** A reading column: long legal and company texts stay at a comfortable line length. */
const Column = styled(Container)`
  padding-block: 40px 24px;
`;

/** default: the company and legal pages (tentang-kami, kebijakan-privasi, syarat-dan-ketentuan). */
export function DefaultLayout() {
  return (
    <PublicFrame name="default">
      <Column $maxWidth="820px">
        <Outlet />
      </Column>
    </PublicFrame>
  );
}
