// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL } from '#app/lib/constants.ts';
import { SiteFooter } from './site-footer.tsx';

afterEach(cleanup);

describe('SiteFooter', () => {
  it('is one ruled-off footer landmark holding the support contact', () => {
    render(
      <MantineProvider>
        <SiteFooter />
      </MantineProvider>,
    );
    const footer = screen.getByRole('contentinfo');
    expect(footer.tagName).toBe('FOOTER');
    expect(footer.getAttribute('style') ?? '').toContain('border-top');
    const contact = screen.getByRole('link', { name: SUPPORT_EMAIL });
    expect(footer.contains(contact)).toBe(true);
    expect(contact.getAttribute('href')).toBe(`mailto:${SUPPORT_EMAIL}`);
  });
});
