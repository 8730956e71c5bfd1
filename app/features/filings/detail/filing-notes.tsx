import { Alert, Button, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { filingNotesQueryOptions } from '#app/features/team/team-queries.ts';
import { useActiveOrganization } from '#app/features/team/use-active-organization.ts';
import { errorDisplayMessage } from '#app/lib/errors/error-display-message.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { filingNoteBodySchema, MAX_FILING_NOTE_LENGTH } from '#contract/team/filing-note-body.ts';
import { DetailSection } from './detail-section.tsx';
import { FilingNoteItem } from './filing-note-item.tsx';

/**
 * Notes on the filing: the active organization's and the user's own, oldest first, each with
 * its author and time; add one, edit your own, delete yours (an admin: any of the organization's).
 */
export function FilingNotes({ serffTrackingNumber }: { serffTrackingNumber: string }) {
  const rpc = useRpc();
  const queryClient = useQueryClient();
  const organization = useActiveOrganization();
  const options = filingNotesQueryOptions(rpc, serffTrackingNumber);
  const notes = useQuery(options);
  const [draft, setDraft] = useState('');
  const [error, setError] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: options.queryKey });
  const failed = (cause: unknown) =>
    notifications.show({ color: 'red', title: 'Not saved', message: errorDisplayMessage(cause) });

  const add = useMutation({
    mutationFn: (body: string) => rpc.team.addFilingNote({ serffTrackingNumber, body }),
    onSuccess: async () => {
      setDraft('');
      await refresh();
    },
    onError: (cause) => setError(errorDisplayMessage(cause)),
  });
  const update = useMutation({
    mutationFn: (input: { id: string; body: string }) => rpc.team.updateFilingNote(input),
    onSuccess: refresh,
    onError: failed,
  });
  const remove = useMutation({
    mutationFn: (id: string) => rpc.team.deleteFilingNote({ id }),
    onSuccess: refresh,
    onError: failed,
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = filingNoteBodySchema.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? 'Check the note');
    setError(null);
    add.mutate(parsed.data);
  };

  return (
    <DetailSection id="notes" title="Notes">
      <Stack gap="sm">
        {notes.isPending ? (
          <Text size="sm">Loading notes…</Text>
        ) : notes.isError ? (
          <Alert color="red">Could not load the notes: {errorDisplayMessage(notes.error)}</Alert>
        ) : notes.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No notes on this filing yet.
          </Text>
        ) : (
          <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {notes.data.map((note) => (
              <FilingNoteItem
                key={note.id}
                note={note}
                busy={update.isPending || remove.isPending}
                onSave={async (body) => {
                  const parsed = filingNoteBodySchema.safeParse(body);
                  if (!parsed.success) {
                    failed(new Error(parsed.error.issues[0]?.message ?? 'Check the note'));
                    return false;
                  }
                  await update.mutateAsync({ id: note.id, body: parsed.data });
                  return true;
                }}
                onDelete={() => remove.mutate(note.id)}
              />
            ))}
          </Stack>
        )}
        <form onSubmit={submit}>
          <Stack gap="xs">
            <Textarea
              label="Add a note"
              description={
                organization
                  ? `Members of ${organization.name} see it.`
                  : 'Only you see it (no active organization).'
              }
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              maxLength={MAX_FILING_NOTE_LENGTH}
              error={error}
              rows={3}
            />
            <div>
              <Button type="submit" size="xs" loading={add.isPending}>
                Add note
              </Button>
            </div>
          </Stack>
        </form>
      </Stack>
    </DetailSection>
  );
}
