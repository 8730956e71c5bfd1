import { buildContentSecurityPolicy } from './content-security-policy.ts';

/** Browser features the product never uses, switched off for every origin. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
].join(', ');

/** The hardening headers every response carries (a fresh nonce per response). */
export function buildSecurityHeaders(nonce: string, secure: boolean): Record<string, string> {
  return {
    'content-security-policy': buildContentSecurityPolicy(nonce),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
    ...(secure ? { 'strict-transport-security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}
