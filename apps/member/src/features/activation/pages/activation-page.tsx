import { useState, type ChangeEvent, type ClipboardEvent, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { errorMessage, errorStatus } from '@akademi-siber/data-access-api';
import {
  Button,
  Card,
  Container,
  Heading,
  Notice,
  Stack,
  Text,
  TextField,
  usePageTitle,
} from '@akademi-siber/ui-design-system';
import type { RedeemTokenResult } from '@akademi-siber/util-contracts';
import { useRedeemActivationTokenMutation } from '../data/activation-api';

/** Codes use an unambiguous alphabet (no 0/O/1/I) in three groups of four. */
const CODE_CHARS = /[^A-HJ-NP-Z2-9]/g;

/** Upper-cases, drops spaces, dashes and letters outside the alphabet, and regroups as XXXX-XXXX-XXXX. */
export function formatActivationCode(input: string): string {
  const raw = input.toUpperCase().replace(CODE_CHARS, '').slice(0, 12);
  return raw.match(/.{1,4}/g)?.join('-') ?? '';
}

const TYPE_WORDS: Record<RedeemTokenResult['type'], string> = {
  course: 'Kelas online',
  batch: 'Live class',
  plan: 'Langganan',
};

function problemFor(error: unknown): string {
  if (errorStatus(error) === 429) return 'Terlalu banyak percobaan. Tunggu beberapa menit sebelum mencoba kode lagi.';
  return errorMessage(error);
}

/** /member/aktivasi-token — redeem an activation code for a course, a batch or a plan. */
export function ActivationPage() {
  usePageTitle('Aktivasi Token');
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [result, setResult] = useState<RedeemTokenResult | null>(null);
  const [redeem, { isLoading }] = useRedeemActivationTokenMutation();

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    setCode(formatActivationCode(event.target.value));
    setProblem(null);
  };
  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    setCode(formatActivationCode(event.clipboardData.getData('text')));
    setProblem(null);
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    if (code.replace(/-/g, '').length !== 12) {
      setProblem('Kode aktivasi terdiri dari 12 karakter, contoh ABCD-EFGH-JKLM.');
      return;
    }
    setProblem(null);
    try {
      setResult(await redeem({ code }).unwrap());
      setCode('');
    } catch (error) {
      setProblem(problemFor(error));
    }
  };

  return (
    <Container style={{ paddingBlock: 32 }} $maxWidth="640px">
      <Stack $gap={6}>
        <Stack $gap={2}>
          <Heading level={1}>Aktivasi Token</Heading>
          <Text $muted>
            Masukkan kode aktivasi dari voucher, kampus, atau perusahaan Anda untuk membuka kelas, live class, atau
            langganan.
          </Text>
        </Stack>
        {result && (
          <Card>
            <Stack $gap={3}>
              <Notice $tone="success" role="status">
                Kode berhasil digunakan. {TYPE_WORDS[result.type]} <strong>{result.title}</strong> sudah terbuka untuk
                Anda.
              </Notice>
              <div>
                <Button as={Link} to={result.redirectTo}>
                  {result.type === 'plan' ? 'Lihat langganan' : 'Mulai belajar'}
                </Button>
              </div>
            </Stack>
          </Card>
        )}
        <Card>
          <form onSubmit={submit} noValidate aria-label="Aktivasi kode">
            <Stack $gap={4}>
              <TextField
                label="Kode aktivasi"
                value={code}
                onChange={onChange}
                onPaste={onPaste}
                error={problem ?? undefined}
                hint="Huruf besar-kecil dan tanda hubung tidak perlu diketik; kode tersusun otomatis."
                placeholder="XXXX-XXXX-XXXX"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                inputMode="text"
                maxLength={14}
                required
              />
              <div>
                <Button type="submit" loading={isLoading} disabled={isLoading}>
                  Aktifkan
                </Button>
              </div>
            </Stack>
          </form>
        </Card>
      </Stack>
    </Container>
  );
}
