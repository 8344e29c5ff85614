import { z } from 'zod';
import { messages } from './messages';

/** The special characters spec §5 counts: ! @ # $ % ^ & * ( ) _ + { } [ ] : ; < > , . ? ~ \ / - */
export const SPECIAL_CHARACTERS = '!@#$%^&*()_+{}[]:;<>,.?~\\/-';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function hasSpecialCharacter(value: string): boolean {
  return [...value].some((char) => SPECIAL_CHARACTERS.includes(char));
}
export function hasUppercase(value: string): boolean {
  return /[A-Z]/.test(value);
}
export function hasDigit(value: string): boolean {
  return /\d/.test(value);
}
export function hasNoSpaces(value: string): boolean {
  return !/\s/.test(value);
}

/** Every rule a new password must pass, in the order the form lists them. */
export function passwordRules(field = 'Password') {
  return [
    { test: (v: string) => v.length >= PASSWORD_MIN_LENGTH, message: messages.minLength(field, PASSWORD_MIN_LENGTH) },
    { test: hasSpecialCharacter, message: messages.special(field) },
    { test: hasUppercase, message: messages.uppercase(field) },
    { test: hasDigit, message: messages.digit(field) },
    { test: hasNoSpaces, message: messages.noSpaces(field) },
  ];
}

/** The messages of the rules a value breaks, for live feedback while typing. */
export function passwordProblems(value: string, field = 'Password'): string[] {
  return passwordRules(field)
    .filter((rule) => !rule.test(value))
    .map((rule) => rule.message);
}

export function newPasswordSchema(field = 'Password') {
  return z
    .string({ error: messages.required(field) })
    .max(PASSWORD_MAX_LENGTH, { error: messages.maxLength(field, PASSWORD_MAX_LENGTH) })
    .superRefine((value, ctx) => {
      for (const problem of passwordProblems(value, field)) {
        ctx.addIssue({ code: 'custom', message: problem });
      }
    });
}

/** Login: `email` accepts the email address or the username. */
export const loginSchema = z.object({
  email: z
    .string({ error: messages.required('Email atau username') })
    .trim()
    .min(1, { error: messages.required('Email atau username') })
    .max(254, { error: messages.maxLength('Email atau username', 254) }),
  password: z
    .string({ error: messages.required('Password') })
    .min(1, { error: messages.required('Password') })
    .max(PASSWORD_MAX_LENGTH, { error: messages.maxLength('Password', PASSWORD_MAX_LENGTH) }),
});
