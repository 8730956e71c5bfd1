import type { TestProject } from 'vitest/node';
import { launchBrowserServer } from '#tests/support/e2e/browser.ts';
import { startApp } from '#tests/support/e2e/start-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The app's DATA_DIR (its mailbox file lives there when SMTP_URL is unset). */
    dataDir: string;
    /** The suite's one Chromium, which every file connects to (tests/support/e2e/browser.ts). */
    browserWsEndpoint: string;
  }
}

/** Starts one app and one Chromium for the whole browser suite and stops them afterwards. */
export default async function setup(project: TestProject) {
  const [app, browser] = await Promise.all([startApp(), launchBrowserServer()]);
  project.provide('baseUrl', app.baseUrl);
  project.provide('dataDir', app.dataDir);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  return async () => {
    await Promise.all([app.stop(), browser.close()]);
  };
}
