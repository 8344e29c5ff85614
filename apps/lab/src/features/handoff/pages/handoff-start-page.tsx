import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessage, useGetPublicSiteConfigQuery, useRequestAuthTokenMutation } from '@akademi-siber/data-access-api';
import { DOWNLOAD_FAILED_MESSAGE } from '@akademi-siber/feature-app-frame';
import { Button, Notice, Spinner, Stack, Text, usePageTitle } from '@akademi-siber/ui-design-system';
import { LAB_PATHS } from '@akademi-siber/util-contracts';
import { HandoffFrame } from '../parts/handoff-frame';
import { handoffTarget } from '../parts/handoff-target';
import { sectionPath } from '../parts/sections';

const NO_CODE = 'Kode masuk lab belum dapat dibuat. Silakan coba lagi.';

/**
 * /lab/buka?redirect=<section> — where the member navbar and footer send a signed-in member (decision 0036): it asks
 * the token helper (spec §7) for a single-use code with this tab's session and opens `<LAB_SITE_URL>/auth/<code>`.
 * The session token itself never appears in an address. On this platform's own /lab the router moves there.
 */
export function HandoffStartPage() {
  usePageTitle('Membuka lab', 'Lab');
  const [params] = useSearchParams();
  const section = params.get('redirect');
  const navigate = useNavigate();
  const config = useGetPublicSiteConfigQuery();
  const [requestCode] = useRequestAuthTokenMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const started = useRef(false);

  const open = useCallback(
    async (labUrl: string) => {
      setProblem(null);
      try {
        const code = await requestCode(LAB_PATHS.handoffCode).unwrap();
        if (!code) throw new Error(NO_CODE);
        const target = handoffTarget(labUrl, code, section, window.location.href);
        if ('path' in target) navigate(target.path, { replace: true });
        else window.location.replace(target.href);
      } catch (error) {
        setProblem(errorMessage(error, NO_CODE));
      }
    },
    [navigate, requestCode, section],
  );

  useEffect(() => {
    if (!config.data || started.current) return;
    started.current = true;
    void open(config.data.lab_url);
  }, [config.data, open]);

  const failure = problem ?? (config.error ? errorMessage(config.error, DOWNLOAD_FAILED_MESSAGE) : null);
  return (
    <HandoffFrame title="Membuka Cybersecurity Lab">
      {failure ? (
        <Stack $gap={4}>
          <Notice $tone="danger" role="alert">
            {failure}
          </Notice>
          <Stack $direction="row" $gap={3} $wrap>
            <Button
              $variant="primary"
              onClick={() => (config.data ? void open(config.data.lab_url) : void config.refetch())}
            >
              Coba lagi
            </Button>
            <Button as={Link} to={sectionPath(section)} $variant="ghost">
              Buka lab di sini
            </Button>
          </Stack>
        </Stack>
      ) : (
        <Stack $direction="row" $gap={3}>
          <Spinner label="Menyiapkan akses lab…" />
          <Text aria-hidden="true">Menyiapkan akses lab…</Text>
        </Stack>
      )}
    </HandoffFrame>
  );
}
