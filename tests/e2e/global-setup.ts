import type { TestProject } from 'vitest/node';
import { startApp } from '#tests/support/e2e/start-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** The app's DATA_DIR (its mailbox file lives there when SMTP_URL is unset). */
    dataDir: string;
  }
}

/** Starts one app for the whole browser suite and stops it afterwards. */
export default async function setup(project: TestProject) {
  const app = await startApp();
  project.provide('baseUrl', app.baseUrl);
  project.provide('dataDir', app.dataDir);
  return async () => {
    await app.stop();
  };
}
