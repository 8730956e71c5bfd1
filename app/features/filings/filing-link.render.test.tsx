// @vitest-environment happy-dom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '#tests/support/render/render-page.tsx';
import { FilingLink } from './filing-link.tsx';

afterEach(cleanup);

describe('FilingLink', () => {
  it("links the tracking number to the filing's page", async () => {
    await renderPage(() => <FilingLink tn="ALSE-133456789" size="xs" />, {});
    const link = await screen.findByRole('link', { name: 'ALSE-133456789' });
    expect(link.getAttribute('href')).toBe('/filings/ALSE-133456789');
  });
});
