import {
  ActionIcon,
  Alert,
  Button,
  Group,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import {
  BRIEF_TEXT_LIMITS,
  type BriefCommentaryBlock,
  briefTextSchema,
} from '#contract/intelligence/brief-commentary.ts';
import type { IntelligenceBrief } from '#gen/ratefiling/v1/intelligence_service_pb.ts';
import { briefListQueryOptions, briefQueryOptions } from './brief-queries.ts';

type Errors = Record<string, string>;

/** zod issues keyed by their path ("title", "commentary.0.text"). */
function issuesByPath(error: { issues: { path: PropertyKey[]; message: string }[] }): Errors {
  const errors: Errors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/**
 * Edits a brief's title, subtitle and commentary blocks (validated with the api's schema before
 * sending; the figures are never edited). Saving replaces the stored text.
 */
export function BriefEditModal({
  brief,
  opened,
  onClose,
}: {
  brief: IntelligenceBrief;
  opened: boolean;
  onClose: () => void;
}) {
  const rpc = useRpc();
  const queryClient = useQueryClient();
  const [title, setTitle] = useState(brief.title);
  const [subtitle, setSubtitle] = useState(brief.subtitle);
  const [blocks, setBlocks] = useState<BriefCommentaryBlock[]>(() =>
    brief.commentary.map((c) => ({ heading: c.heading, text: c.text })),
  );
  const [errors, setErrors] = useState<Errors>({});
  const save = useMutation({
    mutationFn: (text: { title: string; subtitle: string; commentary: BriefCommentaryBlock[] }) =>
      rpc.intelligence.updateBrief({ id: brief.id, ...text }),
    onSuccess: async ({ brief: updated }) => {
      if (updated) queryClient.setQueryData(briefQueryOptions(rpc, updated.id).queryKey, updated);
      await queryClient.invalidateQueries({ queryKey: briefListQueryOptions(rpc).queryKey });
      onClose();
    },
  });
  const setBlock = (index: number, patch: Partial<BriefCommentaryBlock>) =>
    setBlocks((prev) => prev.map((b, k) => (k === index ? { ...b, ...patch } : b)));
  const submit = () => {
    const parsed = briefTextSchema.safeParse({ title, subtitle, commentary: blocks });
    if (!parsed.success) {
      setErrors(issuesByPath(parsed.error));
      return;
    }
    setErrors({});
    save.mutate(parsed.data);
  };
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Edit brief"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="sm" data-testid="brief-edit">
          <TextInput
            label="Title"
            withAsterisk
            maxLength={BRIEF_TEXT_LIMITS.title}
            value={title}
            onChange={(e) => setTitle(e.currentTarget.value)}
            error={errors.title}
            data-testid="brief-edit-title"
          />
          <TextInput
            label="Subtitle"
            maxLength={BRIEF_TEXT_LIMITS.subtitle}
            value={subtitle}
            onChange={(e) => setSubtitle(e.currentTarget.value)}
            error={errors.subtitle}
            data-testid="brief-edit-subtitle"
          />
          <Text size="sm" fw={500} mt="xs">
            Commentary
          </Text>
          <Text size="xs" c="dimmed" mt={-8}>
            Printed after the executive summary, on screen and in the PDF and Markdown. Separate
            paragraphs with a blank line.
          </Text>
          {blocks.map((block, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: blocks are edited in place by position
            <Paper key={index} withBorder p="sm" radius="sm">
              <Stack gap="xs">
                <Group gap="xs" align="flex-end" wrap="nowrap">
                  <TextInput
                    label={`Block ${index + 1} heading`}
                    placeholder="Commentary"
                    maxLength={BRIEF_TEXT_LIMITS.heading}
                    value={block.heading}
                    onChange={(e) => setBlock(index, { heading: e.currentTarget.value })}
                    error={errors[`commentary.${index}.heading`]}
                    style={{ flex: 1 }}
                    data-testid="brief-edit-heading"
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    size="lg"
                    aria-label={`Remove block ${index + 1}`}
                    onClick={() => setBlocks((prev) => prev.filter((_, k) => k !== index))}
                  >
                    <IconTrash size={18} aria-hidden />
                  </ActionIcon>
                </Group>
                <Textarea
                  label={`Block ${index + 1} text`}
                  autosize
                  minRows={3}
                  maxRows={12}
                  maxLength={BRIEF_TEXT_LIMITS.text}
                  value={block.text}
                  onChange={(e) => setBlock(index, { text: e.currentTarget.value })}
                  error={errors[`commentary.${index}.text`]}
                  data-testid="brief-edit-text"
                />
              </Stack>
            </Paper>
          ))}
          {errors.commentary ? <Alert color="red">{errors.commentary}</Alert> : null}
          <Group justify="space-between">
            <Button
              variant="light"
              leftSection={<IconPlus size={16} aria-hidden />}
              disabled={blocks.length >= BRIEF_TEXT_LIMITS.blocks}
              onClick={() => setBlocks((prev) => [...prev, { heading: '', text: '' }])}
              data-testid="brief-edit-add"
            >
              Add commentary block
            </Button>
            <Group gap="xs">
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" loading={save.isPending} data-testid="brief-edit-save">
                Save
              </Button>
            </Group>
          </Group>
          {save.error ? <Alert color="red">{save.error.message}</Alert> : null}
        </Stack>
      </form>
    </Modal>
  );
}
