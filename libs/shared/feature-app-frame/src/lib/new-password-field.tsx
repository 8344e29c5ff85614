import { PasswordField, type PasswordFieldProps } from '@akademi-siber/ui-design-system';
import { passwordRules } from '@akademi-siber/util-validation';

export interface NewPasswordFieldProps extends Omit<PasswordFieldProps, 'checklist' | 'checklistLabel' | 'label' | 'value'> {
  /** The field's name as the rules say it ('Password', 'Password Baru'); also the visible label. */
  field: string;
  value: string;
}

/**
 * A password field for a NEW password: the rules of spec §5 listed under it with their exact messages,
 * each marked met or unmet while the user types (the same rules the shared zod schema checks on submit).
 */
export function NewPasswordField({ field, value, autoComplete = 'new-password', ...props }: NewPasswordFieldProps) {
  const checklist = passwordRules(field).map((rule) => ({ label: rule.message, ok: rule.test(value) }));
  return (
    <PasswordField
      {...props}
      label={field}
      value={value}
      autoComplete={autoComplete}
      checklist={checklist}
      checklistLabel={`Syarat ${field}`}
    />
  );
}
