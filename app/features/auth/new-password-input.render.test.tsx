// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NewPasswordInput } from './new-password-input.tsx';

afterEach(cleanup);

describe('NewPasswordInput', () => {
  it('is the required newPassword field with new-password autofill and its error', () => {
    render(
      <MantineProvider>
        <NewPasswordInput error="Too short" />
      </MantineProvider>,
    );
    const input = screen.getByLabelText(/New password/);
    expect(input.getAttribute('name')).toBe('newPassword');
    expect(input.getAttribute('autocomplete')).toBe('new-password');
    expect(input.hasAttribute('required')).toBe(true);
    expect(screen.getByText('At least 8 characters')).toBeTruthy();
    expect(screen.getByText('Too short')).toBeTruthy();
  });
});
