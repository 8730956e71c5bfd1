import { Alert, Anchor, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link, useRouteContext } from '@tanstack/react-router';
import { useCallback, useRef, useState } from 'react';
import { PageHeader } from '#app/components/page-header.tsx';
import { roleMayImport, type UploadReport } from '#contract/import/filing-upload.ts';
import { DropArea } from './drop-area.tsx';
import type { FolderFiles } from './folder-files.ts';
import { checkBeforeUpload, uploadFile } from './upload-file.ts';
import { summarizeReports, UploadReportTable } from './upload-report-table.tsx';

type Step =
  | { step: 'queued' }
  | { step: 'uploading'; percent: number }
  | { step: 'processing' }
  | { step: 'waiting' }
  | { step: 'done'; report: UploadReport };

type UploadItem = { id: number; name: string; state: Step };

/** Tries of one file while the server says other imports are running (429). */
const BUSY_TRIES = 6;

function stepText(state: Step): string {
  switch (state.step) {
    case 'queued':
      return 'Waiting to upload';
    case 'uploading':
      return `Uploading ${state.percent}%`;
    case 'processing':
      return 'Reading and extracting…';
    case 'waiting':
      return 'Waiting for another import to finish…';
    case 'done':
      return state.report.ok ? 'Done' : 'Failed';
  }
}

function UploadProgress({ item }: { item: UploadItem }) {
  const { state } = item;
  const busy = state.step === 'processing' || state.step === 'waiting';
  const value = state.step === 'uploading' ? state.percent : busy ? 100 : 0;
  return (
    <Stack gap={4} data-testid="upload-progress">
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={500} style={{ wordBreak: 'break-all' }}>
          {item.name}
        </Text>
        <Text size="sm" data-testid="upload-step" style={{ whiteSpace: 'nowrap' }}>
          {stepText(state)}
        </Text>
      </Group>
      <Progress
        value={value}
        striped={busy}
        animated={busy}
        aria-label={`${item.name}: ${stepText(state)}`}
      />
    </Stack>
  );
}

function NotAllowed({ hasOrganization }: { hasOrganization: boolean }) {
  return (
    <Alert
      color="blue"
      variant="light"
      icon={<IconInfoCircle aria-hidden />}
      title="Importing filings is for organization admins"
      data-testid="import-not-allowed"
    >
      <Text size="sm">
        Imported filings become part of the data every user of this install reads, so only admins of
        an organization may upload them.{' '}
        {hasOrganization
          ? 'You are a member of your active organization: ask one of its admins to import the files, or to make you an admin.'
          : 'You have no active organization: choose one you administer, or create one, on the '}
        {hasOrganization ? null : (
          <>
            <Anchor component={Link} to="/account" size="sm">
              Account page
            </Anchor>
            .
          </>
        )}
      </Text>
      <Text size="sm" mt="xs">
        Administrators can also import from the command line:{' '}
        <code>npm run import -- FILE.pdf</code>.
      </Text>
    </Alert>
  );
}

/**
 * /import: admins upload filing PDFs (or zips of one filing's PDFs), one after another, each
 * with a progress bar, then read a report per file. The server checks the permission again
 * (docs/decisions/029-filing-upload.md); others get an explanation.
 */
