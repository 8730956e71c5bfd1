/** A zip request over one of the caps (count or bytes); the message says which. */
export class ZipCapError extends Error {
  override name = 'ZipCapError';
}

/** A zip request naming a filing that does not exist or has no PDF. */
export class UnknownPdfError extends Error {
  override name = 'UnknownPdfError';
}
