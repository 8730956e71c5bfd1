import { downloadBlob } from '#app/features/filings/download-url.ts';

/** Starts a download of text as a .md or .txt file. */
export function downloadText(text: string, baseName: string, format: 'md' | 'txt'): void {
  const type = format === 'md' ? 'text/markdown' : 'text/plain';
  downloadBlob(new Blob([text], { type: `${type};charset=utf-8` }), `${baseName}.${format}`);
}
