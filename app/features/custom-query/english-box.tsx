import { Alert, Button, Group, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconBulb, IconLanguage } from '@tabler/icons-react';
import { useState } from 'react';
import { readableWarningText } from '#app/components/data-table/readable-colors.ts';
import { EXAMPLE_QUESTIONS } from './custom-query-queries.ts';

type EnglishBoxProps = {
  onTranslate: (text: string) => void;
  translating: boolean;
  failReason: string;
  /** The question of a shared link. */
  initialText?: string | undefined;
};

/** Plain-English questions: translated into SQL that fills the editor. */
export function EnglishBox({ onTranslate, translating, failReason, initialText }: EnglishBoxProps) {
  const [text, setText] = useState(initialText ?? '');
  const ask = (question: string) => {
    setText(question);
    if (question.trim()) onTranslate(question.trim());
  };
  return (
    <Stack gap="xs">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          ask(text);
        }}
      >
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            flex={1}
            label="Ask in plain English"
            placeholder="e.g. average rate impact by state for homeowners in 2024"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
          <Button type="submit" loading={translating} leftSection={<IconLanguage size={16} />}>
            Translate
          </Button>
        </Group>
      </form>
      {failReason ? (
        <Alert
          color="yellow"
          icon={<IconBulb size={18} />}
          title="I could not translate that"
          styles={{ title: { color: readableWarningText('yellow') } }}
          data-testid="fail-reason"
        >
          {failReason}
        </Alert>
      ) : null}
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          Try:
        </Text>
        {EXAMPLE_QUESTIONS.map((question) => (
          <UnstyledButton
            key={question}
            onClick={() => ask(question)}
            fz="xs"
            c="var(--mantine-color-anchor)"
            td="underline"
          >
            {question}
          </UnstyledButton>
        ))}
      </Group>
    </Stack>
  );
}
