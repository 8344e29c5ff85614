/**
 * Authoring a content course (decision 0042): its outline (modules, materials, quizzes and tests with their question
 * bank) and every change to it, under `/api/author/content/{contentSlug}`. Each write answers the whole envelope
 * (`rawBody`), so the page's toast is the API's message, and refetches the outline; a new order shows at once.
 */
import { api } from '@akademi-siber/data-access-api';
import {
  AUTHORING_PATHS,
  type ApiEnvelope,
  type AssessmentInput,
  type AuthoredAssessment,
  type AuthoredContent,
  type AuthoredMaterial,
  type AuthoredModule,
  type AuthoredQuestion,
  type ContentTestKind,
  type MaterialInput,
  type QuestionInput,
} from '@akademi-siber/util-contracts';
import { sendUpload, sendVideoUpload } from './upload-request';

export interface ContentArgs {
  contentSlug: string;
}

export interface UploadArgs extends ContentArgs {
  materialId: number;
  kind: 'file' | 'video';
  file: File;
  onProgress?: (percent: number) => void;
}

/** Which list a new order is for: the modules, one module's materials, one assessment's questions. */
export type OrderTarget =
  { list: 'modules' } | { list: 'materials'; moduleId: number } | { list: 'questions'; assessmentId: number };

const url = (path: string) => path.replace(/^\//, '');
const tag = (contentSlug: string) => ({ type: 'AuthoredContent' as const, id: contentSlug });
const changed = (_result: unknown, _error: unknown, { contentSlug }: ContentArgs) => [tag(contentSlug)];
const raw = { rawBody: true } as const;

const orderPath = (contentSlug: string, target: OrderTarget) =>
  target.list === 'modules'
    ? AUTHORING_PATHS.moduleOrder(contentSlug)
    : target.list === 'materials'
      ? AUTHORING_PATHS.materialOrder(contentSlug, target.moduleId)
      : AUTHORING_PATHS.questionOrder(contentSlug, target.assessmentId);

/** Puts the ids' items in their new order in the cached outline (the answer refetches it anyway). */
function reorder(outline: AuthoredContent, target: OrderTarget, ids: readonly number[]) {
  const sort = <T extends { id: number }>(items: T[]) =>
    [...items].sort((a, b) => ids.indexOf(a.id) - ids.indexOf(b.id));
  if (target.list === 'modules') {
    outline.modules = sort(outline.modules);
    return;
  }
  if (target.list === 'materials') {
    const module = outline.modules.find((candidate) => candidate.id === target.moduleId);
    if (module) module.materials = sort(module.materials);
    return;
  }
  const assessments = [outline.exam, outline.preTest, outline.postTest, ...outline.modules.map((m) => m.quiz)];
  const assessment = assessments.find((candidate) => candidate?.id === target.assessmentId);
  if (assessment) assessment.questions = sort(assessment.questions);
}

// 'AuthoredContent': one content's outline (id: its slug).
export const contentApi = api.enhanceEndpoints({ addTagTypes: ['AuthoredContent'] }).injectEndpoints({
  endpoints: (build) => ({
    getAuthoredContent: build.query<AuthoredContent, ContentArgs>({
      query: ({ contentSlug }) => url(AUTHORING_PATHS.outline(contentSlug)),
      providesTags: (_result, _error, { contentSlug }) => [tag(contentSlug)],
    }),
    createAuthoredModule: build.mutation<ApiEnvelope<AuthoredModule>, ContentArgs & { title: string }>({
      query: ({ contentSlug, title }) => ({
        url: url(AUTHORING_PATHS.modules(contentSlug)),
        method: 'POST',
        body: { title },
      }),
      extraOptions: raw,
      invalidatesTags: changed,
    }),
    renameAuthoredModule: build.mutation<
      ApiEnvelope<AuthoredModule>,
      ContentArgs & { moduleId: number; title: string }
    >({
      query: ({ contentSlug, moduleId, title }) => ({
        url: url(AUTHORING_PATHS.module(contentSlug, moduleId)),
        method: 'PUT',
        body: { title },
      }),
      extraOptions: raw,
      invalidatesTags: changed,
    }),
    deleteAuthoredModule: build.mutation<ApiEnvelope<null>, ContentArgs & { moduleId: number }>({
      query: ({ contentSlug, moduleId }) => ({
        url: url(AUTHORING_PATHS.module(contentSlug, moduleId)),
        method: 'DELETE',
      }),
      extraOptions: raw,
      invalidatesTags: changed,
    }),
    reorderAuthored: build.mutation<ApiEnvelope<null>, ContentArgs & { target: OrderTarget; ids: number[] }>({
      query: ({ contentSlug, target, ids }) => ({
        url: url(orderPath(contentSlug, target)),
        method: 'PUT',
        body: { ids },
      }),
      extraOptions: raw,
      async onQueryStarted({ contentSlug, target, ids }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          contentApi.util.updateQueryData('getAuthoredContent', { contentSlug }, (outline) =>
            reorder(outline, target, ids),
          ),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: changed,
    }),
    createAuthoredMaterial: build.mutation<
      ApiEnvelope<AuthoredMaterial>,
      ContentArgs & { moduleId: number; body: MaterialInput }
    >({
      query: ({ contentSlug, moduleId, body }) => ({
        url: url(AUTHORING_PATHS.materials(contentSlug, moduleId)),
        method: 'POST',
        body,
      }),
      extraOptions: raw,
      invalidatesTags: changed,
    }),
    updateAuthoredMaterial: build.mutation<
      ApiEnvelope<AuthoredMaterial>,
      ContentArgs & { materialId: number; body: MaterialInput }
    >({
      query: ({ contentSlug, materialId, body }) => ({
        url: url(AUTHORING_PATHS.material(contentSlug, materialId)),
        method: 'PUT',
        body,
      }),
      extraOptions: raw,
      invalidatesTags: changed,
    }),
    deleteAuthoredMaterial: build.mutation<ApiEnvelope<null>, ContentArgs & { materialId: number }>({
      query: ({ contentSlug, materialId }) => ({
        url: url(AUTHORING_PATHS.material(contentSlug, materialId)),
        method: 'DELETE',
      }),
      extraOptions: raw,
      invalidatesTags: changed,
    }),
    /** A file: multipart field `file`; a video: a resumable tus upload, then transcoded (upload-request.ts). */
    uploadAuthoredMaterial: build.mutation<AuthoredMaterial | null, UploadArgs>({
      queryFn: ({ contentSlug, materialId, kind, file, onProgress }, queryApi) =>
        kind === 'file'
          ? sendUpload<AuthoredMaterial>(
              { path: AUTHORING_PATHS.materialFile(contentSlug, materialId), file, onProgress },
              queryApi,
            )
          : sendVideoUpload(
              { path: AUTHORING_PATHS.materialVideoUploads(contentSlug, materialId), file, onProgress },
              queryApi,
            ),
      invalidatesTags: changed,
    }),
    // A picture for an article's Markdown: nothing of the outline changes until the article is saved with its URL.
    uploadAuthoredPicture: build.mutation<{ url: string }, ContentArgs & { file: File }>({
      query: ({ contentSlug, file }) => {
        const body = new FormData();
        body.append('file', file);
        return { url: url(AUTHORING_PATHS.images(contentSlug)), method: 'POST', body };
      },
    }),
    retryAuthoredVideo: build.mutation<ApiEnvelope<AuthoredMaterial>, ContentArgs & { materialId: number }>({
      query: ({ contentSlug, materialId }) => ({
        url: url(AUTHORING_PATHS.materialVideoRetry(contentSlug, materialId)),
        method: 'POST',
      }),
      extraOptions: raw,
      invalidatesTags: changed,
    }),
    saveAuthoredAssessment: build.mutation<
      ApiEnvelope<AuthoredAssessment>,
      ContentArgs & { target: { moduleId: number } | { kind: ContentTestKind }; body: AssessmentInput }
    >({
      query: ({ contentSlug, target, body }) => ({
        url: url(
          'moduleId' in target
            ? AUTHORING_PATHS.moduleQuiz(contentSlug, target.moduleId)
            : AUTHORING_PATHS.test(contentSlug, target.kind),
        ),
        method: 'PUT',
        body,
      }),
      extraOptions: raw,
      invalidatesTags: changed,
    }),
    deleteAuthoredAssessment: build.mutation<ApiEnvelope<null>, ContentArgs & { assessmentId: number }>({
      query: ({ contentSlug, assessmentId }) => ({
        url: url(AUTHORING_PATHS.assessment(contentSlug, assessmentId)),
        method: 'DELETE',
      }),
      extraOptions: raw,
      invalidatesTags: changed,
    }),
    createAuthoredQuestion: build.mutation<
      ApiEnvelope<AuthoredQuestion>,
      ContentArgs & { assessmentId: number; body: QuestionInput }
    >({
      query: ({ contentSlug, assessmentId, body }) => ({
        url: url(AUTHORING_PATHS.questions(contentSlug, assessmentId)),
        method: 'POST',
        body,
      }),
      extraOptions: raw,
      invalidatesTags: changed,
    }),
    updateAuthoredQuestion: build.mutation<
      ApiEnvelope<AuthoredQuestion>,
      ContentArgs & { questionId: number; body: QuestionInput }
    >({
      query: ({ contentSlug, questionId, body }) => ({
        url: url(AUTHORING_PATHS.question(contentSlug, questionId)),
        method: 'PUT',
        body,
      }),
      extraOptions: raw,
      invalidatesTags: changed,
    }),
    deleteAuthoredQuestion: build.mutation<ApiEnvelope<null>, ContentArgs & { questionId: number }>({
      query: ({ contentSlug, questionId }) => ({
        url: url(AUTHORING_PATHS.question(contentSlug, questionId)),
        method: 'DELETE',
      }),
      extraOptions: raw,
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useGetAuthoredContentQuery,
  useCreateAuthoredModuleMutation,
  useRenameAuthoredModuleMutation,
  useDeleteAuthoredModuleMutation,
  useReorderAuthoredMutation,
  useCreateAuthoredMaterialMutation,
  useUpdateAuthoredMaterialMutation,
  useDeleteAuthoredMaterialMutation,
  useUploadAuthoredMaterialMutation,
  useUploadAuthoredPictureMutation,
  useRetryAuthoredVideoMutation,
  useSaveAuthoredAssessmentMutation,
  useDeleteAuthoredAssessmentMutation,
  useCreateAuthoredQuestionMutation,
  useUpdateAuthoredQuestionMutation,
  useDeleteAuthoredQuestionMutation,
} = contentApi;
