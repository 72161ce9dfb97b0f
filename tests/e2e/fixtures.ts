/**
 * The e2e suite's `test`: Playwright's, plus a check that runs on every test: no page of the test may log a
 * Content-Security-Policy violation ('Refused to ...'), so a screen that needs an exception to the policy fails here.
 */
import { expect, test as base } from '@playwright/test';

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      const watch = (page: import('@playwright/test').Page) =>
        page.on('console', (message) => {
          const text = message.text();
          if (/Refused to|Content Security Policy/i.test(text)) violations.push(`${page.url()}: ${text}`);
        });
      context.pages().forEach(watch);
      context.on('page', watch);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export type { APIRequestContext, Page } from '@playwright/test';
