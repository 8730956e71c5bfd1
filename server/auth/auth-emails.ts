import { RESET_TOKEN_TTL_SECONDS } from './auth-constants.ts';
import type { MailMessage } from './mailer.ts';

export const PRODUCT_APP_NAME = 'Rate Filing Intelligence';

/**
 * The page a reset link opens, on the configured public origin (PUBLIC_BASE_URL): never on the
 * host a request named, or whoever sent `Host: evil.example` would receive the user's token.
 */
export function resetPasswordLink(publicBaseUrl: string, token: string): string {
  return `${new URL(publicBaseUrl).origin}/reset-password?token=${encodeURIComponent(token)}`;
}

export function resetPasswordEmail(input: {
  to: string;
  token: string;
  publicBaseUrl: string;
}): MailMessage {
  const link = resetPasswordLink(input.publicBaseUrl, input.token);
  const minutes = Math.round(RESET_TOKEN_TTL_SECONDS / 60);
  return {
    to: input.to,
    subject: `Reset your ${PRODUCT_APP_NAME} password`,
    text: [
      `Someone asked to reset the password of your ${PRODUCT_APP_NAME} account.`,
      '',
      `Choose a new password here (the link works once, for ${minutes} minutes):`,
      link,
      '',
      'If it was not you, ignore this message: your password stays as it is.',
    ].join('\n'),
    expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_SECONDS * 1000).toISOString(),
  };
}

type InvitationData = {
  id: string;
  email: string;
  role: string;
  organization: { name: string };
  inviter: { user: { name: string; email: string } };
  invitation: { expiresAt: Date };
};

export function invitationEmail(input: {
  data: InvitationData;
  publicBaseUrl: string;
}): MailMessage {
  const { data } = input;
  const origin = new URL(input.publicBaseUrl).origin;
  const inviter = data.inviter.user.name || data.inviter.user.email;
  return {
    to: data.email,
    subject: `${inviter} invited you to ${data.organization.name} on ${PRODUCT_APP_NAME}`,
    text: [
      `${inviter} invited you to join ${data.organization.name} as ${data.role}.`,
      '',
      'Sign in and accept the invitation on your account page:',
      `${origin}/account?invitation=${encodeURIComponent(data.id)}`,
    ].join('\n'),
    expiresAt: new Date(data.invitation.expiresAt).toISOString(),
  };
}
