/** Footer pieces; the app fills them and wraps them in its <footer> (colours are inherited). */
import styled from 'styled-components';
import { media, theme } from './theme';

const { fonts, fontSizes } = theme;

export const FooterGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: 2rem;
  padding-block: 3rem 2rem;

  ${media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 1.5rem;
    padding-block: 2rem 1.5rem;
  }
`;

export const FooterColumn = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  min-width: 0;

  h2,
  h3,
  h4 {
    margin: 0;
    font-family: ${fonts.heading};
    font-size: ${fontSizes.sm};
    font-weight: 700;
    letter-spacing: 0.04em;
    text-transform: uppercase;
  }

  ul {
    display: flex;
    flex-direction: column;
    gap: 0.25rem;
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    gap: 0.5rem;
    /* 32px rows with the gap: above the 24px target size of WCAG 2.5.8. */
    min-height: 32px;
    color: inherit;
    text-decoration: none;
    opacity: 0.9;
  }

  a:hover {
    color: inherit;
    opacity: 1;
    text-decoration: underline;
  }
`;

export const FooterBottom = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  padding-block: 1.5rem;
  border-top: 1px solid rgba(127, 127, 127, 0.35);
  font-size: ${fontSizes.sm};

  img {
    height: 48px;
    width: auto;
  }
`;
