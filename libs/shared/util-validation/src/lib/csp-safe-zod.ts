/**
 * Zod compiles object schemas with `new Function` when it may, and probes whether it may by calling it once. Our
 * pages forbid eval (script-src without 'unsafe-eval'), so every page load reported a policy violation for a probe
 * whose failure zod then swallowed. In the browser we tell zod up front to stay jitless: no probe, no report, the
 * same results. Zod keeps its settings on globalThis, shared by every copy of it on the page (each remote bundles
 * its own), so setting them once, before the first parse, covers all. Written without importing zod, so the entry chunk
 * does not carry it; `csp-safe-zod.test.ts` proves zod reads it. The API keeps the JIT (it never runs under a CSP).
 */
export function preferJitlessZod(): void {
  const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  // Mutated in place: a zod already loaded holds this very object.
  const config = (holder.__zod_globalConfig ??= {});
  config['jitless'] = true;
}
