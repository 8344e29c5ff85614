/**
 * A learning item's pages (spec §2, decision 0046) on the item's content course, as the author's cohort pages have
 * them: /…/materi (its modules and materials) and /…/kuis (its final quiz and module quizzes) are the shared content
 * editor, /…/diskusi the employees' questions and /…/diskusi/{idHashDiscussion} one thread to answer, pin, close or
 * delete — the staff discussion views the admin uses for every course (the admin's discussion routes admit any
 * content).
 */
import { useParams } from 'react-router-dom';
import { ContentMaterialsEditor, ContentQuizEditor } from '@akademi-siber/feature-content-editor';
import { StaffDiscussionList, StaffDiscussionThread } from '@akademi-siber/feature-discussions';
import { EmptyState, Heading, Stack, Text } from '@akademi-siber/ui-design-system';
import { ItemFrame } from '../parts/item-frame';

export function ItemMaterialsPage() {
  return (
    <ItemFrame pageTitle="Materi">{(item) => <ContentMaterialsEditor contentSlug={item.contentSlug} />}</ItemFrame>
  );
}

export function ItemQuizPage() {
  return (
    <ItemFrame pageTitle="Kuis">
      {(item, base) => <ContentQuizEditor contentSlug={item.contentSlug} materialsHref={`${base}/materi`} />}
    </ItemFrame>
  );
}

export function ItemDiscussionsPage() {
  return (
    <ItemFrame pageTitle="Diskusi">
      {(item, base) => (
        <Stack $gap={4}>
          <Stack $gap={1}>
            <Heading level={3} as="h2">
              Diskusi karyawan
            </Heading>
            <Text $size="sm" $muted>
              Jawab pertanyaan karyawan tentang materi ini; penanya mendapat notifikasi. Sematkan, tutup, atau hapus
              diskusi bila perlu.
            </Text>
          </Stack>
          <StaffDiscussionList
            area="lcadm"
            courseSlug={item.contentSlug}
            threadHref={(thread) => `${base}/diskusi/${encodeURIComponent(thread.hashId)}`}
            emptyHint="Pertanyaan karyawan tentang materi ini akan muncul di sini."
            notFound={
              <EmptyState
                headingLevel={3}
                title="Konten materi ini tidak ditemukan"
                description="Muat ulang halaman; bila tetap begini, materi program ini mungkin baru saja dihapus."
              />
            }
          />
        </Stack>
      )}
    </ItemFrame>
  );
}

export function ItemDiscussionPage() {
  const { idHashDiscussion = '' } = useParams();
  return (
    <ItemFrame pageTitle="Diskusi" nameAsHeading={false}>
      {(item, base) => (
        <StaffDiscussionThread
          area="lcadm"
          hashId={idHashDiscussion}
          courseSlug={item.contentSlug}
          back={{ to: `${base}/diskusi`, label: `Diskusi ${item.title}` }}
        />
      )}
    </ItemFrame>
  );
}
