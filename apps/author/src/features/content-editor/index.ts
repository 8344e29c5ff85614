/**
 * The content editor (issue 18, decision 0042): a content course's modules and materials, and its quizzes and tests
 * with their question bank, parameterised by the content's slug — a live-class batch's content (the liveclass
 * feature's batch pages) today, a course of the catalogue when course authoring comes. Only lazy pages import it.
 */
export { ContentMaterialsEditor, type ContentMaterialsEditorProps } from './materials-editor';
export { ContentQuizEditor, type ContentQuizEditorProps } from './quiz-editor';
