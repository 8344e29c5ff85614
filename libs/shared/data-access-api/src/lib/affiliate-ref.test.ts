import {
  AFFILIATE_KEEP_DAYS,
  AFFILIATE_STORAGE_KEY,
  captureAffiliateRef,
  clearAffiliateCode,
  getAffiliateCode,
  readRefParam,
} from './affiliate-ref';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 23);

describe('affiliate referral code (decision 0012)', () => {
  beforeEach(() => localStorage.clear());

  it('reads ?ref= only when it looks like a code', () => {
    expect(readRefParam('?ref=BUDI2026')).toBe('BUDI2026');
    expect(readRefParam('?x=1&ref=%20abc_12%20')).toBe('abc_12');
    expect(readRefParam('?ref=')).toBeNull();
    expect(readRefParam('?ref=<script>')).toBeNull();
    expect(readRefParam('?ref=' + 'A'.repeat(21))).toBeNull();
    expect(readRefParam('')).toBeNull();
  });

  it('keeps a captured code for 30 days, then forgets it', () => {
    expect(captureAffiliateRef('?ref=BUDI2026', now)).toBe('BUDI2026');
    expect(getAffiliateCode(now + AFFILIATE_KEEP_DAYS * DAY - 1)).toBe('BUDI2026');
    expect(getAffiliateCode(now + AFFILIATE_KEEP_DAYS * DAY)).toBeNull();
    expect(localStorage.getItem(AFFILIATE_STORAGE_KEY)).toBeNull();
  });

  it('a newer link replaces the older code; a page without ?ref= keeps it', () => {
    captureAffiliateRef('?ref=LAMA01', now);
    expect(captureAffiliateRef('?page=2', now + DAY)).toBeNull();
    expect(getAffiliateCode(now + DAY)).toBe('LAMA01');
    captureAffiliateRef('?ref=BARU02', now + 2 * DAY);
    expect(getAffiliateCode(now + 2 * DAY)).toBe('BARU02');
    clearAffiliateCode();
    expect(getAffiliateCode(now)).toBeNull();
  });

  it('drops a damaged or foreign entry', () => {
    localStorage.setItem(AFFILIATE_STORAGE_KEY, 'not json');
    expect(getAffiliateCode(now)).toBeNull();
    localStorage.setItem(AFFILIATE_STORAGE_KEY, JSON.stringify({ code: '<x>', expiresAt: now + DAY }));
    expect(getAffiliateCode(now)).toBeNull();
    expect(localStorage.getItem(AFFILIATE_STORAGE_KEY)).toBeNull();
  });
});
