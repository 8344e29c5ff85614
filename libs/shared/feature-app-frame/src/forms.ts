/**
 * Forms on react-hook-form with the zod resolver (decision 0034): `useZodForm` (`useForm` with the one zod schema
 * the API also uses) and `applyServerFieldErrors` (an API 422's field messages on the form's fields);
 * `useEntityForm`, the create/edit form of a dialog on top of them (values, saving, the success toast); `Fieldset`, a
 * group of fields under its legend; and the zod
 * fields for values typed into text boxes (`requiredText`, `wholeNumber`, `rupiah`, `dateTime`, …). A subpath of its
 * own, imported only by pages with a form, so react-hook-form never reaches the shell's eager bundle (/login is at
 * its byte budget).
 */
export * from './lib/zod-form';
export * from './lib/saved-form';
export * from './lib/entity-form';
export * from './lib/form-fields';
export { Fieldset } from './lib/fieldset';
export { useSuggestedSlug } from './lib/suggested-slug';
