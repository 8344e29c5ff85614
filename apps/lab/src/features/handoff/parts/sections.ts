/**
 * Where the hand-off lands: the spec §2 links name a section of the lab (`?redirect=ctf`, the teacher's
 * `exercise-lab` and `vpn-access`), or one item in it (`exercise-lab/<slug>`, `ctf/<slug>`: the member's dashboard
 * opens the lab they were doing); anything else lands on the challenges.
 */
const SECTION_PATHS: Readonly<Record<string, string>> = {
  ctf: '/lab',
  'exercise-lab': '/lab/exercise-lab',
  'vpn-access': '/lab/vpn',
  'papan-skor': '/lab/papan-skor',
};

const ITEM = /^(exercise-lab|ctf)\/([a-z0-9]+(?:-[a-z0-9]+)*)$/;

export function sectionPath(section: string | null): string {
  const item = section ? ITEM.exec(section) : null;
  if (item) return `/lab/${item[1]}/${item[2]}`;
  return (section && SECTION_PATHS[section]) || '/lab';
}
