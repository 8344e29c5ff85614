/**
 * One quiz or test in the quiz editor: made ("Buat …") or shown with its settings, how often members attempted it,
 * and its question bank — each question in full (options with the correct ones, accepted answers, explanation),
 * moved, changed or deleted, and "Tambah soal". What members attempted cannot be deleted: the buttons say why.
 */
import { useId, useState } from 'react';
import { Badge, Button, Card, Heading, Stack, Text } from '@akademi-siber/ui-design-system';
import type { AuthoredAssessment, AuthoredQuestion } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import {
  useDeleteAuthoredAssessmentMutation,
  useDeleteAuthoredQuestionMutation,
  useReorderAuthoredMutation,
} from './content-api';
import { AssessmentFormDialog, type AssessmentTarget } from './assessment-form-dialog';
import { DeleteDialog } from './delete-dialog';
import { movedIds } from './move-buttons';
import { QuestionFormDialog } from './question-form-dialog';
import { QuestionImportDialog } from './question-import-dialog';
import { QuestionItem } from './question-item';

type Dialog =
  | { kind: 'settings' }
  | { kind: 'delete' }
  | { kind: 'question'; question: AuthoredQuestion | null }
  | { kind: 'import' }
  | { kind: 'delete-question'; question: AuthoredQuestion };

export interface AssessmentCardProps extends AssessmentTarget {
  contentSlug: string;
  assessment: AuthoredAssessment | null;
  /** When members take it, in the author's words. */
  description?: string;
}

function settingsLine(assessment: AuthoredAssessment): string {
  return [
    `${formatNumber(assessment.timeLimitMinutes)} menit`,
    `${formatNumber(assessment.attemptLimit)} kali percobaan`,
    `nilai lulus ${formatNumber(assessment.passingScore)}`,
    assessment.shuffle ? 'soal diacak' : 'soal berurutan',
  ].join(' · ');
}

