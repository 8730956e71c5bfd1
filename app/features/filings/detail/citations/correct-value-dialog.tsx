import { Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorDisplayMessage } from '#app/lib/errors/error-display-message.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import type { ExtractedValue } from '#gen/ratefiling/v1/import_service_pb.ts';
import { describePath, formatConfidence } from './citation-paths.ts';
import { correctedWhen, correctedWho } from './correction-text.ts';
import { EXTRACTED_VALUES_KEY } from './extracted-values-query.ts';

/** One extracted value: as read, where and how surely; its correction; a form to correct it. */
function ValueForm({
  serffTrackingNumber,
  value,
  onDone,
}: {
  serffTrackingNumber: string;
  value: ExtractedValue;
  onDone: () => void;
}) {
  const rpc = useRpc();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(value.correctedValue || value.value);
  const [error, setError] = useState<string | null>(null);
  const label = describePath(value.fieldPath);
  const save = useMutation({
    mutationFn: (text: string) =>
      rpc.imports.correctExtractedValue({
        serffTrackingNumber,
        fieldPath: value.fieldPath,
        value: text,
      }),
    onSuccess: async () => {
      // The filing's own fields changed too: lists, figures and analytics read them.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: EXTRACTED_VALUES_KEY }),
        queryClient.invalidateQueries({ queryKey: ['filings'] }),
      ]);
      notifications.show({ title: 'Correction saved', message: `The ${label} was corrected.` });
      onDone();
    },
    onError: (cause) => setError(errorDisplayMessage(cause)),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === '') return setError('Enter the value the PDF gives');
    setError(null);
    save.mutate(draft);
  };
  return (
    <Stack gap={6} data-testid="extracted-value" data-path={value.fieldPath}>
      <Text size="sm">
        <strong>{label}</strong>: read as “{value.value}” on p. {value.page}, confidence{' '}
        {formatConfidence(value.confidence)}
        {value.lowConfidence ? ' (low)' : ''}.
      </Text>
      {value.corrected ? (
        <Text size="sm" data-testid="correction-record">
          Corrected to “{value.correctedValue}” by {correctedWho(value)} on {correctedWhen(value)}.
        </Text>
      ) : null}
      {value.correctable ? (
        <form onSubmit={submit} noValidate>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <TextInput
              label={`Corrected ${label}`}
              value={draft}
              onChange={(event) => setDraft(event.currentTarget.value)}
              error={error}
              style={{ flex: 1 }}
              data-autofocus
            />
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </Group>
        </form>
      ) : (
        <Text size="xs" c="dimmed">
          This names a row of the filing; re-import the PDF to change it.
        </Text>
      )}
    </Stack>
  );
}

/**
 * Corrects values read from the filing's PDF: each is shown as read (kept), with its page and
 * confidence, and any correction with who and when. A saved correction is written to the filing.
 */
export function CorrectValueDialog({
  serffTrackingNumber,
  what,
  values,
  onClose,
}: {
  serffTrackingNumber: string;
  what: string;
  values: readonly ExtractedValue[];
  onClose: () => void;
}) {
  return (
    <Modal
      opened
      onClose={onClose}
      title={`Correct the ${what}`}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Enter the value as the PDF gives it. The value as read is kept beside your correction,
          which is recorded with your name and the time.
        </Text>
        {values.map((v) => (
          <ValueForm
            key={v.fieldPath}
            serffTrackingNumber={serffTrackingNumber}
            value={v}
            onDone={onClose}
          />
        ))}
      </Stack>
    </Modal>
  );
}
