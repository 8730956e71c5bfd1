// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReverifyModal } from './reverify-modal.tsx';

afterEach(cleanup);

function renderModal(dialogOpen: boolean) {
  const reverifier = { dialogOpen, confirm: vi.fn(), cancel: vi.fn() };
  render(
    <MantineProvider>
      <ReverifyModal reverifier={reverifier} withCode={false} />
    </MantineProvider>,
  );
  return reverifier;
}

describe('ReverifyModal', () => {
  it('opens while the reverifier waits, and Cancel answers it', () => {
    const reverifier = renderModal(true);
    expect(screen.getByText('Confirm it is you')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(reverifier.cancel).toHaveBeenCalledTimes(1);
    expect(reverifier.confirm).not.toHaveBeenCalled();
  });

  it('stays closed while nothing waits', () => {
    renderModal(false);
    expect(screen.queryByText('Confirm it is you')).toBeNull();
  });
});
