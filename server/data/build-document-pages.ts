export { buildDocumentPages } from '#server/data/documents/build-document-pages.ts';
export type { DocumentInput } from '#server/data/documents/document-input.ts';
