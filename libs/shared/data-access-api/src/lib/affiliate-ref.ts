/**
 * Referral links (decision 0012): `/{any path}?ref=CODE`. The shell reads `?ref=` once per page load, keeps the
 * code for 30 days in localStorage (a newer link replaces an older one) and the member checkout sends
 * `getAffiliateCode()` as `affiliateCode`. Works without storage too (private mode): then nothing is kept.
 */
export const AFFILIATE_STORAGE_KEY = 'affiliate_ref';
export const AFFILIATE_KEEP_DAYS = 30;
const DAY_MS = 86_400_000;
/** Codes the API hands out are short letters/digits; anything else in `?ref=` is ignored. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{3,20}$/;

interface StoredRef {
  code: string;
  expiresAt: number;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The `?ref=` code of a query string when it looks like a code, else null. */
export function readRefParam(search: string): string | null {
  const code = new URLSearchParams(search).get('ref')?.trim() ?? '';
  return CODE_PATTERN.test(code) ? code : null;
}

/**
 * Reads `?ref=` from `search` and stores it for 30 days. Returns the code when the link carried one (the caller
 * records the click), else null.
 */
export function captureAffiliateRef(search: string, now: number = Date.now()): string | null {
  const code = readRefParam(search);
  if (!code) return null;
  const stored: StoredRef = { code, expiresAt: now + AFFILIATE_KEEP_DAYS * DAY_MS };
  try {
    storage()?.setItem(AFFILIATE_STORAGE_KEY, JSON.stringify(stored));
  } catch {
    // quota or policy: the code just is not kept
  }
  return code;
}

/** The kept referral code while it is younger than 30 days; an expired or unreadable entry is removed. */
export function getAffiliateCode(now: number = Date.now()): string | null {
  const store = storage();
  const raw = store?.getItem(AFFILIATE_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredRef>;
    if (
      typeof parsed.code === 'string' &&
      CODE_PATTERN.test(parsed.code) &&
      typeof parsed.expiresAt === 'number' &&
      parsed.expiresAt > now
    ) {
      return parsed.code;
    }
  } catch {
    // fall through: not ours or damaged
  }
  store?.removeItem(AFFILIATE_STORAGE_KEY);
  return null;
}

/** Forgets the kept code (e.g. after tests or when the member checks out with it — the API decides validity). */
export function clearAffiliateCode(): void {
  storage()?.removeItem(AFFILIATE_STORAGE_KEY);
}
