/** The columns every table of groups shares (departments, batches): headcount and the group's figures. */
import type { TableColumn } from '@akademi-siber/ui-design-system';
import type { ProgramFigures } from '@akademi-siber/util-contracts';
import { formatNumber } from '@akademi-siber/util-format';
import { numberText, percentText, quizText } from './figure-text';

export function figureColumns<T extends ProgramFigures>(): TableColumn<T>[] {
  return [
    { key: 'employees', header: 'Karyawan', align: 'right', render: (row) => formatNumber(row.employees) },
    {
      key: 'participation',
      header: 'Sudah mulai',
      align: 'right',
      render: (row) => percentText(row.participation, row.insufficient),
    },
    {
      key: 'completion',
      header: 'Rata-rata progres',
      align: 'right',
      render: (row) => percentText(row.completion, row.insufficient),
    },
    {
      key: 'quiz',
      header: 'Rata-rata nilai kuis',
      align: 'right',
      render: (row) => quizText(row.averageQuizScore, row.insufficient, row.quizInsufficient),
    },
    {
      key: 'inactive',
      header: 'Tidak aktif',
      align: 'right',
      render: (row) => numberText(row.statuses?.inactive ?? null, row.insufficient),
    },
    {
      key: 'completed',
      header: 'Selesai semua',
      align: 'right',
      render: (row) => numberText(row.completed, row.insufficient),
    },
  ];
}
