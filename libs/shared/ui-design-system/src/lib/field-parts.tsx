/** Pieces shared by TextField, PasswordField, Select and Checkbox: label, hint, error and the control look. */
import { useId, type ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { IconAlert } from './icons';
import { theme } from './theme';
import { visuallyHiddenStyles } from './visually-hidden';
import { joinIds } from './dom';

const { colors, fonts, fontSizes, radii, motion } = theme;

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-width: 0;
`;

export const FieldLabel = styled.label<{ $hidden?: boolean }>`
  font-family: ${fonts.ui};
  font-size: ${fontSizes.sm};
  font-weight: 500;
  color: ${colors.text};
  ${({ $hidden }) => ($hidden ? visuallyHiddenStyles : '')}
`;

export const RequiredMark = styled.span`
  color: ${colors.dangerText};
  margin-left: 0.125rem;
`;

export const FieldHint = styled.p`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.textMuted};
`;

const ErrorText = styled.p`
  display: flex;
  align-items: flex-start;
  gap: 0.375rem;
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${colors.dangerText};

  svg {
    flex-shrink: 0;
    margin-top: 0.125rem;
  }
`;

/** The error message, announced as soon as it appears. */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <ErrorText id={id} role="alert">
      <IconAlert size={16} />
      <span>{children}</span>
    </ErrorText>
  );
}

/** Looks of text inputs and selects; `aria-invalid` switches to the error colour. */
export const controlStyles = css`
  width: 100%;
  min-height: 44px;
  padding: 0.5rem 0.875rem;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  font-family: ${fonts.ui};
  font-size: ${fontSizes.md};
  line-height: 1.4;
  transition:
    border-color ${motion.fast} ease,
    box-shadow ${motion.fast} ease;

  &::placeholder {
    color: ${colors.textMuted};
    opacity: 1;
  }

  &:hover:not(:disabled) {
    border-color: ${colors.textMuted};
  }

  /* Text controls show focus for mouse users too: the caret alone is easy to lose. */
  &:focus {
    outline: none;
    border-color: ${colors.primary};
    box-shadow: ${theme.shadows.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${colors.danger};
  }

  &[aria-invalid='true']:focus {
    box-shadow: 0 0 0 3px rgba(198, 40, 40, 0.3);
  }

  &:disabled {
    background: ${colors.surfaceMuted};
    color: ${colors.textMuted};
    cursor: not-allowed;
  }
`;

/** Ids for a field and the aria-describedby list that ties hint, error and extra ids to the control. */
export function useFieldIds(options: {
  id?: string;
  hint?: ReactNode;
  error?: ReactNode;
  describedBy?: string;
  extraDescribedBy?: string;
}) {
  const autoId = useId();
  const controlId = options.id ?? `${autoId}-control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasHint = options.hint !== undefined && options.hint !== null && options.hint !== false && options.hint !== '';
  const hasError =
    options.error !== undefined && options.error !== null && options.error !== false && options.error !== '';
  return {
    controlId,
    hintId,
    errorId,
    hasHint,
    hasError,
    describedBy: joinIds(options.describedBy, hasHint && hintId, options.extraDescribedBy, hasError && errorId),
  };
}
