/**
 * The root route's element: on any page, a link carrying `?ref=CODE` stores the code for 30 days
 * (data-access-api affiliate-ref) and records the click once per code and page load. A failed click record
 * is ignored: the visitor came to see a page, not to hear about counters.
 */
import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { captureAffiliateRef, useRecordAffiliateClickMutation } from '@akademi-siber/data-access-api';

export function AffiliateRefCapture() {
  const { pathname, search } = useLocation();
  const [recordClick] = useRecordAffiliateClickMutation();
  const recorded = useRef(new Set<string>());
  useEffect(() => {
    const code = captureAffiliateRef(search);
    if (!code || recorded.current.has(code)) return;
    recorded.current.add(code);
    recordClick({ code, landingPath: pathname.slice(0, 300) })
      .unwrap()
      .catch(() => undefined);
  }, [pathname, search, recordClick]);
  return <Outlet />;
}
