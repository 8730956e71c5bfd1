import { describe, expect, it } from 'vitest';
import { navItemsFor } from '#app/components/shell/nav-items.ts';
import { MAX_UPLOAD_BYTES, roleMayImport } from '#contract/import/filing-upload.ts';
import { checkBeforeUpload, readUploadAnswer } from './upload-file.ts';

describe('the upload page helpers', () => {
  it('checks kind, emptiness and size before sending a file', () => {
    expect(checkBeforeUpload({ name: 'a.PDF', size: 10 })).toBeNull();
    expect(checkBeforeUpload({ name: 'filing.zip', size: 10 })).toBeNull();
    expect(checkBeforeUpload({ name: 'notes.txt', size: 10 })).toMatch(/Only .pdf and .zip/);
    expect(checkBeforeUpload({ name: 'a.pdf', size: 0 })).toBe('The file is empty.');
    expect(checkBeforeUpload({ name: 'a.pdf', size: MAX_UPLOAD_BYTES + 1 })).toMatch(/50 MB/);
  });

  it('reads reports, refusals and anything else the server answers', () => {
    const report = { file: 'a.pdf', ok: false, error: 'not a PDF' };
    expect(readUploadAnswer(422, JSON.stringify(report), null)).toEqual({
      kind: 'report',
      report,
    });
    expect(
      readUploadAnswer(429, JSON.stringify({ code: 'BUSY', message: 'Try later.' }), '5'),
    ).toEqual({ kind: 'refused', status: 429, message: 'Try later.', retryAfterSeconds: 5 });
    expect(readUploadAnswer(413, 'Payload too large\n', null)).toMatchObject({
      kind: 'refused',
      message: expect.stringMatching(/50 MB/),
    });
    expect(readUploadAnswer(0, '', null).kind).toBe('refused');
    // A report-shaped body with a refusal status is not taken as a report.
    expect(readUploadAnswer(500, JSON.stringify(report), null).kind).toBe('refused');
  });

  it('shows the page in the navigation to admins only', () => {
    expect(roleMayImport('admin')).toBe(true);
    expect(roleMayImport('org:admin')).toBe(true);
    expect(roleMayImport('member, admin')).toBe(true);
    expect(roleMayImport('member')).toBe(false);
    expect(roleMayImport(null)).toBe(false);
    const paths = (canImport: boolean) => navItemsFor({ canImport }).map((item) => item.to);
    expect(paths(true)).toContain('/import');
    expect(paths(false)).not.toContain('/import');
  });
});
