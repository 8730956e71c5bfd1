import { ColorSchemeScript, mantineHtmlProps } from '@mantine/core';
import { HeadContent, Scripts } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { COLOR_SCHEME_STORAGE_KEY } from '#app/lib/constants.ts';

/**
 * The document. It re-renders on every navigation (the router re-renders its root match's shell
 * about four times a page change), so it holds no provider: a MantineProvider here gave every
 * Mantine component of both the old and the new page a new context each time (ADR 040).
 */
export function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="en" {...mantineHtmlProps}>
      <head>
        <ColorSchemeScript defaultColorScheme="light" localStorageKey={COLOR_SCHEME_STORAGE_KEY} />
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}
