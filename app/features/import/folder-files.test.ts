import { describe, expect, it } from 'vitest';
import { filesOfChosenFolder, pickFolderFiles } from './folder-files.ts';

const file = (name: string) => new File(['%PDF-1.7'], name);

describe('the files a folder gives the import', () => {
  it('takes the .pdf and .zip files directly in the folder, in name order, and counts the rest', () => {
    const picked = pickFolderFiles([
      { file: file('b.pdf'), path: 'filings/b.pdf' },
      { file: file('A.ZIP'), path: 'filings/A.ZIP' },
      { file: file('notes.txt'), path: 'filings/notes.txt' },
      { file: file('c.pdf'), path: 'filings/old/c.pdf' },
    ]);
    expect(picked.files.map((f) => f.name)).toEqual(['A.ZIP', 'b.pdf']);
    expect(picked.leftOut).toBe(2);
  });

  it("reads a folder picker's files by their path in the folder", () => {
    const inFolder = (name: string, path: string) => {
      const f = file(name);
      Object.defineProperty(f, 'webkitRelativePath', { value: path });
      return f;
    };
    const picked = filesOfChosenFolder([
      inFolder('x.pdf', 'pdfs/x.pdf'),
      inFolder('y.pdf', 'pdfs/deeper/y.pdf'),
    ]);
    expect(picked).toEqual({ files: [expect.objectContaining({ name: 'x.pdf' })], leftOut: 1 });
  });
});
