/**
 * Importing a quiz's or a test's questions from a CSV file (decision 0050): POST
 * `…/assessments/{id}/questions/import`, multipart `file`; the whole file or nothing. A good file refetches the
 * outline.
 */
import { AUTHORING_PATHS, type ApiEnvelope, type AuthoredAssessment } from '@akademi-siber/util-contracts';
import { contentApi, type ContentArgs } from './content-api';

export const questionImportApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    importAuthoredQuestions: build.mutation<
      ApiEnvelope<AuthoredAssessment>,
      ContentArgs & { assessmentId: number; file: File }
    >({
      query: ({ contentSlug, assessmentId, file }) => {
        const body = new FormData();
        body.append('file', file, file.name);
        const path = `${AUTHORING_PATHS.questions(contentSlug, assessmentId)}/import`.replace(/^\//, '');
        return { url: path, method: 'POST', body };
      },
      extraOptions: { rawBody: true },
      invalidatesTags: (_result, _error, { contentSlug }) => [{ type: 'AuthoredContent', id: contentSlug }],
    }),
  }),
});

export const { useImportAuthoredQuestionsMutation } = questionImportApi;
