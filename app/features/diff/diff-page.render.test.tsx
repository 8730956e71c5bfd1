// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineRpc, renderPage } from '#tests/support/render/render-page.tsx';
import { DiffPage } from './diff-page.tsx';
import { diffQueryOptions } from './diff-queries.ts';

afterEach(cleanup);

describe('/diff', () => {
  it('asks for two filings when the URL names none', async () => {
    await renderPage(() => <DiffPage search={{}} onChange={() => {}} />, { path: '/diff' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Filing diff' })).toBeTruthy();
    expect(screen.getByText(/Pick two filings to compare them/)).toBeTruthy();
  });
});

describe('/diff?a=…&b=…', () => {
  it('shows why there is no comparison', async () => {
    const rpc = offlineRpc;
    await renderPage(() => <DiffPage search={{ a: 'AAAA-1', b: 'BBBB-2' }} onChange={() => {}} />, {
      path: '/diff',
      queries: [
        [
          diffQueryOptions(rpc, 'AAAA-1', 'BBBB-2').queryKey,
          { errorMessage: 'Filing BBBB-2 not found.', warnings: [], report: null },
        ],
      ],
    });
    expect((await screen.findByTestId('diff-error')).textContent).toContain(
      'Filing BBBB-2 not found.',
    );
    expect(screen.queryByText(/Pick two filings/)).toBeNull();
  });
});
