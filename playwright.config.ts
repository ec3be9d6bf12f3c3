import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import {
  BASE_URL,
  DRIVE_API_KEY,
  DRIVE_PORT,
  LINKEDIN_CLIENT_ID,
  LINKEDIN_CLIENT_SECRET,
  LINKEDIN_PORT,
  PORT,
  SMTP_PORT,
} from './e2e/support/env';

// A fresh database per run. Playwright also loads this file in its worker processes, which inherit the
// environment: the variable makes them reuse the directory instead of creating one each.
const dataDir = (process.env.POSTULA_E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'postula-e2e-')));

export default defineConfig({
  testDir: 'e2e',
  // The review screenshots (e2e/screenshots.spec.ts) run only when asked for with SHOTS_DIR.
  testIgnore: process.env.SHOTS_DIR ? [] : ['**/screenshots.spec.ts'],
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 90_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1280, height: 800 },
    locale: 'es-ES',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Browsers cannot be downloaded here: Debian's Chromium (DESIGN.md "Facts of this machine").
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    // As `npm start` starts the product: builds the web app when stale, then serves API and app.
    command: 'node scripts/start.mjs',
    url: `${BASE_URL}/api/health`,
    reuseExistingServer: false,
    // The first start builds the web app.
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}`,
      // The Drive import reaches a stand-in that e2e/imports.spec.ts starts on this port.
      GOOGLE_API_KEY: DRIVE_API_KEY,
      GOOGLE_API_BASE_URL: `http://127.0.0.1:${DRIVE_PORT}`,
      // LinkedIn's OAuth and posts API: a stand-in that e2e/linkedin.spec.ts starts on this port.
      LINKEDIN_CLIENT_ID,
      LINKEDIN_CLIENT_SECRET,
      LINKEDIN_AUTH_URL: `http://127.0.0.1:${LINKEDIN_PORT}/oauth/v2/authorization`,
      LINKEDIN_OAUTH_URL: `http://127.0.0.1:${LINKEDIN_PORT}`,
      LINKEDIN_API_URL: `http://127.0.0.1:${LINKEDIN_PORT}`,
      PUBLIC_URL: BASE_URL,
      LOG_LEVEL: 'warn',
      // The public-upload tests fill a posting with 100 CVs from one address.
      PUBLIC_UPLOAD_LIMIT: '10000',
      // Every spec signs its accounts up from this one address.
      SIGNUP_LIMIT_PER_ADDRESS: '10000',
    },
  },
});
