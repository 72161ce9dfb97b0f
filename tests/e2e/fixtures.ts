/**
 * The e2e suite's `test`: Playwright's, plus a check that runs on every test: no page of the test may log a
 * Content-Security-Policy violation ('Refused to ...'), so a screen that needs an exception to the policy fails here.
 * Each is recorded as `<page url> [<url of the frame or script that logged it>]: <message>`. A test that provokes a
 * violation on purpose (user content trying to reach the app) names it in `expectedCspViolations` and may read
 * every recorded one from `cspViolations`.
 */
import { expect, test as base } from '@playwright/test';

export const test = base.extend<{ cspViolations: string[]; expectedCspViolations: RegExp[] }>({
  expectedCspViolations: [[], { option: true }],
  cspViolations: [
    async ({ context, expectedCspViolations }, use) => {
      const violations: string[] = [];
      const watch = (page: import('@playwright/test').Page) =>
        page.on('console', (message) => {
          const text = message.text();
          if (/Refused to|Content Security Policy/i.test(text)) violations.push(`${page.url()} [${message.location().url}]: ${text}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      const unexpected = violations.filter((v) => !expectedCspViolations.some((pattern) => pattern.test(v)));
      expect(unexpected, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
