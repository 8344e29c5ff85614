/**
 * A form's group of fields under its legend ("Jadwal", "Aturan kehadiran"): a light frame, the legend small and bold.
 */
import styled from 'styled-components';
import { theme } from '@akademi-siber/ui-design-system';

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0.75rem 1rem 1rem;
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  min-width: 0;

  legend {
    padding: 0 0.25rem;
    font-size: ${theme.fontSizes.sm};
    font-weight: 600;
  }
`;
