import { useId, useState } from 'react';
import styled from 'styled-components';
import { joinIds } from './dom';
import { IconCheck, IconDot, IconEye, IconEyeOff } from './icons';
import { TextField, type TextFieldProps } from './text-field';
import { theme } from './theme';
import { VisuallyHidden } from './visually-hidden';

const { colors, fontSizes, radii } = theme;

const ToggleButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  border: 0;
  border-radius: ${radii.md};
  background: transparent;
  color: ${colors.textMuted};
  cursor: pointer;

  &:hover {
    color: ${colors.text};
  }
`;

const Checklist = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0.25rem 0 0;
  padding: 0;
  list-style: none;
  font-size: ${fontSizes.sm};
`;

const ChecklistItem = styled.li<{ $ok: boolean }>`
  display: flex;
  align-items: center;
  gap: 0.375rem;
  color: ${({ $ok }) => ($ok ? colors.successText : colors.textMuted)};
`;

export interface PasswordChecklistItem {
  label: string;
  ok: boolean;
}

export interface PasswordFieldProps extends Omit<TextFieldProps, 'type' | 'endAdornment' | 'children'> {
  /** Live list of password rules (e.g. from util-validation) with whether the current value meets each. */
  checklist?: PasswordChecklistItem[];
  /** Accessible name of the checklist. */
  checklistLabel?: string;
}

/** A password input with a show/hide toggle and an optional live rule checklist. */
export function PasswordField({
  checklist,
  checklistLabel = 'Syarat password',
  id,
  'aria-describedby': describedBy,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  const autoId = useId();
  const inputId = id ?? `${autoId}-password`;
  const checklistId = `${inputId}-checklist`;
  const hasChecklist = checklist !== undefined && checklist.length > 0;

  const toggle = (
    <ToggleButton
      type="button"
      aria-label={visible ? 'Sembunyikan password' : 'Tampilkan password'}
      aria-controls={inputId}
      onClick={() => setVisible((v) => !v)}
    >
      {visible ? <IconEyeOff /> : <IconEye />}
    </ToggleButton>
  );

  return (
    <TextField
      autoComplete="current-password"
      {...props}
      id={inputId}
      type={visible ? 'text' : 'password'}
      endAdornment={toggle}
      aria-describedby={joinIds(describedBy, hasChecklist && checklistId)}
    >
      {hasChecklist && (
        // aria-live: a rule flipping to met or unmet is announced while the user types.
        <Checklist id={checklistId} aria-label={checklistLabel} aria-live="polite">
          {checklist.map((item) => (
            <ChecklistItem key={item.label} $ok={item.ok}>
              {item.ok ? <IconCheck size={16} /> : <IconDot size={16} />}
              <span>{item.label}</span>
              <VisuallyHidden>{item.ok ? ' (terpenuhi)' : ' (belum terpenuhi)'}</VisuallyHidden>
            </ChecklistItem>
          ))}
        </Checklist>
      )}
    </TextField>
  );
}
