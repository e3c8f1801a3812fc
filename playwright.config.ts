import { defineConfig, devices } from '@playwright/test'

// End-to-end tests drive Debian's Chromium (never a downloaded browser) against the export
// served by scripts/serve.mjs, exactly as `npm start` serves it.
const port = Number(process.env.E2E_PORT || 4173)

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  // No retries, on CI either: a test that passes only on a second try is a bug to fix.
  retries: 0,
  reporter: [['list']],
  // Time limits catch a hang; they measure no speed (bench/ does). On a busy 2-core host (the CI
  // machine shares its cores; 4 workers beside a busy loop here) tests that load several pages or the
  // search engine took 30–37 s and waits for a first search result over 7 s; these limits leave twice that.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `node scripts/serve.mjs`,
    env: { PORT: String(port) },
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  },
})
