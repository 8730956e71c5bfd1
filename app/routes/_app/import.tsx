import { createFileRoute } from '@tanstack/react-router';
import { ImportPage } from '#app/features/import/import-page.tsx';
import { pageHead } from '#app/lib/page-title.ts';

export const Route = createFileRoute('/_app/import')({
  head: () => pageHead('Import filings'),
  component: ImportPage,
});
