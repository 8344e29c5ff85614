/**
 * The batch's discussions for its instructor (issue 18): /…/diskusi, the members' questions in the batch's content
 * (all or waiting for an answer, searchable), and /…/diskusi/{idHashDiscussion}, one thread to answer, pin, close or
 * delete — the staff views the course discussions use (@akademi-siber/feature-discussions), on the batch's content.
 */
import { useParams } from 'react-router-dom';
import { StaffDiscussionList, StaffDiscussionThread } from '@akademi-siber/feature-discussions';
import { EmptyState, Heading, Stack, Text } from '@akademi-siber/ui-design-system';
import { BatchFrame } from '../parts/batch-frame';
import { batchAttendancePath } from '../parts/batch-links';

const discussionsPath = (liveclassSlug: string, batchId: number) =>
  `${batchAttendancePath(liveclassSlug, batchId)}/diskusi`;

export function BatchDiscussionsPage() {
  return (
    <BatchFrame pageTitle="Diskusi" errorTitle="Diskusi batch belum dapat dimuat">
      {(sheet, batch) => (
        <Stack $gap={4}>
          <Stack $gap={1}>
            <Heading level={3} as="h2">
              Diskusi peserta
            </Heading>
            <Text $size="sm" $muted>
              Jawab pertanyaan peserta batch ini; penanya mendapat notifikasi. Sematkan, tutup, atau hapus diskusi bila
              perlu.
            </Text>
          </Stack>
          <StaffDiscussionList
            area="author"
            courseSlug={sheet.contentSlug}
            threadHref={(thread) =>
              `${discussionsPath(batch.liveclassSlug, batch.batchId)}/${encodeURIComponent(thread.hashId)}`
            }
            emptyHint="Pertanyaan peserta batch ini akan muncul di sini."
            notFound={
              <EmptyState
                headingLevel={3}
                title="Belum ada diskusi"
                description="Diskusi terbuka setelah batch ini memiliki materi; pertanyaan peserta akan muncul di sini."
              />
            }
          />
        </Stack>
      )}
    </BatchFrame>
  );
}

export function BatchDiscussionPage() {
  const { idHashDiscussion = '' } = useParams();
  return (
    <BatchFrame pageTitle="Diskusi" errorTitle="Diskusi batch belum dapat dimuat" nameAsHeading={false}>
      {(sheet, batch) => (
        <StaffDiscussionThread
          area="author"
          hashId={idHashDiscussion}
          courseSlug={sheet.contentSlug}
          back={{ to: discussionsPath(batch.liveclassSlug, batch.batchId), label: 'Diskusi batch' }}
        />
      )}
    </BatchFrame>
  );
}
