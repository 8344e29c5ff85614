import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldError, FieldHint, FieldLabel, FieldRoot, RequiredMark, useFieldIds } from './field-parts';

const InputWrap = styled.div`
  position: relative;
  display: flex;
  align-items: center;
`;

const Input = styled.input<{ $hasEnd?: boolean }>`
  ${controlStyles}
  padding-right: ${({ $hasEnd }) => ($hasEnd ? '3.25rem' : '0.875rem')};
`;

const EndSlot = styled.div`
  position: absolute;
  right: 0;
  top: 0;
  bottom: 0;
  display: flex;
  align-items: center;
`;

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'children'> {
  label: ReactNode;
  /** Shown under the input in role="alert" and marks the input aria-invalid. */
  error?: ReactNode;
  hint?: ReactNode;
  /** Keeps the label for screen readers only (e.g. a search box with a visible button). */
  hideLabel?: boolean;
  /** Content placed inside the input on the right, such as PasswordField's toggle. */
  endAdornment?: ReactNode;
  /** Extra content under the messages, such as PasswordField's checklist. */
  children?: ReactNode;
}

/** A labelled text input. `ref` reaches the <input> (React 19 passes ref as a prop). */
export function TextField({
  label,
  error,
  hint,
  hideLabel,
  endAdornment,
  children,
  id,
  className,
  style,
  required,
  'aria-describedby': describedBy,
  ...inputProps
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldRoot className={className} style={style}>
      <FieldLabel htmlFor={ids.controlId} $hidden={hideLabel}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <InputWrap>
        <Input
          {...inputProps}
          id={ids.controlId}
          required={required}
          aria-invalid={ids.hasError || undefined}
          aria-describedby={ids.describedBy}
          $hasEnd={endAdornment !== undefined}
        />
        {endAdornment !== undefined && <EndSlot>{endAdornment}</EndSlot>}
      </InputWrap>
      {ids.hasHint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {ids.hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
      {children}
    </FieldRoot>
  );
}
