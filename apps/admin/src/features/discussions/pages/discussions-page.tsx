/**
 * /admin/diskusi (decision 0021): every course's discussions for the admins who answer and moderate them — a course
 * filter listing the courses with threads (most questions waiting first), then the staff list shared with the
 * author's page (all or waiting for an answer, searchable). The filters live in the address.
 */
import { adminDiscussionPath } from '@akademi-siber/util-contracts';
import { Container, EmptyState, Heading, Select, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import {
  StaffDiscussionList,
  useGetDiscussionCourseCountsQuery,
  useStaffListFilters,
} from '@akademi-siber/feature-discussions';

export function DiscussionsPage() {
  usePageTitle('Diskusi Kelas', 'Admin');
  const { params, update } = useStaffListFilters();
  const course = params.get('kelas') ?? '';
  const { data: courses } = useGetDiscussionCourseCountsQuery();
  const waiting = courses?.reduce((sum, line) => sum + line.unanswered, 0);
  const options = [
    { value: '', label: 'Semua kelas' },
    ...(courses ?? []).map((line) => ({
      value: line.slug,
      label: line.unanswered > 0 ? `${line.title} (${line.unanswered} belum dijawab)` : line.title,
    })),
  ];
  // A course named in the address that has no threads yet still shows as chosen.
  if (course && !options.some((option) => option.value === course)) options.push({ value: course, label: course });

  return (
    <Container style={{ paddingBlock: 32 }}>
      <Stack $gap={5}>
        <Stack $gap={1}>
          <Heading level={1}>Diskusi Kelas</Heading>
          <Text $muted>
            Jawab pertanyaan peserta di semua kelas, sematkan pengumuman, tutup atau hapus diskusi yang melanggar
            aturan.
            {waiting ? ` ${waiting} pertanyaan menunggu jawaban.` : ''}
          </Text>
        </Stack>
        <div style={{ maxWidth: 480 }}>
          <Select
            label="Kelas"
            options={options}
            value={course}
            onChange={(event) => update({ kelas: event.target.value })}
          />
        </div>
        <StaffDiscussionList
          area="lcadm"
          courseSlug={course || undefined}
          showCourse={!course}
          threadHref={(thread) => adminDiscussionPath(thread.hashId)}
          emptyHint="Pertanyaan peserta dari semua kelas akan muncul di sini."
          notFound={<EmptyState title="Kelas tidak ditemukan" description="Pilih kelas lain dari daftar." />}
        />
      </Stack>
    </Container>
  );
}
