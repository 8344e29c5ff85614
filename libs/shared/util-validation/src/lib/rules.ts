import { z } from 'zod';
import { FIELD_NAMES, messages } from './messages';

/** The special characters spec §5 counts: ! @ # $ % ^ & * ( ) _ + { } [ ] : ; < > , . ? ~ \ / - */
export const SPECIAL_CHARACTERS = '!@#$%^&*()_+{}[]:;<>,.?~\\/-';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export function hasSpecialCharacter(value: string): boolean {
  return [...value].some((char) => SPECIAL_CHARACTERS.includes(char));
}
/** Any capital letter counts, not only A–Z: `À`, `É`, `Ω` are capitals too (decision 0025). */
export function hasUppercase(value: string): boolean {
  return /\p{Lu}/u.test(value);
}
export function hasLowercase(value: string): boolean {
  return /\p{Ll}/u.test(value);
}
export function hasDigit(value: string): boolean {
  return /\d/.test(value);
}
export function hasNoSpaces(value: string): boolean {
  return !/\s/.test(value);
}

/** Who a new password belongs to, when the form or the API knows it. */
export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
}

/** Shorter local parts (`ab@…`) would refuse too many good passwords for too little gain. */
export const PERSONAL_PART_MIN_LENGTH = 3;

/** The username and the email's local part, lower-cased, that a password must not contain. */
function personalParts(owner: PasswordOwner): string[] {
  const parts = [owner.username, owner.email?.split('@')[0]];
  return parts
    .map((part) => part?.trim().toLowerCase() ?? '')
    .filter((part) => part.length >= PERSONAL_PART_MIN_LENGTH);
}

/** Whether the password contains the owner's username or email local part, whatever the case. */
export function containsPersonalInfo(password: string, owner: PasswordOwner): boolean {
  const lower = password.toLowerCase();
  return personalParts(owner).some((part) => lower.includes(part));
}

/**
 * Every rule a new password must pass, in the order the form lists them: spec §5's four, the length, a lowercase
 * letter, and — when the owner is known — not containing their username or email.
 */
export function passwordRules(field: string = FIELD_NAMES.password, owner?: PasswordOwner) {
  return [
    { test: (v: string) => v.length >= PASSWORD_MIN_LENGTH, message: messages.minLength(field, PASSWORD_MIN_LENGTH) },
    { test: hasSpecialCharacter, message: messages.special(field) },
    { test: hasUppercase, message: messages.uppercase(field) },
    { test: hasLowercase, message: messages.lowercase(field) },
    { test: hasDigit, message: messages.digit(field) },
    { test: hasNoSpaces, message: messages.noSpaces(field) },
    ...(owner ? [{ test: (v: string) => !containsPersonalInfo(v, owner), message: messages.personal(field) }] : []),
  ];
}

/** The messages of the rules a value breaks, for live feedback while typing. */
export function passwordProblems(value: string, field: string = FIELD_NAMES.password, owner?: PasswordOwner): string[] {
  return passwordRules(field, owner)
    .filter((rule) => !rule.test(value))
    .map((rule) => rule.message);
}

/** The owner-independent rules; an object schema that knows the owner adds `personalInfoIssue`. */
export function newPasswordSchema(field: string = FIELD_NAMES.password) {
  return z
    .string({ error: messages.required(field) })
    .max(PASSWORD_MAX_LENGTH, { error: messages.maxLength(field, PASSWORD_MAX_LENGTH) })
    .superRefine((value, ctx) => {
      for (const problem of passwordProblems(value, field)) {
        ctx.addIssue({ code: 'custom', message: problem });
      }
    });
}

/** The message when a new password contains its owner's username or email local part, else null. */
export function personalInfoIssue(
  password: string,
  owner: PasswordOwner,
  field: string = FIELD_NAMES.password,
): string | null {
  return containsPersonalInfo(password, owner) ? messages.personal(field) : null;
}

/** RFC 5321 limits an address to 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

/** Login: `email` accepts the email address or the username. */
export const loginSchema = z.object({
  email: z
    .string({ error: messages.required(FIELD_NAMES.identifier) })
    .trim()
    .min(1, { error: messages.required(FIELD_NAMES.identifier) })
    .max(EMAIL_MAX_LENGTH, { error: messages.maxLength(FIELD_NAMES.identifier, EMAIL_MAX_LENGTH) }),
  password: z
    .string({ error: messages.required(FIELD_NAMES.password) })
    .min(1, { error: messages.required(FIELD_NAMES.password) })
    .max(PASSWORD_MAX_LENGTH, { error: messages.maxLength(FIELD_NAMES.password, PASSWORD_MAX_LENGTH) }),
});

/** An email address, trimmed and lower-cased (addresses are compared without case). */
export function emailSchema(field: string = FIELD_NAMES.email) {
  return z
    .string({ error: messages.required(field) })
    .trim()
    .toLowerCase()
    .min(1, { error: messages.required(field) })
    .max(EMAIL_MAX_LENGTH, { error: messages.maxLength(field, EMAIL_MAX_LENGTH) })
    .pipe(z.email({ error: messages.email(field) }));
}

/**
 * A password typed twice: the second must equal the first, reported on the confirmation field with
 * 'Konfirmasi Password tidak sama dengan Password'.
 */
export function passwordConfirmationIssue(
  password: string,
  confirmation: string,
  field: string = FIELD_NAMES.passwordConfirmation,
  other: string = FIELD_NAMES.password,
): string | null {
  return password === confirmation ? null : messages.mismatch(field, other);
}