export function ImportPage() {
  const { activeOrganization } = useRouteContext({ from: '/_app' });
  const { tokenStore, queryClient } = useRouteContext({ from: '__root__' });
  const allowed = roleMayImport(activeOrganization?.role);
  const [items, setItems] = useState<UploadItem[]>([]);
  const [leftOut, setLeftOut] = useState(0);
  const queue = useRef<{ id: number; file: File }[]>([]);
  const running = useRef(false);
  const nextId = useRef(1);

  const update = useCallback((id: number, state: Step) => {
    setItems((current) => current.map((item) => (item.id === id ? { ...item, state } : item)));
  }, []);

  const uploadOne = useCallback(
    async (id: number, file: File): Promise<boolean> => {
      const fail = (error: string) =>
        update(id, { step: 'done', report: { file: file.name, ok: false, error } });
      const problem = checkBeforeUpload(file);
      if (problem) {
        fail(problem);
        return false;
      }
      for (let attempt = 1; ; attempt++) {
        const outcome = await uploadFile(file, await tokenStore.get(), (phase) =>
          update(
            id,
            phase.phase === 'uploading'
              ? { step: 'uploading', percent: phase.percent }
              : { step: 'processing' },
          ),
        );
        if (outcome.kind === 'report') {
          update(id, { step: 'done', report: outcome.report });
          return outcome.report.ok;
        }
        if (outcome.status !== 429 || attempt >= BUSY_TRIES) {
          fail(outcome.message);
          return false;
        }
        update(id, { step: 'waiting' });
        await new Promise((resolve) =>
          setTimeout(resolve, (outcome.retryAfterSeconds ?? 5) * 1000),
        );
      }
    },
    [tokenStore, update],
  );

  const drain = useCallback(async () => {
    if (running.current) return;
    running.current = true;
    let changed = false;
    try {
      for (let next = queue.current.shift(); next; next = queue.current.shift()) {
        if (await uploadOne(next.id, next.file)) changed = true;
      }
    } finally {
      running.current = false;
    }
    // Lists, charts and searches read the new filings from now on.
    if (changed) await queryClient.invalidateQueries();
  }, [queryClient, uploadOne]);

  const addFiles = useCallback(
    ({ files, leftOut: notTaken }: FolderFiles) => {
      setLeftOut(notTaken);
      if (files.length === 0) return;
      const added = files.map((file) => ({ id: nextId.current++, file }));
      queue.current.push(...added);
      setItems((current) => [
        ...current,
        ...added.map(({ id, file }) => ({
          id,
          name: file.name,
          state: { step: 'queued' } as const,
        })),
      ]);
      void drain();
    },
    [drain],
  );

  const finished = items.flatMap((item) =>
    item.state.step === 'done' ? [{ id: item.id, report: item.state.report }] : [],
  );
  const reports = finished.map((row) => row.report);
  const inFlight = items.filter((item) => item.state.step !== 'done');

  return (
    <Stack maw={1100}>
      <PageHeader
        title="Import filings"
        description="Add filings from SERFF Filing Access PDFs: their fields, companies, rate figures and rating factors are read page by page, each value citing its page."
      />
      {!allowed ? (
        <NotAllowed hasOrganization={activeOrganization !== null} />
      ) : (
        <>
          <DropArea onFiles={addFiles} busy={inFlight.length > 0} />
          {leftOut > 0 ? (
            <Text size="sm" role="status" data-testid="upload-left-out">
              {leftOut === 1 ? '1 file was' : `${leftOut} files were`} left out: only the .pdf and
              .zip files directly in a folder are imported, not its subfolders or other files.
            </Text>
          ) : null}
          {items.length === 0 ? (
            <Text size="sm" data-testid="import-empty">
              No files uploaded yet. Upload a filing&apos;s PDF as downloaded from SERFF Filing
              Access, a zip of one filing&apos;s documents, or a folder of them; each file is
              imported on its own, and uploading a filing again (or an amendment under the same
              tracking number) updates it.
            </Text>
          ) : null}
          {inFlight.length > 0 ? (
            <Stack gap="sm" aria-live="polite">
              {inFlight.map((item) => (
                <UploadProgress key={item.id} item={item} />
              ))}
            </Stack>
          ) : null}
          {reports.length > 0 ? (
            <Stack gap="xs">
              <Title order={2} size="h3">
                Report
              </Title>
              <Text size="sm" role="status" data-testid="upload-summary">
                {summarizeReports(reports)}
              </Text>
              <UploadReportTable rows={finished} />
            </Stack>
          ) : null}
        </>
      )}
    </Stack>
  );
}
