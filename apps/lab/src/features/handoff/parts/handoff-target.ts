import { sisterSiteUrl } from '@akademi-siber/feature-app-frame';

/**
 * Where the code is taken: `<LAB_SITE_URL>/auth/<code>?redirect=<section>`. On this platform's own origin it is a
 * path the router moves to; on another domain, an address the browser loads.
 */
export function handoffTarget(
  labUrl: string,
  code: string,
  section: string | null,
  here: string,
): { path: string } | { href: string } {
  const target = new URL(sisterSiteUrl(labUrl, code, section ?? undefined), here);
  return target.origin === new URL(here).origin
    ? { path: `${target.pathname}${target.search}` }
    : { href: target.href };
}
