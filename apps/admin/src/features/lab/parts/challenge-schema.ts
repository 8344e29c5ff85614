/**
 * The challenge form: the text as typed, reshaped (numbers, ISO dates, blanks → null) and piped into the API's own
 * schema (`labChallengeInputSchema`, util-contracts), so the form's messages and fields are the API's (decision 0034).
 */
import { z } from 'zod';
import {
  labChallengeInputSchema,
  LAB_CATEGORIES,
  LAB_DIFFICULTIES,
  LAB_VALUE_TYPES,
  type AdminLabChallenge,
} from '@akademi-siber/util-contracts';
import { toLocalInput } from '@akademi-siber/feature-app-frame/forms';

/**
 * A number typed into a text box; a blank or non-number box is NaN, which the API's schema names ("harus berupa
 * angka").
 */
export const typedNumber = (text: string): number => (text.trim() === '' ? Number.NaN : Number(text));
/** `datetime-local` (the browser's time) → ISO, '' → null; anything unreadable goes on for the schema to refuse. */
export const typedDateTime = (text: string): string | null => {
  if (text.trim() === '') return null;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
};
const orNull = (text: string) => (text.trim() === '' ? null : text);

export const challengeFormSchema = z
  .object({
    title: z.string(),
    slug: z.string(),
    category: z.enum(LAB_CATEGORIES),
    difficulty: z.enum(LAB_DIFFICULTIES),
    description: z.string(),
    connectionInfo: z.string(),
    published: z.boolean(),
    visibleFrom: z.string(),
    visibleUntil: z.string(),
    prerequisiteSlug: z.string(),
    valueType: z.enum(LAB_VALUE_TYPES),
    initialValue: z.string(),
    minimumValue: z.string(),
    decay: z.string(),
    maxAttempts: z.string(),
  })
  .transform((form) => {
    const dynamic = form.valueType === 'dynamic';
    return {
      slug: form.slug,
      title: form.title,
      category: form.category,
      difficulty: form.difficulty,
      description: form.description,
      connectionInfo: orNull(form.connectionInfo),
      published: form.published,
      visibleFrom: typedDateTime(form.visibleFrom),
      visibleUntil: typedDateTime(form.visibleUntil),
      prerequisiteSlug: orNull(form.prerequisiteSlug),
      valueType: form.valueType,
      initialValue: typedNumber(form.initialValue),
      // A static value has no minimum or decay: the hidden boxes are not sent as they are typed.
      minimumValue: dynamic ? typedNumber(form.minimumValue) : 0,
      decay: dynamic ? typedNumber(form.decay) : 1,
      maxAttempts: form.maxAttempts.trim() === '' ? null : typedNumber(form.maxAttempts),
    };
  })
  .pipe(labChallengeInputSchema);

export type ChallengeFormValues = z.input<typeof challengeFormSchema>;

export const NEW_CHALLENGE: ChallengeFormValues = {
  title: '',
  slug: '',
  category: 'web',
  difficulty: 'easy',
  description: '',
  connectionInfo: '',
  published: false,
  visibleFrom: '',
  visibleUntil: '',
  prerequisiteSlug: '',
  valueType: 'static',
  initialValue: '100',
  minimumValue: '50',
  decay: '20',
  maxAttempts: '',
};

export const challengeValues = (challenge: AdminLabChallenge): ChallengeFormValues => ({
  title: challenge.title,
  slug: challenge.slug,
  category: challenge.category,
  difficulty: challenge.difficulty,
  description: challenge.description,
  connectionInfo: challenge.connectionInfo ?? '',
  published: challenge.published,
  visibleFrom: toLocalInput(challenge.visibleFrom),
  visibleUntil: toLocalInput(challenge.visibleUntil),
  prerequisiteSlug: challenge.prerequisite?.slug ?? '',
  valueType: challenge.valueType,
  initialValue: String(challenge.initialValue),
  minimumValue: challenge.valueType === 'dynamic' ? String(challenge.minimumValue) : NEW_CHALLENGE.minimumValue,
  decay: challenge.valueType === 'dynamic' ? String(challenge.decay) : NEW_CHALLENGE.decay,
  maxAttempts: challenge.maxAttempts === null ? '' : String(challenge.maxAttempts),
});

/** A slug from a title: `Web 101: Sumber Halaman` → `web-101-sumber-halaman`. */
export function slugFrom(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 150)
    .replace(/-+$/, '');
}
