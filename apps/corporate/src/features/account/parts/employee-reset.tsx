/**
 * The manager resets an employee's password (spec §2, decision 0047): they search their companies' employees, pick
 * one and confirm; the employee gets a link to set a new password, their old password stops working and every session
 * of theirs ends. The manager never sees or chooses a password.
 */
import { useState } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { ConfirmDialog, PagedTable } from '@akademi-siber/feature-app-frame/lists';
import { Button, Card, Heading, Notice, Stack, Text, type TableColumn } from '@akademi-siber/ui-design-system';
import type { ResetCandidate } from '@akademi-siber/util-contracts';
import { SearchForm } from '../../figures';
import { useGetResetCandidatesQuery, useResetEmployeePasswordMutation } from '../data/reset-api';

const MIN_SEARCH = 3;

export function EmployeeReset() {
  const [term, setTerm] = useState('');
  const [chosen, setChosen] = useState<ResetCandidate | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);
  const candidates = useGetResetCandidatesQuery(term, { skip: term.length < MIN_SEARCH });
  const [reset, { isLoading: resetting }] = useResetEmployeePasswordMutation();

  const confirm = async () => {
    if (!chosen) return;
    try {
      const answer = await reset({ username: chosen.username }).unwrap();
      setOutcome({ tone: 'success', text: answer.message });
    } catch (error) {
      setOutcome({ tone: 'danger', text: errorMessage(error, 'Password karyawan belum dapat diatur ulang.') });
    }
    setChosen(null);
  };

  const columns: TableColumn<ResetCandidate>[] = [
    { key: 'name', header: 'Nama' },
    { key: 'email', header: 'Email' },
    { key: 'company', header: 'Perusahaan' },
    {
      key: 'action',
      header: 'Aksi',
      render: (row) => (
        <Button
          type="button"
          $variant="secondary"
          $size="sm"
          aria-label={`Reset password ${row.name}`}
          onClick={() => setChosen(row)}
        >
          Reset password
        </Button>
      ),
    },
  ];

  return (
    <Card>
      <Stack $gap={4}>
        <Stack $gap={1}>
          <Heading level={2}>Password karyawan</Heading>
          <Text $muted>
            Karyawan yang Anda pilih akan menerima email berisi tautan untuk membuat password baru. Password lamanya
            langsung tidak berlaku dan semua sesi login-nya diakhiri. Anda tidak melihat maupun memilih password
            karyawan.
          </Text>
        </Stack>
        <SearchForm
          name="Cari karyawan"
          label="Cari karyawan"
          hint={`Nama, username atau email, minimal ${MIN_SEARCH} huruf`}
          minLength={MIN_SEARCH}
          onSearch={(found) => {
            setOutcome(null);
            setTerm(found);
          }}
        />
        {outcome && (
          <Notice $tone={outcome.tone} role={outcome.tone === 'danger' ? 'alert' : 'status'}>
            {outcome.text}
          </Notice>
        )}
        {term.length >= MIN_SEARCH && (
          <PagedTable
            caption="Hasil pencarian karyawan"
            columns={columns}
            rowKey={(row) => row.username}
            errorTitle="Karyawan belum dapat dicari"
            emptyText="Tidak ada karyawan perusahaan Anda yang cocok."
            result={candidates}
          />
        )}
      </Stack>
      <ConfirmDialog
        open={chosen !== null}
        title="Reset password karyawan?"
        confirmLabel="Ya, kirim tautan"
        busy={resetting}
        onConfirm={() => void confirm()}
        onClose={() => setChosen(null)}
      >
        {chosen &&
          `Tautan untuk membuat password baru akan dikirim ke ${chosen.email}. Password lama ${chosen.name} tidak ` +
            'berlaku lagi dan semua sesi login-nya diakhiri.'}
      </ConfirmDialog>
    </Card>
  );
}
