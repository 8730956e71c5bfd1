import { Alert, Badge, Button, CopyButton, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconCheck, IconCopy, IconDownload } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { downloadText } from './download-text.ts';

/** The draft reply, editable, with copy and .md/.txt download of what is in the editor. */
export function ReplyEditor({
  draft,
  themes,
  fileName,
}: {
  draft: string;
  themes: string[];
  fileName: string;
}) {
  const [text, setText] = useState(draft);
  useEffect(() => setText(draft), [draft]);
  const toSupply = (text.match(/\[TO SUPPLY:/g) ?? []).length;
  return (
    <Stack gap="xs" data-testid="reply-editor">
      {themes.length > 0 ? (
        <Group gap={4}>
          {themes.map((t) => (
            <Badge key={t} variant="light" size="sm">
              {t}
            </Badge>
          ))}
        </Group>
      ) : null}
      {toSupply > 0 ? (
        <Alert color="yellow" variant="light" p="xs">
          <Text size="sm">
            {toSupply} point{toSupply === 1 ? '' : 's'} marked [TO SUPPLY: …] still need your input.
          </Text>
        </Alert>
      ) : null}
      <Textarea
        label="Draft reply"
        value={text}
        onChange={(e) => setText(e.currentTarget.value)}
        autosize
        minRows={8}
        maxRows={24}
        styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: 13 } }}
      />
      <Group gap="xs">
        <CopyButton value={text}>
          {({ copied, copy }) => (
            <Button
              size="xs"
              variant="light"
              leftSection={copied ? <IconCheck size={14} /> : <IconCopy size={14} />}
              onClick={copy}
            >
              {copied ? 'Copied' : 'Copy'}
            </Button>
          )}
        </CopyButton>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          onClick={() => downloadText(text, fileName, 'md')}
        >
          Download .md
        </Button>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconDownload size={14} />}
          onClick={() => downloadText(text, fileName, 'txt')}
        >
          Download .txt
        </Button>
      </Group>
    </Stack>
  );
}
