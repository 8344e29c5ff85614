/**
 * /member/profil/hapus-akun — deleting the account (decision 0023): what goes and what stays, the typed phrase and
 * the password (an account made by Google without a password: the phrase alone); afterwards every session has ended
 * and this browser is signed out.
 */
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  api,
  apiFieldErrors,
  schemaFieldErrors,
  sessionExpired,
  type ApiError,
  type FieldErrors,
} from '@akademi-siber/data-access-api';
import { useAppDispatch } from '@akademi-siber/data-access-auth';
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
import { DELETE_ACCOUNT_PHRASE, deleteAccountRequestSchema } from '@akademi-siber/util-contracts';
import { useDeleteAccountMutation, useGetMemberProfileQuery } from '../../data/profile-api';

export const ACCOUNT_DELETED_MESSAGE =
  'Akun kamu sudah dihapus dan semua sesi login diakhiri. Terima kasih sudah belajar bersama Akademi Siber.';

export function DeleteAccountPage() {
  const { data: profile } = useGetMemberProfileQuery();
  const [deleteAccount, { isLoading }] = useDeleteAccountMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFormError(null);
    const parsed = deleteAccountRequestSchema.safeParse({
      confirmation,
      ...(profile?.hasPassword ? { password } : {}),
    });
    const missingPassword = profile?.hasPassword && password === '';
    if (!parsed.success || missingPassword) {
      setErrors({
        ...(parsed.success ? {} : schemaFieldErrors(parsed.error.issues)),
        ...(missingPassword ? { password: 'Password wajib diisi' } : {}),
      });
      return;
    }
    setErrors({});
    try {
      await deleteAccount(parsed.data).unwrap();
    } catch (failure) {
      const error = failure as ApiError;
      const fields = apiFieldErrors(error);
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFormError(error.message);
      return;
    }
    // The server has ended every session: this browser forgets its own, and /login says why.
    dispatch(sessionExpired({ message: ACCOUNT_DELETED_MESSAGE, reason: 'revoked' }));
    dispatch(api.util.resetApiState());
    // After the guards have reacted (they would remember this page as the way back): plain /login, no return path.
    setTimeout(() => navigate('/login', { replace: true }), 0);
  }

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
        {profile ? (
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
                  name="confirmation"
                  value={confirmation}
                  onChange={(event) => setConfirmation(event.target.value)}
                  error={errors.confirmation}
                  autoComplete="off"
                  required
                />
                {profile.hasPassword ? (
                  <PasswordField
                    label="Password"
                    name="password"
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                    error={errors.password}
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
        ) : (
          <Skeleton height={200} />
        )}
      </Stack>
    </Container>
  );
}
