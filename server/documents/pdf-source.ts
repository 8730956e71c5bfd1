import type { Database } from '#server/db/connection.ts';

/** Reads a filing's PDF bytes; undefined when the filing has no document. */
export type PdfReader = (db: Database, trackingNumber: string) => Promise<Uint8Array | undefined>;
