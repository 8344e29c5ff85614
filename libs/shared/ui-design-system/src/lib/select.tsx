import type { ComponentPropsWithRef, ReactNode } from 'react';
import styled from 'styled-components';
import { controlStyles, FieldError, FieldHint, FieldLabel, FieldRoot, RequiredMark, useFieldIds } from './field-parts';
import { theme } from './theme';

// A chevron drawn as a data URI so the native <select> keeps its keyboard and picker behaviour.
const chevron = `url("data:image/svg+xml,${encodeURIComponent(
  `<svg xmlns="http://www.w3.org/2000/svg" width="20" height="20" viewBox="0 0 24 24" fill="none" ` +
    `stroke="${theme.colors.textMuted}" stroke-width="2" stroke-linecap="round" ` +
    `stroke-linejoin="round"><path d="M6 9l6 6 6-6"/></svg>`,
)}")`;

const NativeSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-right: 2.5rem;
  background-image: ${chevron};
  background-repeat: no-repeat;
  background-position: right 0.75rem center;
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<ComponentPropsWithRef<'select'>, 'size'> {
  label: ReactNode;
  /** Options to render; `children` (<option>/<optgroup>) may be used instead. */
  options?: SelectOption[];
  /** A first, empty-valued option such as "Pilih batch". */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  hideLabel?: boolean;
}

export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  hideLabel,
  id,
  className,
  style,
  required,
  children,
  'aria-describedby': describedBy,
  ...selectProps
}: SelectProps) {
  const ids = useFieldIds({ id, hint, error, describedBy });
  return (
    <FieldRoot className={className} style={style}>
      <FieldLabel htmlFor={ids.controlId} $hidden={hideLabel}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <NativeSelect
        {...selectProps}
        id={ids.controlId}
        required={required}
        aria-invalid={ids.hasError || undefined}
        aria-describedby={ids.describedBy}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options?.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
        {children}
      </NativeSelect>
      {ids.hasHint && <FieldHint id={ids.hintId}>{hint}</FieldHint>}
      {ids.hasError && <FieldError id={ids.errorId}>{error}</FieldError>}
    </FieldRoot>
  );
}
