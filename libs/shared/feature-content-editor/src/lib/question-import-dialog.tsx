/**
 * "Impor dari CSV" of a quiz's or a test's question bank (decision 0050): the staff's CSV import frame with this
 * file's columns explained, a template to download, and every refused line listed with its problem. A good file adds
 * its questions after the existing ones; a file with any bad line adds nothing.
 */
import { CsvImportPanel } from '@akademi-siber/feature-app-frame/csv-import';
import { Modal, Table, Text, type TableColumn } from '@akademi-siber/ui-design-system';
import {
  QUESTION_IMPORT_COLUMNS,
  QUESTION_IMPORT_DEFAULT_POINTS,
  QUESTION_IMPORT_EXAMPLE_ROWS,
  QUESTION_IMPORT_LIMITS,
  questionImportTemplate,
} from '@akademi-siber/util-contracts';
import { useImportAuthoredQuestionsMutation } from './question-import-api';

interface ColumnGuide {
  column: string;
  content: string;
}

const GUIDE: ColumnGuide[] = [
  { column: 'jenis', content: 'tunggal (satu jawaban benar), ganda (satu atau lebih benar), atau isian.' },
  { column: 'pertanyaan', content: 'Teks soal, 3–5000 karakter. Bila memuat koma, apit dengan tanda kutip "…".' },
  { column: 'pilihan', content: 'Untuk tunggal dan ganda: 2–8 pilihan dipisah |, mis. 21|80|443. Kosong untuk isian.' },
  {
    column: 'jawaban',
    content:
      'Tunggal dan ganda: nomor pilihan yang benar (1 = pilihan pertama), mis. 3 atau 1|2. ' +
      'Isian: jawaban yang diterima dipisah |, mis. XSS|cross site scripting.',
  },
  { column: 'poin', content: `1–100; kosong berarti ${QUESTION_IMPORT_DEFAULT_POINTS}.` },
  { column: 'pembahasan', content: 'Opsional: penjelasan yang dilihat peserta setelah mengumpulkan jawaban.' },
];

const guideColumns: TableColumn<ColumnGuide>[] = [
  { key: 'column', header: 'Kolom', render: (row) => <code>{row.column}</code> },
  { key: 'content', header: 'Isi', render: (row) => row.content },
];

export interface QuestionImportDialogProps {
  contentSlug: string;
  assessmentId: number;
  /** The quiz's or test's name, e.g. "Kuis Keamanan Web". */
  label: string;
  onClose: () => void;
}

export function QuestionImportDialog({ contentSlug, assessmentId, label, onClose }: QuestionImportDialogProps) {
  const [importQuestions, { isLoading }] = useImportAuthoredQuestionsMutation();
  return (
    <Modal open onClose={onClose} title={`Impor soal ke ${label}`} size="lg">
      <CsvImportPanel
        title="Berkas CSV soal"
        headingAs="h3"
        description={
          <>
            Satu soal per baris, ditambahkan di akhir bank soal. Bila ada satu baris yang salah, tidak ada soal yang
            ditambahkan: perbaiki baris yang disebut lalu unggah lagi.
          </>
        }
        noun="soal"
        columns={QUESTION_IMPORT_COLUMNS.join(',')}
        columnsNote="kolom pilihan, poin, dan pembahasan boleh dikosongkan"
        exampleRows={QUESTION_IMPORT_EXAMPLE_ROWS}
        guide={
          <Table
            caption="Isi setiap kolom"
            columns={guideColumns}
            rows={GUIDE}
            rowKey={(row) => row.column}
            emptyText=""
          />
        }
        template={{ fileName: 'templat-soal.csv', text: questionImportTemplate() }}
        maxBytes={QUESTION_IMPORT_LIMITS.maxBytes}
        maxRows={QUESTION_IMPORT_LIMITS.maxRows}
        submitLabel="Impor Soal"
        sending={isLoading}
        send={(file) => importQuestions({ contentSlug, assessmentId, file }).unwrap()}
        resultText={(answer) => answer.message}
      />
      <Text $size="sm" $muted style={{ marginTop: '1rem' }}>
        Soal yang diimpor dapat diubah, diurutkan, atau dihapus satu per satu setelahnya.
      </Text>
    </Modal>
  );
}
