import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { serveBuiltFiles } from './serve-built-files.ts';

describe('serveBuiltFiles', () => {
  const dir = mkdtempSync(join(tmpdir(), 'rfi-built-'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'assets', 'main-Ab12Cd34.js'), 'console.log(1)');
  writeFileSync(join(dir, 'favicon.svg'), '<svg/>');
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const serve = serveBuiltFiles(dir);
  const notFound = () => new Response('page', { status: 200 });
  const get = (path: string, headers: Record<string, string> = {}) =>
    serve(new Request(`http://localhost${path}`, { headers }), notFound);

  it('lets browsers keep content-hashed assets for a year without asking again', async () => {
    const response = await get('/assets/main-Ab12Cd34.js');
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('console.log(1)');
    expect(response.headers.get('cache-control')).toBe('max-age=31536000, immutable');
    expect(response.headers.get('content-type')).toMatch(/javascript/);
  });

  it('keeps files whose names do not change across builds for an hour only', async () => {
    const response = await get('/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
  });

  it('hands pages and missing files on untouched', async () => {
    const page = await get('/filings');
    expect(await page.text()).toBe('page');
    expect(page.headers.get('cache-control')).toBeNull();
    const missing = await get('/assets/gone-00000000.js');
    expect(missing.headers.get('cache-control')).toBeNull();
  });
});
