/**
 * Where the hand-off lands: the spec §2 links name a section of the lab (`?redirect=ctf`, the teacher's
 * `exercise-lab` and `vpn-access`); anything else lands on the challenges.
 */
const SECTION_PATHS: Readonly<Record<string, string>> = {
  ctf: '/lab',
  'exercise-lab': '/lab/exercise-lab',
  'vpn-access': '/lab/vpn',
  'papan-skor': '/lab/papan-skor',
};

export function sectionPath(section: string | null): string {
  return (section && SECTION_PATHS[section]) || '/lab';
}
