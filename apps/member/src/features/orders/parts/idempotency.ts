import { useState } from 'react';

const PREFIX = 'akademi.checkout.';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null;
  }
}

function newKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Browsers without randomUUID (non-secure contexts): a v4 UUID from getRandomValues.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * One idempotency key per checkout page visit (decision 0012): made once when the page opens, kept in
 * sessionStorage under the checkout's scope (so a reload of the same checkout keeps it), and sent with every
 * submit, so a double click or a retry returns the same order. `finish()` forgets it once the order exists,
 * so the next visit is a new checkout.
 */
export function useCheckoutKey(scope: string): { key: string; finish: () => void; renew: () => void } {
  const storageKey = `${PREFIX}${scope}`;
  const [key, setKey] = useState(() => {
    const store = storage();
    const existing = store?.getItem(storageKey);
    if (existing) return existing;
    const created = newKey();
    store?.setItem(storageKey, created);
    return created;
  });
  return {
    key,
    finish: () => storage()?.removeItem(storageKey),
    // After the API refused the key (409: used for another request), the next submit is a new checkout.
    renew: () => {
      const created = newKey();
      storage()?.setItem(storageKey, created);
      setKey(created);
    },
  };
}
