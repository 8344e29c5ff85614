import { PasswordField, type PasswordFieldProps } from '@akademi-siber/ui-design-system';
import { passwordRules, type PasswordOwner } from '@akademi-siber/util-validation';

export interface NewPasswordFieldProps extends Omit<
  PasswordFieldProps,
  'checklist' | 'checklistLabel' | 'label' | 'value'
> {
  /** The field's name as the rules say it ('Password', 'Password Baru'); also the visible label. */
  field: string;
  value: string;
  /** When the form knows whose password it is (registration): also "not containing the username or email". */
  owner?: PasswordOwner;
}

/**
 * A password field for a NEW password: the rules (spec §5's and decision 0025's) listed under it with their exact
 * messages, each marked met or unmet while the user types (the same rules the shared zod schema checks on submit).
 * The common-password list is the API's alone (too big for the browser): its refusal comes back as a field error.
 */
export function NewPasswordField({
  field,
  value,
  owner,
  autoComplete = 'new-password',
  ...props
}: NewPasswordFieldProps) {
  const checklist = passwordRules(field, owner).map((rule) => ({ label: rule.message, ok: rule.test(value) }));
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
