import type { TestProject } from 'vitest/node';
import { startApp } from './support/start-app.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}

/** Starts one app for the whole browser suite and stops it afterwards. */
export default async function setup(project: TestProject) {
  const app = await startApp();
  project.provide('baseUrl', app.baseUrl);
  return async () => {
    await app.stop();
  };
}
