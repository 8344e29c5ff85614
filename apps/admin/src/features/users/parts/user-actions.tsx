/**
 * What an admin changes on an account (decision 0050): its role (member, pengajar, admin) and whether it may be used.
 * Both end every session of the account, so both ask first. An admin cannot deactivate themself; the API also keeps
 * the last active admin's role and says so.
 */
import { useState } from 'react';
import { errorMessage } from '@akademi-siber/data-access-api';
import { ConfirmDialog } from '@akademi-siber/feature-app-frame/lists';
import { Button, Card, Heading, Notice, Select, Stack, Text } from '@akademi-siber/ui-design-system';
import { ASSIGNABLE_ROLE_IDS, ROLE_LABELS, type AdminUserDetail } from '@akademi-siber/util-contracts';
import { useChangeUserRoleMutation, useChangeUserStatusMutation } from '../data/users-api';

type Result = { tone: 'success' | 'danger'; text: string } | null;

/** Sends a change the admin confirmed, and says what happened: the API's message, or why it refused. */
async function confirmed(send: () => Promise<{ message: string }>, say: (result: Result) => void, done: () => void) {
  try {
    say({ tone: 'success', text: (await send()).message });
  } catch (failure) {
    say({ tone: 'danger', text: errorMessage(failure) });
  }
  done();
}

function Outcome({ result }: { result: Result }) {
  if (!result) return null;
  return (
    <Notice $tone={result.tone} role={result.tone === 'danger' ? 'alert' : 'status'}>
      {result.text}
    </Notice>
  );
}

const ROLE_OPTIONS = ASSIGNABLE_ROLE_IDS.map((id) => ({ value: String(id), label: ROLE_LABELS[id] }));

export function UserRoleCard({ user }: { user: AdminUserDetail }) {
  const [changeRole, { isLoading }] = useChangeUserRoleMutation();
  const assignable = (ASSIGNABLE_ROLE_IDS as readonly number[]).includes(user.id_role);
  const [choice, setChoice] = useState(assignable ? String(user.id_role) : '');
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const chosen = Number(choice) as (typeof ASSIGNABLE_ROLE_IDS)[number];

  const confirm = () =>
    confirmed(
      () => changeRole({ id: user.id, id_role: chosen }).unwrap(),
      setResult,
      () => setAsking(false),
    );

  return (
    <Card as="section" aria-labelledby="user-role-title">
      <Stack $gap={3}>
        <Heading level={4} as="h2" id="user-role-title">
          Peran
        </Heading>
        <Text $size="sm" $muted>
          Peran menentukan area yang dapat dibuka. Setelah diubah, semua sesi pengguna diakhiri agar ia masuk lagi
          dengan peran baru.
        </Text>
        {!assignable && (
          <Text $size="sm">
            Peran sekarang: {ROLE_LABELS[user.id_role]}. Peran ini diatur bersama data kampus atau perusahaannya; di
            sini hanya dapat diganti menjadi member, pengajar, atau admin.
          </Text>
        )}
        <Stack $direction="row" $gap={2} $align="flex-end" $wrap>
          <Select
            label="Peran baru"
            placeholder={assignable ? undefined : 'Pilih peran'}
            options={ROLE_OPTIONS}
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value);
              setResult(null);
            }}
          />
          <Button type="button" disabled={!choice || chosen === user.id_role} onClick={() => setAsking(true)}>
            Ubah Peran
          </Button>
        </Stack>
        <Outcome result={result} />
      </Stack>
      <ConfirmDialog
        open={asking}
        title="Ubah peran pengguna?"
        confirmLabel="Ya, ubah peran"
        busy={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      >
        Peran {user.name} berubah dari {ROLE_LABELS[user.id_role]} menjadi {ROLE_LABELS[chosen]}. Semua sesinya berakhir
        sekarang juga.
      </ConfirmDialog>
    </Card>
  );
}

export function UserStatusCard({ user, isSelf }: { user: AdminUserDetail; isSelf: boolean }) {
  const [changeStatus, { isLoading }] = useChangeUserStatusMutation();
  const [asking, setAsking] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const active = user.status === 'active';

  const confirm = () =>
    confirmed(
      () => changeStatus({ id: user.id, active: !active }).unwrap(),
      setResult,
      () => setAsking(false),
    );

  return (
    <Card as="section" aria-labelledby="user-status-title">
      <Stack $gap={3}>
        <Heading level={4} as="h2" id="user-status-title">
          Status akun
        </Heading>
        <Text $size="sm" $muted>
          {active
            ? 'Akun yang dinonaktifkan langsung keluar dari semua perangkat dan tidak dapat masuk sampai diaktifkan ' +
              'kembali. Kelas, nilai, dan sertifikatnya tetap tersimpan.'
            : 'Akun ini nonaktif: tidak dapat masuk. Aktifkan kembali agar pengguna dapat masuk lagi.'}
        </Text>
        {isSelf && active ? (
          <Text $size="sm">Kamu tidak dapat menonaktifkan akunmu sendiri.</Text>
        ) : (
          <div>
            <Button type="button" $variant={active ? 'danger' : 'primary'} onClick={() => setAsking(true)}>
              {active ? 'Nonaktifkan Akun' : 'Aktifkan Kembali'}
            </Button>
          </div>
        )}
        <Outcome result={result} />
      </Stack>
      <ConfirmDialog
        open={asking}
        title={active ? 'Nonaktifkan akun ini?' : 'Aktifkan kembali akun ini?'}
        confirmLabel={active ? 'Ya, nonaktifkan' : 'Ya, aktifkan'}
        busy={isLoading}
        onConfirm={() => void confirm()}
        onClose={() => setAsking(false)}
      >
        {active
          ? `${user.name} (@${user.username}) langsung keluar dari semua sesinya dan tidak dapat masuk ` +
            'sampai akunnya diaktifkan kembali.'
          : `${user.name} (@${user.username}) dapat masuk lagi dengan password-nya.`}
      </ConfirmDialog>
    </Card>
  );
}
