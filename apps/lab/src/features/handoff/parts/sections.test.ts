import { sectionPath } from './sections';

describe('sectionPath — where the hand-off lands', () => {
  it('maps the spec sections, one exercise lab or challenge by slug, and anything else to the challenges', () => {
    expect(sectionPath('exercise-lab')).toBe('/lab/exercise-lab');
    expect(sectionPath('vpn-access')).toBe('/lab/vpn');
    expect(sectionPath('exercise-lab/pengenalan-linux')).toBe('/lab/exercise-lab/pengenalan-linux');
    expect(sectionPath('ctf/web-101')).toBe('/lab/ctf/web-101');
    for (const other of [null, '', 'vpn', 'exercise-lab/../admin', 'ctf/Web 101', '//evil.example', 'ctf/']) {
      expect(sectionPath(other)).toBe('/lab');
    }
  });
});
