/** Accessibility helpers: an axe scan limited to what blocks people, and keyboard-only movement. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import type { Result } from 'axe-core';

/** WCAG 2.0 and 2.1, levels A and AA: the level the product promises. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** Moderate/minor findings are reported by the scan too, but only these fail a test. */
const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface Finding {
  /** Where the scan ran, e.g. "login @ mobile 375px". */
  where: string;
  violation: Result;
}

export async function blockingViolations(page: Page, where: string): Promise<Finding[]> {
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Only violations are read, and the pages embed no frames: axe's per-frame mode and its passes/incomplete
    // details would roughly double each scan's time in a suite that runs on every `npm test`.
    .options({ resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations
    .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
    .map((violation) => ({ where, violation }));
}

/** One block per rule with every offending element, short enough to read in a CI log. */
export function describeFindings(findings: Finding[]): string {
  return findings
    .map(({ where, violation }) => {
      const nodes = violation.nodes.map((node) => {
        const summary = (node.failureSummary ?? '').replace(/\s*\n\s*/g, ' ').trim();
        return `    - ${node.target.join(' ')}\n      ${node.html.slice(0, 200)}\n      ${summary}`;
      });
      return [
        `[${violation.impact}] ${violation.id} on ${where}: ${violation.help}`,
        `  ${violation.helpUrl}`,
        ...nodes,
      ].join('\n');
    })
    .join('\n\n');
}

/** Describes the focused element, to say where keyboard focus went instead. */
function focusedElement(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return '<body>';
    const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 40) ?? '';
    return `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}> "${name}"`;
  });
}

/**
 * Presses Tab until `target` has focus, the way a keyboard user moves forward through the page; fails with the
 * path focus took when the target is not reached within `maxPresses`.
 */
export async function tabTo(page: Page, target: Locator, maxPresses = 20): Promise<void> {
  const visited: string[] = [];
  for (let presses = 0; presses < maxPresses; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
    visited.push(await focusedElement(page));
  }
  expect(false, `Tab never reached ${target}; focus went through:\n  ${visited.join('\n  ')}`).toBe(true);
}

/**
 * The page outline (axe's `heading-order`, a best practice outside the WCAG tags, so the scan above skips it):
 * the ids of what it finds, for pages whose headings a screen-reader user moves through.
 */
export async function headingOrderViolations(page: Page): Promise<string[]> {
  // runOnly goes in the options: `.options()` replaces what `.withRules()` set, and every rule would run.
  const results = await new AxeBuilder({ page })
    .options({ runOnly: { type: 'rule', values: ['heading-order'] }, resultTypes: ['violations'] })
    .setLegacyMode(true)
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map((node) => `${violation.id}: ${node.html.slice(0, 120)}`),
  );
}
