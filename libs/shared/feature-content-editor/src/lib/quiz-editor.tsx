/**
 * The quiz editor of a content (decision 0042): its tests — for a batch or a group the pre-test, post-test and final
 * test (the content's exam), for a course its final exam, for a program's learning item its final quiz (the exam) —
 * and each module's quiz, each with its settings and question bank.
 * Parameterised by the content's slug, like the material editor.
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import { EmptyState, ErrorState, Heading, SkeletonList, Stack, Text } from '@akademi-siber/ui-design-system';
import { contentTestLabel, type AuthoredContent, type ContentTestKind } from '@akademi-siber/util-contracts';
import { useGetAuthoredContentQuery } from './content-api';
import { AssessmentCard } from './assessment-card';

const TEST_DESCRIPTIONS: Readonly<Record<ContentTestKind, string>> = {
  pre_test: 'Mengukur pengetahuan awal peserta; terbuka sampai sesi pertama dimulai.',
  post_test: 'Mengukur hasil belajar; terbuka setelah sesi terakhir berakhir. Dibandingkan dengan pre-test.',
  exam: 'Syarat sertifikat bersama kehadiran; tanpa final test, post-test yang menjadi syaratnya.',
};

/** A content without sessions (a course, a program's learning item) has one test, its final one. */
const SINGLE_TEST_DESCRIPTIONS: Readonly<Partial<Record<AuthoredContent['owner'], string>>> = {
  course: 'Terbuka setelah peserta menyelesaikan semua materi; syarat sertifikat kelulusan.',
  program: 'Terbuka setelah karyawan menyelesaikan semua materi item ini.',
};

const SINGLE_TEST_HEADINGS: Readonly<Partial<Record<AuthoredContent['owner'], string>>> = {
  course: 'Ujian akhir',
  program: 'Kuis akhir',
};

function testsOf(content: AuthoredContent): ContentTestKind[] {
  return SINGLE_TEST_DESCRIPTIONS[content.owner] ? ['exam'] : ['pre_test', 'post_test', 'exam'];
}

const assessmentOf = (content: AuthoredContent, kind: ContentTestKind) =>
  kind === 'pre_test' ? content.preTest : kind === 'post_test' ? content.postTest : content.exam;

export interface ContentQuizEditorProps {
  contentSlug: string;
  /** Where the content's modules are made, for the hint when it has none. */
  materialsHref?: string;
}

export function ContentQuizEditor({ contentSlug, materialsHref }: ContentQuizEditorProps) {
  const testsId = useId();
  const quizzesId = useId();
  const query = useGetAuthoredContentQuery({ contentSlug });
  const content = query.data;

  if (query.isLoading) return <SkeletonList rows={4} />;
  if (errorStatus(query.error) === 404)
    return <EmptyState title="Konten tidak ditemukan" description={errorMessage(query.error)} headingLevel={2} />;
  if (query.error || !content)
    return (
      <ErrorState
        title="Kuis dan tes belum dapat dimuat"
        message={errorMessage(query.error)}
        onRetry={() => void query.refetch()}
      />
    );

  return (
    <Stack $gap={6}>
      <Stack as="section" aria-labelledby={testsId} $gap={3}>
        <Stack $gap={1}>
          <Heading level={3} as="h2" id={testsId}>
            {SINGLE_TEST_HEADINGS[content.owner] ?? 'Pre-test, post-test, dan final test'}
          </Heading>
          <Text $size="sm" $muted>
            Setiap tes memiliki bank soalnya sendiri. Kunci jawaban dan pembahasan hanya terlihat oleh Anda sampai
            peserta mengumpulkan jawabannya.
          </Text>
        </Stack>
        {testsOf(content).map((kind) => (
          <AssessmentCard
            key={kind}
            contentSlug={contentSlug}
            target={{ kind }}
            label={contentTestLabel(kind, content.owner)}
            description={SINGLE_TEST_DESCRIPTIONS[content.owner] ?? TEST_DESCRIPTIONS[kind]}
            assessment={assessmentOf(content, kind)}
          />
        ))}
      </Stack>
      <Stack as="section" aria-labelledby={quizzesId} $gap={3}>
        <Stack $gap={1}>
          <Heading level={3} as="h2" id={quizzesId}>
            Kuis modul
          </Heading>
          <Text $size="sm" $muted>
            Satu kuis per modul, dikerjakan peserta setelah mempelajari materinya.
          </Text>
        </Stack>
        {content.modules.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title="Belum ada modul."
            description="Kuis modul dapat dibuat setelah konten ini memiliki modul."
            action={materialsHref ? <Link to={materialsHref}>Buat modul di halaman Materi</Link> : undefined}
          />
        ) : (
          content.modules.map((module, index) => (
            <AssessmentCard
              key={module.id}
              contentSlug={contentSlug}
              target={{ moduleId: module.id }}
              label={`Kuis ${module.title}`}
              description={`Modul ${index + 1}`}
              assessment={module.quiz}
            />
          ))
        )}
      </Stack>
    </Stack>
  );
}
