/**
 * A labelled multi-line field with the same look and messages as the design system's TextField (label, hint,
 * error in role="alert", aria-invalid). Shared by the admin, author and member remotes through this subpath, which only
 * their pages import (so the shell's eager bundle does not carry it).
 */
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { theme } from '@akademi-siber/ui-design-system';

const { colors, fonts, fontSizes, radii } = theme;

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.375rem;
  min-width: 0;
`;

const Label = styled.label`
  font-family: ${fonts.ui};
  font-size: ${fontSizes.sm};
  font-weight: 500;
  color: ${colors.text};
`;

const Area = styled.textarea`
  width: 100%;
  min-height: 96px;
  padding: 0.5rem 0.875rem;
  border: 1px solid ${colors.borderStrong};
  border-radius: ${radii.md};
  background: ${colors.surface};
  color: ${colors.text};
  font-family: ${fonts.ui};
  font-size: ${fontSizes.md};
  line-height: 1.4;
  resize: vertical;

  &:focus {
    outline: none;
    border-color: ${colors.primary};
    box-shadow: ${theme.shadows.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${colors.danger};
  }

  &:disabled {
    background: ${colors.surfaceMuted};
    color: ${colors.textMuted};
  }
`;

const Message = styled.p<{ $error?: boolean }>`
  margin: 0;
  font-size: ${fontSizes.sm};
  color: ${({ $error }) => ($error ? colors.dangerText : colors.textMuted)};
`;

export interface TextAreaFieldProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  label: ReactNode;
  error?: ReactNode;
  hint?: ReactNode;
}

export function TextAreaField({ label, error, hint, id, required, ...props }: TextAreaFieldProps) {
  const autoId = useId();
  const controlId = id ?? `${autoId}-area`;
  const describedBy =
    [hint ? `${controlId}-hint` : '', error ? `${controlId}-error` : ''].filter(Boolean).join(' ') || undefined;
  return (
    <Root>
      <Label htmlFor={controlId}>
        {label}
        {required && (
          <span aria-hidden="true" style={{ color: colors.dangerText, marginLeft: '0.125rem' }}>
            *
          </span>
        )}
      </Label>
      <Area
        {...props}
        id={controlId}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && <Message id={`${controlId}-hint`}>{hint}</Message>}
      {error && (
        <Message id={`${controlId}-error`} role="alert" $error>
          {error}
        </Message>
      )}
    </Root>
  );
}
