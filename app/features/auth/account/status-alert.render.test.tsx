// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ActionStatus, StatusAlert } from './status-alert.tsx';

afterEach(cleanup);

function renderStatus(status: ActionStatus | null) {
  return render(
    <MantineProvider>
      <StatusAlert status={status} />
    </MantineProvider>,
  );
}

describe('StatusAlert', () => {
  it('announces a success politely', () => {
    renderStatus({ ok: true, text: 'Password changed.' });
    expect(screen.getByRole('status').textContent).toContain('Password changed.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('announces a failure at once', () => {
    renderStatus({ ok: false, text: 'Wrong password.' });
    expect(screen.getByRole('alert').textContent).toContain('Wrong password.');
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows nothing before the first action', () => {
    renderStatus(null);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
