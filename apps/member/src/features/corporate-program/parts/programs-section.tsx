/**
 * The member's programs on their dashboard, where the rest of their learning is: shown only to a member who takes
 * part in one (an employee signing in for the first time lands there), each card opening its batch.
 */
import { Grid, Heading, Stack } from '@akademi-siber/ui-design-system';
import { Link } from 'react-router-dom';
import { useGetMemberProgramsQuery } from '../data/corporate-program-api';
import { ProgramCard } from './program-card';

/** Cards on the dashboard; the rest are on /member/corporate-program. */
export const DASHBOARD_PROGRAMS = 3;

export function ProgramsSection() {
  // Quiet while loading and on failure: the section is a shortcut, the program page says what went wrong.
  const { data } = useGetMemberProgramsQuery();
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="program-perusahaan-title">
      <Stack $gap={4}>
        <Stack $direction="row" $gap={3} $align="baseline" $justify="space-between" $wrap>
          <Heading level={2} id="program-perusahaan-title">
            Program Cybersecurity Culture
          </Heading>
          <Link to="/member/corporate-program">Semua program</Link>
        </Stack>
        <Grid as="ul" $min="280px" $gap={4} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {data.slice(0, DASHBOARD_PROGRAMS).map((program) => (
            <li key={`${program.batch.id}/${program.company.id}`}>
              <ProgramCard program={program} headingLevel={3} />
            </li>
          ))}
        </Grid>
      </Stack>
    </section>
  );
}
