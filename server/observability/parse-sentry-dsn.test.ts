import { describe, expect, it } from 'vitest';
import { envelopeEndpoint, parseSentryDsn } from './parse-sentry-dsn.ts';

describe('parseSentryDsn', () => {
  it('reads host, project and key, and builds the envelope endpoint', () => {
    const dsn = parseSentryDsn('https://abc123@o1.ingest.sentry.io/4507');
    expect(dsn).toEqual({
      protocol: 'https:',
      host: 'o1.ingest.sentry.io',
      pathPrefix: '',
      projectId: '4507',
      publicKey: 'abc123',
    });
    expect(dsn && envelopeEndpoint(dsn).href).toBe(
      'https://o1.ingest.sentry.io/api/4507/envelope/',
    );
  });

  it('keeps a port and a path prefix (self-hosted)', () => {
    const dsn = parseSentryDsn('http://k@127.0.0.1:9000/sentry/7');
    expect(dsn?.host).toBe('127.0.0.1:9000');
    expect(dsn && envelopeEndpoint(dsn).href).toBe('http://127.0.0.1:9000/sentry/api/7/envelope/');
  });

  it('rejects what is not a DSN', () => {
    for (const text of [
      '',
      'nope',
      'ftp://k@h/1',
      'https://h/1',
      'https://k@h/abc',
      'https://k@h/',
    ]) {
      expect(parseSentryDsn(text)).toBeUndefined();
    }
  });
});
