import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useSession } from '@akademi-siber/data-access-auth';
import {
  Brand,
  Container,
  FooterBottom,
  FooterColumn,
  FooterGrid,
  IconInstagram,
  IconLinkedIn,
  IconXSocial,
  IconYouTube,
  media,
  theme,
} from '@akademi-siber/ui-design-system';
import { ExternalLink } from './external-link';
import { IsoBadge, PseBadge } from './footer-badges';
import { useSisterSites } from './sister-sites';

// Replaced at build time by each app's Vite config (tools/federation/vite-app.mts).
declare const __APP_RELEASE__: string | undefined;

const Footer = styled.footer`
  margin-top: 64px;
  background: ${theme.colors.navy};
  color: ${theme.colors.textInverse};

  a:focus-visible {
    outline-color: ${theme.colors.primaryOnDark};
  }
`;

/** On wide screens the five groups share one row: the introduction wider, the four link lists alike. */
const Columns = styled(FooterGrid)`
  ${media.desktop} {
    grid-template-columns: minmax(0, 1.6fr) repeat(4, minmax(0, 1fr));
  }
`;

const About = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  grid-column: span 2;
  max-width: 360px;
  color: ${theme.colors.textInverseMuted};

  p {
    margin: 0;
  }

  ${media.mobile} {
    grid-column: 1 / -1;
  }

  ${media.desktop} {
    grid-column: auto;
  }
`;

const Social = styled.ul`
  display: flex;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    justify-content: center;
    width: 44px;
    height: 44px;
    border-radius: 50%;
    color: ${theme.colors.textInverse};
  }

  a:hover {
    background: ${theme.colors.navyRaised};
  }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.75rem;
`;

const Meta = styled.p`
  margin: 0;
  color: ${theme.colors.textInverseMuted};
`;

const SOCIAL = [
  { name: 'Instagram', href: 'https://www.instagram.com/akademisiber', icon: IconInstagram },
  { name: 'LinkedIn', href: 'https://www.linkedin.com/company/akademisiber', icon: IconLinkedIn },
  { name: 'YouTube', href: 'https://www.youtube.com/@akademisiber', icon: IconYouTube },
  { name: 'X', href: 'https://x.com/akademisiber', icon: IconXSocial },
] as const;

export interface SiteFooterProps {
  /** In a signed-in area: its name, shown with the release of the app that rendered the footer. */
  area?: string;
}

/**
 * The site footer (spec §2): company, training, lab, jobs, legal and social links, the ISO 27001 and PSE badges
 * and the current year. Lab, jobs and store open in a new tab, carrying the session token when signed in.
 */
export function SiteFooter({ area }: SiteFooterProps) {
  const sites = useSisterSites();
  const { status } = useSession();
  const signedIn = status === 'authenticated';
  const release = typeof __APP_RELEASE__ === 'string' ? __APP_RELEASE__ : 'lokal';
  return (
    <Footer>
      <Container>
        <Columns>
          <About>
            <Link to="/" aria-label="Akademi Siber — beranda" style={{ color: 'inherit', alignSelf: 'flex-start' }}>
              <Brand />
            </Link>
            <p>
              Platform belajar keamanan siber berbahasa Indonesia: kelas online, live class, pelatihan korporat, dan lab
              praktik.
            </p>
            <nav aria-label="Media sosial Akademi Siber">
              <Social>
                {SOCIAL.map(({ name, href, icon: Icon }) => (
                  <li key={name}>
                    <ExternalLink href={href} icon={false} aria-label={`${name} Akademi Siber`}>
                      <Icon />
                    </ExternalLink>
                  </li>
                ))}
              </Social>
            </nav>
          </About>
          <FooterColumn as="nav" aria-labelledby="footer-perusahaan">
            <h2 id="footer-perusahaan">Perusahaan</h2>
            <ul>
              <li>
                <Link to="/tentang-kami">Tentang Kami</Link>
              </li>
              <li>
                <Link to="/blog">Blog</Link>
              </li>
              <li>
                <Link to="/cybercast">Cybercast</Link>
              </li>
              <li>
                <a href="mailto:halo@akademisiber.id">Hubungi Kami</a>
              </li>
            </ul>
          </FooterColumn>
          <FooterColumn as="nav" aria-labelledby="footer-pelatihan">
            <h2 id="footer-pelatihan">Pelatihan</h2>
            <ul>
              <li>
                <Link to="/belajar-online">Belajar Online</Link>
              </li>
              <li>
                <Link to="/liveclass">Live Class</Link>
              </li>
              <li>
                <Link to="/corporate-training">Corporate Training</Link>
              </li>
              <li>
                <Link to="/cybersecurity-culture">Cybersecurity Culture</Link>
              </li>
              <li>
                <Link to="/cyber-insight">Cyber Insight</Link>
              </li>
            </ul>
          </FooterColumn>
          <FooterColumn as="nav" aria-labelledby="footer-lab">
            <h2 id="footer-lab">Lab &amp; Karier</h2>
            <ul>
              <li>
                <Link to="/cybersecuritylabs">Tentang Cybersecurity Lab</Link>
              </li>
              {sites && (
                <>
                  <li>
                    <ExternalLink href={sites.lab()}>{signedIn ? 'Buka Lab' : 'Situs Lab'}</ExternalLink>
                  </li>
                  <li>
                    <ExternalLink href={sites.jobs('jobs')}>Lowongan Kerja</ExternalLink>
                  </li>
                  <li>
                    <ExternalLink href={sites.store}>Merchandise</ExternalLink>
                  </li>
                </>
              )}
            </ul>
          </FooterColumn>
          <FooterColumn as="nav" aria-labelledby="footer-legal">
            <h2 id="footer-legal">Legal</h2>
            <ul>
              <li>
                <Link to="/kebijakan-privasi">Kebijakan Privasi</Link>
              </li>
              <li>
                <Link to="/syarat-dan-ketentuan">Syarat dan Ketentuan</Link>
              </li>
            </ul>
          </FooterColumn>
        </Columns>
        <FooterBottom>
          <Badges>
            <IsoBadge />
            <PseBadge />
          </Badges>
          <Meta>
            © {new Date().getFullYear()} PT Akademi Siber Indonesia. Seluruh hak cipta dilindungi.
            {area && (
              <>
                {' '}
                · Area {area} · <span data-testid="area-release">rilis {release}</span>
              </>
            )}
          </Meta>
        </FooterBottom>
      </Container>
    </Footer>
  );
}
