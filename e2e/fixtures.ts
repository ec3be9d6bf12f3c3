import { test as base, expect, type ConsoleMessage } from '@playwright/test';

// Chromium logs every 4xx answer as "Failed to load resource: … status of 4xx". The app answers those on
// screen (wrong password, expired session…), so they are expected; any other console error fails the test.
const expectedNetworkLog = /^Failed to load resource: the server responded with a status of 4\d\d\b/;

export const test = base.extend({
  page: async ({ page }, use) => {
    const problems: string[] = [];
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error' && !expectedNetworkLog.test(message.text())) {
        problems.push(`console.error: ${message.text()}`);
      }
    };
    const onPageError = (error: Error) => problems.push(`uncaught: ${error.message}`);
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    await use(page);
    page.off('console', onConsole);
    page.off('pageerror', onPageError);
    expect(problems, 'the page logged unexpected errors').toEqual([]);
  },
});

export { expect };
