/**
 * /member/profil/hapus-akun — deleting the account (decision 0023): what goes and what stays, the typed phrase and
 * the password (an account made by Google without a password: the phrase alone); afterwards every session has ended
 * and this browser is signed out.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { z } from 'zod';
import { api, errorMessage, sessionExpired } from '@akademi-siber/data-access-api';
import { useAppDispatch } from '@akademi-siber/data-access-auth';
import { applyServerFieldErrors, useZodForm } from '@akademi-siber/feature-app-frame/forms';
import {
  Button,
  Card,
  Container,
  Heading,
  Notice,
  PasswordField,
  Skeleton,
  Stack,
  Text,
  TextField,
} from '@akademi-siber/ui-design-system';
import { DELETE_ACCOUNT_PHRASE, deleteAccountRequestSchema, type MemberProfile } from '@akademi-siber/util-contracts';
import { useDeleteAccountMutation, useGetMemberProfileQuery } from '../data/profile-api';

export const ACCOUNT_DELETED_MESSAGE =
  'Akun kamu sudah dihapus dan semua sesi login diakhiri. Terima kasih sudah belajar bersama Akademi Siber.';

/** The shared schema, for an account with a password: one that has a password must type it. */
const withPasswordSchema = deleteAccountRequestSchema.extend({
  password: z.string().min(1, 'Password wajib diisi').max(1024, 'Password tidak valid'),
});

function DeleteAccountForm({ profile }: { profile: MemberProfile }) {
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // An account made by Google without a password sends the phrase alone.
  const form = useZodForm<typeof withPasswordSchema | typeof deleteAccountRequestSchema>(
    profile.hasPassword ? withPasswordSchema : deleteAccountRequestSchema,
    profile.hasPassword ? { confirmation: '', password: '' } : { confirmation: '' },
  );
  const errors = form.formState.errors;
  const [formError, setFormError] = useState<string | null>(null);

  const send = form.handleSubmit(async (data) => {
    try {
      await deleteAccount(data).unwrap();
    } catch (failure) {
      if (applyServerFieldErrors(form, failure) === 0) setFormError(errorMessage(failure));
      return;
    }
    // The server has ended every session: this browser forgets its own, and /login says why.
    dispatch(sessionExpired({ message: ACCOUNT_DELETED_MESSAGE, reason: 'revoked' }));
    dispatch(api.util.resetApiState());
    // After the guards have reacted (they would remember this page as the way back): plain /login, no return path.
    setTimeout(() => navigate('/login', { replace: true }), 0);
  });

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    setFormError(null);
    void send(event);
  }

  return (
    <Card as="section" aria-labelledby="hapus-konfirmasi">
      <form onSubmit={onSubmit} noValidate aria-labelledby="hapus-konfirmasi">
        <Stack $gap={4}>
          <Heading level={2} id="hapus-konfirmasi">
            Konfirmasi
          </Heading>
          {formError && (
            <Notice $tone="danger" role="alert">
              {formError}
            </Notice>
          )}
          <TextField
            label={`Ketik ${DELETE_ACCOUNT_PHRASE}`}
            {...form.register('confirmation')}
            error={errors.confirmation?.message}
            autoComplete="off"
            required
          />
          {profile.hasPassword ? (
            <PasswordField
              label="Password"
              {...form.register('password')}
              error={errors.password?.message}
              autoComplete="current-password"
              required
            />
          ) : (
            <Text $muted>Akunmu masuk lewat Google tanpa password, jadi cukup ketik frasa di atas.</Text>
          )}
          <Stack $direction="row" $gap={3} $wrap>
            <Button type="submit" $variant="danger" disabled={isLoading}>
              {isLoading ? 'Menghapus…' : 'Hapus Akun Saya'}
            </Button>
            <Button as={Link} to="/member/profil" $variant="secondary">
              Batal
            </Button>
          </Stack>
        </Stack>
      </form>
    </Card>
  );
}

export function DeleteAccountPage() {
  const { data: profile } = useGetMemberProfileQuery();

  return (
    <Container $maxWidth="760px" style={{ paddingBlock: 32 }}>
      <Stack $gap={6}>
        <Heading level={1}>Hapus Akun</Heading>
        <Card as="section" aria-labelledby="hapus-apa">
          <Stack $gap={3}>
            <Heading level={2} id="hapus-apa">
              Yang terjadi bila akun dihapus
            </Heading>
            <Text as="div">
              <strong>Dihapus:</strong>
              <ul>
                <li>nama, username, email, nomor HP, kota, instansi, bio, foto profil, dan profil lama;</li>
                <li>profil publik, notifikasi, isi keranjang, dan tautan email yang belum dipakai;</li>
                <li>semua sesi login di semua perangkat langsung berakhir, dan akun tidak dapat dipakai login lagi.</li>
              </ul>
            </Text>
            <Text as="div">
              <strong>Disimpan tanpa data pribadi:</strong>
              <ul>
                <li>pesanan dan pembayaran, karena wajib disimpan untuk pembukuan;</li>
                <li>sertifikat tetap dapat diverifikasi lewat nomornya, atas nama yang tertera saat akun dihapus;</li>
                <li>catatan belajar, poin, dan XP, yang tidak lagi terhubung ke nama atau email siapa pun.</li>
              </ul>
            </Text>
            <Text>Username dan email kamu bisa dipakai lagi untuk mendaftar. Penghapusan tidak dapat dibatalkan.</Text>
          </Stack>
        </Card>
        {profile ? <DeleteAccountForm profile={profile} /> : <Skeleton height={200} />}
      </Stack>
    </Container>
  );
}
