import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { formatDateTime } from '#app/lib/format/format-date.ts';
import { MAX_FILING_NOTE_LENGTH } from '#contract/team/filing-note-body.ts';
import type { FilingNote } from '#gen/ratefiling/v1/team_service_pb.ts';

function when(note: FilingNote): string {
  const seconds = Number(note.createdAt?.seconds ?? 0);
  const text = formatDateTime(seconds * 1000);
  const edited = Number(note.updatedAt?.seconds ?? 0) > seconds;
  return edited ? `${text} (edited)` : text;
}

/** One note: author and time, the text; its author edits it, its author or an admin deletes it. */
export function FilingNoteItem({
  note,
  busy,
  onSave,
  onDelete,
}: {
  note: FilingNote;
  busy: boolean;
  onSave: (body: string) => Promise<boolean>;
  onDelete: () => void;
}) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note.body);
  const author = note.canEdit ? 'You' : note.authorName || 'A teammate';

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (await onSave(draft)) setEditing(false);
  };

  return (
    <Paper withBorder p="sm" radius="sm" component="li" data-testid="filing-note">
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text size="sm">
            <Text span fw={600} data-testid="note-author">
              {author}
            </Text>{' '}
            <Text span size="xs" c="dimmed">
              {when(note)}
              {note.shared ? '' : ' · only you'}
            </Text>
          </Text>
          <Group gap={4} wrap="nowrap">
            {note.canEdit && !editing ? (
              <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
                Edit
              </Button>
            ) : null}
            {note.canDelete ? (
              <Button
                size="compact-xs"
                variant="default"
                onClick={onDelete}
                disabled={busy}
                aria-label={`Delete the note of ${author}`}
              >
                Delete
              </Button>
            ) : null}
          </Group>
        </Group>
        {editing ? (
          <form onSubmit={save}>
            <Stack gap="xs">
              <Textarea
                label="Edit the note"
                value={draft}
                onChange={(event) => setDraft(event.currentTarget.value)}
                maxLength={MAX_FILING_NOTE_LENGTH}
                rows={3}
              />
              <Group gap="xs">
                <Button type="submit" size="xs" loading={busy}>
                  Save
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => {
                    setDraft(note.body);
                    setEditing(false);
                  }}
                >
                  Cancel
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {note.body}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
