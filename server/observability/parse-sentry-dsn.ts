export type SentryDsn = {
  /** `https:` or `http:` */
  protocol: string;
  /** Host name and port as written (`o1.ingest.sentry.io`, `127.0.0.1:9000`), lower case. */
  host: string;
  /** Path before the project id, without a trailing slash (usually empty). */
  pathPrefix: string;
  projectId: string;
  publicKey: string;
};

/** Parses `https://<key>@<host>[/<path>]/<project>`; undefined when it is not a DSN. */
export function parseSentryDsn(dsn: string): SentryDsn | undefined {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  const segments = url.pathname.split('/').filter(Boolean);
  const projectId = segments.pop();
  if (!projectId || !/^\d+$/.test(projectId) || url.username === '') return undefined;
  return {
    protocol: url.protocol,
    host: url.host.toLowerCase(),
    pathPrefix: segments.length > 0 ? `/${segments.join('/')}` : '',
    projectId,
    publicKey: decodeURIComponent(url.username),
  };
}

/** Where a DSN's envelopes go: `<scheme>://<host>[/<path>]/api/<project>/envelope/`. */
export function envelopeEndpoint(dsn: SentryDsn): URL {
  return new URL(`${dsn.protocol}//${dsn.host}${dsn.pathPrefix}/api/${dsn.projectId}/envelope/`);
}
