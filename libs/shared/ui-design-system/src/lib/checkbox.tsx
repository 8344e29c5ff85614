import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { FieldError, FieldHint, useFieldIds } from './field-parts';
import { theme } from './theme';

const { colors, fonts, fontSizes } = theme;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.25rem;
`;

/** The whole label is the click target, at least 44px high. */
const Label = styled.label`
  display: inline-flex;
  align-items: center;
  gap: 0.75rem;
  min-height: 44px;
  font-family: ${fonts.ui};
  font-size: ${fontSizes.md};
  color: ${colors.text};
  cursor: pointer;

  &:has(input:disabled) {
    color: ${colors.textMuted};
    cursor: not-allowed;
  }
`;

const Box = styled.input`
  flex-shrink: 0;
  width: 20px;
  height: 20px;
  margin: 0;
  accent-color: ${colors.primary};
  cursor: inherit;
`;

const Messages = styled.div`
  padding-left: 2rem;
`;

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'size' | 'children'> {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  style,
  'aria-describedby': describedBy,
  ...inputProps
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <Root className={className} style={style}>
      <Label htmlFor={ids.controlId}>
        <Box
          {...inputProps}
          type="checkbox"
          id={ids.controlId}
          aria-invalid={ids.hasError || undefined}
          aria-describedby={ids.describedBy}
        />
        <span>{label}</span>
      </Label>
      {(ids.hasHint || ids.hasError) && (
        <Messages>
          {ids.hasHint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
          {ids.hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
        </Messages>
      )}
    </Root>
  );
}
