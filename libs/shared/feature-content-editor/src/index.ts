/**
 * The content editor (issue 18, decision 0042): a content course's modules and materials, and its quizzes and tests
 * with their question bank, with their calls under `/api/author/content/{contentSlug}` (the author of the content or
 * any admin). Parameterised by the content's slug: a live-class batch's or a corporate-training group's content in
 * the author remote's cohort pages, a corporate program's learning item in the admin remote (issue 19, decision
 * 0046). `MoveButtons` and `movedIds` are its "Naik" / "Turun" for any ordered list of the staff's pages.
 *
 * Only lazy remote pages import this lib, so the shell's eager bundle does not carry it; it is not a shared singleton
 * (it holds no state of its own: its endpoints join the one API slice, tagged 'AuthoredContent').
 */
export { ContentMaterialsEditor, type ContentMaterialsEditorProps } from './lib/materials-editor';
export { ContentQuizEditor, type ContentQuizEditorProps } from './lib/quiz-editor';
export { moveKeyHandler, MoveButtons, movedIds, type MoveButtonsProps } from './lib/move-buttons';
export {
  CategoryManager,
  type CategoryManagerProps,
  type CategoryWords,
  type ManagedCategory,
} from './lib/category-manager';
