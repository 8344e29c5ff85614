/**
 * The cohort's discussions for its instructor (issue 18): /…/diskusi, the members' questions in the cohort's content
 * (all or waiting for an answer, searchable), and /…/diskusi/{idHashDiscussion}, one thread to answer, pin, close or
 * delete — the staff views the course discussions use (@akademi-siber/feature-discussions), on the cohort's content.
 */
import { useParams } from 'react-router-dom';
import { COHORT_NOUNS } from '@akademi-siber/feature-attendance';
import { StaffDiscussionList, StaffDiscussionThread } from '@akademi-siber/feature-discussions';
import { EmptyState, Heading, Stack, Text } from '@akademi-siber/ui-design-system';
import { CohortContent, CohortFrame } from '../parts/cohort-frame';
import { cohortPagePath } from '../parts/cohort-links';

export function CohortDiscussionsPage() {
  return (
    <CohortFrame pageTitle="Diskusi" errorSubject="Diskusi">
      {(sheet, cohort) => {
        const noun = COHORT_NOUNS[sheet.owner];
        return (
          <Stack $gap={4}>
            <Stack $gap={1}>
              <Heading level={3} as="h2">
                Diskusi peserta
              </Heading>
              <Text $size="sm" $muted>
                Jawab pertanyaan peserta {noun} ini; penanya mendapat notifikasi. Sematkan, tutup, atau hapus diskusi
                bila perlu.
              </Text>
            </Stack>
            <CohortContent sheet={sheet}>
              {(contentSlug) => (
                <StaffDiscussionList
                  area="author"
                  courseSlug={contentSlug}
                  threadHref={(thread) => `${cohortPagePath(cohort)}/diskusi/${encodeURIComponent(thread.hashId)}`}
                  emptyHint={`Pertanyaan peserta ${noun} ini akan muncul di sini.`}
                  notFound={
                    <EmptyState
                      headingLevel={3}
                      title="Belum ada diskusi"
                      description={
                        `Diskusi terbuka setelah ${noun} ini memiliki materi; ` +
                        'pertanyaan peserta akan muncul di sini.'
                      }
                    />
                  }
                />
              )}
            </CohortContent>
          </Stack>
        );
      }}
    </CohortFrame>
  );
}

export function CohortDiscussionPage() {
  const { idHashDiscussion = '' } = useParams();
  return (
    <CohortFrame pageTitle="Diskusi" errorSubject="Diskusi" nameAsHeading={false}>
      {(sheet, cohort) => (
        <CohortContent sheet={sheet}>
          {(contentSlug) => (
            <StaffDiscussionThread
              area="author"
              hashId={idHashDiscussion}
              courseSlug={contentSlug}
              back={{ to: `${cohortPagePath(cohort)}/diskusi`, label: `Diskusi ${COHORT_NOUNS[sheet.owner]}` }}
            />
          )}
        </CohortContent>
      )}
    </CohortFrame>
  );
}
