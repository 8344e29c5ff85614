/**
 * The lab, jobs and store sites (spec §2): opened in a new tab, with the session token in the path when the
 * visitor is signed in — the last segment of the authorization value, i.e. the token without `Bearer` — and the
 * site's public home otherwise. Their addresses come from the API at run time (GET /api/config/public).
 * The lab never gets the session token (decision 0036): a signed-in visitor's lab link opens this platform's
 * LAB_HANDOFF_START, which asks for a single-use code and opens `<lab>/auth/<code>` with it.
 */
import { useGetPublicSiteConfigQuery } from '@akademi-siber/data-access-api';
import { TOKEN_TYPE, useSession } from '@akademi-siber/data-access-auth';

/** `Bearer abc` → `abc`: the last whitespace-separated segment; null for an empty value. */
export function tokenFromAuthorization(authorization: string | null | undefined): string | null {
  const last = authorization?.trim().split(/\s+/).pop();
  return last ? last : null;
}

/** Where the token goes on a sister site: `<base>/auth/<token>`, plus `?redirect=<page>` when given. */
export function sisterSiteUrl(base: string, token: string | null, redirect?: string): string {
  const root = base.replace(/\/+$/, '');
  if (!token) return `${root}/`;
  const path = `${root}/auth/${encodeURIComponent(token)}`;
  return redirect ? `${path}?redirect=${encodeURIComponent(redirect)}` : path;
}

/** Where a signed-in visitor's lab link starts: the lab remote's page that trades the session for a code. */
export const LAB_HANDOFF_START = '/lab/buka';

export interface SisterSites {
  /** The lab; `redirect` names its section (e.g. 'exercise-lab', 'ctf', 'vpn-access'). */
  lab: (redirect?: string) => string;
  /** The jobs site; `redirect` names the page to land on after the token is accepted (e.g. 'profile'). */
  jobs: (redirect?: string) => string;
  store: string;
}

/** The three addresses for the current visitor, or null until the configuration has arrived. */
export function useSisterSites(): SisterSites | null {
  const { data } = useGetPublicSiteConfigQuery();
  const { token, status } = useSession();
  if (!data) return null;
  const sessionToken =
    status === 'authenticated' ? tokenFromAuthorization(token ? `${TOKEN_TYPE} ${token}` : null) : null;
  return {
    // The public pages take no redirect: it only makes sense after the token signs the visitor in.
    lab: (redirect) =>
      !sessionToken
        ? sisterSiteUrl(data.lab_url, null)
        : redirect
          ? `${LAB_HANDOFF_START}?redirect=${encodeURIComponent(redirect)}`
          : LAB_HANDOFF_START,
    jobs: (redirect) => sisterSiteUrl(data.jobs_url, sessionToken, sessionToken ? redirect : undefined),
    store: sisterSiteUrl(data.store_url, sessionToken),
  };
}