export function AssessmentCard({ contentSlug, assessment, target, label, description }: AssessmentCardProps) {
  const id = useId();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [showQuestions, setShowQuestions] = useState(false);
  const [reorder] = useReorderAuthoredMutation();
  const [deleteAssessment] = useDeleteAuthoredAssessmentMutation();
  const [deleteQuestion] = useDeleteAuthoredQuestionMutation();
  const close = () => setDialog(null);
  const attempted = (assessment?.attempts ?? 0) > 0;
  const questions = assessment?.questions ?? [];

  return (
    <Card as="section" aria-labelledby={`${id}-title`} $padding={4}>
      <Stack $gap={3}>
        <Stack $direction="row" $gap={2} $wrap $justify="space-between" $align="flex-start">
          <Stack $gap={1} style={{ flex: '1 1 16rem', minWidth: 0 }}>
            <Heading level={4} as="h3" id={`${id}-title`} style={{ overflowWrap: 'anywhere' }}>
              {label}
              {assessment && assessment.title !== label ? `: ${assessment.title}` : ''}
            </Heading>
            {description && (
              <Text $size="sm" $muted>
                {description}
              </Text>
            )}
            {assessment ? (
              <Text $size="sm">{settingsLine(assessment)}</Text>
            ) : (
              <Text $size="sm" $muted>
                Belum dibuat.
              </Text>
            )}
            {attempted && (
              <Text id={`${id}-attempts`} $size="sm" $muted>
                Sudah dikerjakan {formatNumber(assessment?.attempts ?? 0)} kali, jadi tidak dapat dihapus; soalnya tetap
                dapat diubah.
              </Text>
            )}
          </Stack>
          {assessment ? (
            <Stack $direction="row" $gap={1} $wrap>
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                aria-label={`Ubah pengaturan ${label}`}
                onClick={() => setDialog({ kind: 'settings' })}
              >
                Ubah pengaturan
              </Button>
              <Button
                type="button"
                $size="sm"
                $variant="ghost"
                aria-label={`Hapus ${label}`}
                aria-describedby={attempted ? `${id}-attempts` : undefined}
                disabled={attempted}
                onClick={() => setDialog({ kind: 'delete' })}
              >
                Hapus
              </Button>
            </Stack>
          ) : (
            <Button type="button" $size="sm" onClick={() => setDialog({ kind: 'settings' })}>
              Buat {label}
            </Button>
          )}
        </Stack>

        {assessment && (
          <Stack $gap={3}>
            {questions.length === 0 ? (
              <Badge $tone="warning" style={{ alignSelf: 'flex-start' }}>
                Belum ada soal: peserta belum dapat mengerjakannya.
              </Badge>
            ) : (
              <div>
                <Button
                  type="button"
                  $size="sm"
                  $variant="ghost"
                  aria-expanded={showQuestions}
                  aria-controls={`${id}-questions`}
                  onClick={() => setShowQuestions((shown) => !shown)}
                >
                  {showQuestions ? 'Sembunyikan' : 'Tampilkan'} {formatNumber(questions.length)} soal
                </Button>
              </div>
            )}
            {showQuestions && questions.length > 0 && (
              <Stack as="ol" id={`${id}-questions`} $gap={2} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
                {questions.map((question, index) => (
                  <QuestionItem
                    key={question.id}
                    question={question}
                    index={index}
                    count={questions.length}
                    locked={attempted}
                    lockedNoteId={`${id}-attempts`}
                    onMove={(from, to) =>
                      void reorder({
                        contentSlug,
                        target: { list: 'questions', assessmentId: assessment.id },
                        ids: movedIds(questions, from, to),
                      })
                    }
                    onEdit={() => setDialog({ kind: 'question', question })}
                    onDelete={() => setDialog({ kind: 'delete-question', question })}
                  />
                ))}
              </Stack>
            )}
            <Stack $direction="row" $gap={2} $wrap>
              <Button
                type="button"
                $size="sm"
                aria-label={`Tambah soal ke ${label}`}
                onClick={() => {
                  setShowQuestions(true);
                  setDialog({ kind: 'question', question: null });
                }}
              >
                Tambah soal
              </Button>
              <Button
                type="button"
                $size="sm"
                $variant="secondary"
                aria-label={`Impor soal dari CSV ke ${label}`}
                onClick={() => {
                  setShowQuestions(true);
                  setDialog({ kind: 'import' });
                }}
              >
                Impor dari CSV
              </Button>
            </Stack>
          </Stack>
        )}
      </Stack>

      {dialog?.kind === 'settings' && (
        <AssessmentFormDialog
          contentSlug={contentSlug}
          target={target}
          label={label}
          assessment={assessment}
          onClose={close}
        />
      )}
      {dialog?.kind === 'question' && assessment && (
        <QuestionFormDialog
          contentSlug={contentSlug}
          assessmentId={assessment.id}
          question={dialog.question}
          attempted={attempted}
          onClose={close}
        />
      )}
      {dialog?.kind === 'import' && assessment && (
        <QuestionImportDialog contentSlug={contentSlug} assessmentId={assessment.id} label={label} onClose={close} />
      )}
      {dialog?.kind === 'delete' && assessment && (
        <DeleteDialog
          title={`Hapus ${label}`}
          onClose={close}
          onConfirm={() => deleteAssessment({ contentSlug, assessmentId: assessment.id }).unwrap()}
        >
          Hapus <strong>{assessment.title}</strong> beserta {formatNumber(questions.length)} soalnya?
        </DeleteDialog>
      )}
      {dialog?.kind === 'delete-question' && (
        <DeleteDialog
          title="Hapus soal"
          onClose={close}
          onConfirm={() => deleteQuestion({ contentSlug, questionId: dialog.question.id }).unwrap()}
        >
          Hapus soal <strong>{dialog.question.prompt}</strong>?
        </DeleteDialog>
      )}
    </Card>
  );
}
