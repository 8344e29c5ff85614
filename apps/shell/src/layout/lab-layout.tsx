import { useSession } from '@akademi-siber/data-access-auth';
import { ExternalLink, useSisterSites } from '@akademi-siber/feature-app-frame';
import { PublicFrame } from './public-frame';
import { SectionBar } from './section-bar';

/** The parts of the lab page the lab menu jumps to. */
export const LAB_SECTIONS = [
  { id: 'exercise-lab', label: 'Exercise Lab' },
  { id: 'ctf', label: 'CTF' },
  { id: 'vpn-access', label: 'VPN Access' },
] as const;

function LabMenu() {
  const sites = useSisterSites();
  const { status } = useSession();
  return (
    <SectionBar label="Menu Cybersecurity Lab" title="Cybersecurity Lab" dark>
      <ul>
        {LAB_SECTIONS.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.label}</a>
          </li>
        ))}
        {sites && (
          <li>
            <ExternalLink href={sites.lab()}>{status === 'authenticated' ? 'Masuk ke Lab' : 'Situs Lab'}</ExternalLink>
          </li>
        )}
      </ul>
    </SectionBar>
  );
}

/** lab: the Cybersecurity Lab pages (/cybersecuritylabs): the navy navbar, the lab's own menu, footer. */
export function LabLayout() {
  return <PublicFrame name="lab" dark sectionBar={<LabMenu />} />;
}
