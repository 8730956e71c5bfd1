import { PasswordInput } from '@mantine/core';

/**
 * The new-password field of the reset and change-password forms (form field `newPassword`), with
 * the length rule the session contract enforces and the browser's new-password autofill.
 */
export function NewPasswordInput({ error }: { error?: string }) {
  return (
    <PasswordInput
      name="newPassword"
      label="New password"
      description="At least 8 characters"
      autoComplete="new-password"
      required
      error={error}
    />
  );
}
