import { Alert, Badge, Button, Grid, Group, Kbd, Paper, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconPlayerPlay } from '@tabler/icons-react';
import { useMutation, useSuspenseQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { readableWarningText } from '#app/components/data-table/readable-colors.ts';
import { PageHeader } from '#app/components/page-header.tsx';
import { errorDisplayMessage } from '#app/lib/errors/error-display-message.ts';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import type { QueryResult } from '#gen/ratefiling/v1/query_service_pb.ts';
import { customQuerySchemaQueryOptions, STARTER_SQL } from './custom-query-queries.ts';
import { EnglishBox } from './english-box.tsx';
import { type HistoryEntry, readQueryHistory, rememberQuery } from './query-history.ts';
import { QueryHistoryList } from './query-history-list.tsx';
import { ResultChart } from './result-chart.tsx';
import { ResultsTable } from './results-table.tsx';
import { SchemaBrowser } from './schema-browser.tsx';
import { type EditorSchema, SqlEditor } from './sql-editor.tsx';
import { TranslationNote, type TranslationReading } from './translation-note.tsx';

type CustomQueryPageProps = {
  /** The question and SQL of a shared link (/custom-query?q=...&sql=...). */
  initialQuestion?: string | undefined;
  initialSql?: string | undefined;
  /** Called when the question or SQL shown changes, to keep the URL shareable. */
  onShare?: (share: { q?: string; sql?: string }) => void;
};

const NO_READING: TranslationReading = { interpretation: '', ignoredWords: [], warning: '' };

/** /custom-query: SQL (or English turned into SQL) over the curated views, with results and a chart. */
export function CustomQueryPage({
  initialQuestion,
  initialSql,
  onShare,
}: CustomQueryPageProps = {}) {
  const rpc = useRpc();
  const { data: tables } = useSuspenseQuery(customQuerySchemaQueryOptions(rpc));
  const [sql, setSql] = useState(initialSql ?? STARTER_SQL);
  const [result, setResult] = useState<QueryResult>();
  const [failReason, setFailReason] = useState('');
  const [reading, setReading] = useState<TranslationReading>(NO_READING);
  const [history, setHistory] = useState<HistoryEntry[]>([]);
  useEffect(() => setHistory(readQueryHistory()), []);
  const schema: EditorSchema = useMemo(
    () => Object.fromEntries(tables.map((t) => [t.name, t.columns.map((c) => c.name)])),
    [tables],
  );

  const run = useMutation({
    mutationFn: (query: string) => rpc.queries.customQuery({ query }),
    onSuccess: (response, query) => {
      setResult(response.result);
      setHistory(rememberQuery(query));
      onShare?.({ sql: query });
    },
  });
  const translate = useMutation({
    mutationFn: (text: string) => rpc.queries.translateQuery({ text }),
    onSuccess: (response, text) => {
      setFailReason(response.failReason);
      setReading({
        interpretation: response.interpretation,
        ignoredWords: response.ignoredWords,
        confidence: response.confidence,
        warning: response.warning,
      });
      if (response.sqlQuery) {
        setSql(response.sqlQuery);
        setResult(response.data);
        setHistory(rememberQuery(response.sqlQuery));
        onShare?.({ q: text, sql: response.sqlQuery });
      } else {
        // A failed translation leaves nothing of the previous answer on screen.
        setSql('');
        setResult(undefined);
      }
    },
  });
  const runNow = () => {
    if (sql.trim()) run.mutate(sql);
  };
  const requestError = run.error ?? translate.error;
  const error = result?.errorMessage ?? '';

  return (
    <Stack gap="md">
      <PageHeader
        title="Custom query"
        description="Ask your own questions in SQL or plain English over read-only views of the filing data."
      />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8, xl: 9 }}>
          <Stack gap="md">
            <EnglishBox
              onTranslate={(text) => translate.mutate(text)}
              translating={translate.isPending}
              failReason={failReason}
              initialText={initialQuestion}
            />
            {failReason ? null : <TranslationNote reading={reading} />}
            <SqlEditor
              label="SQL query"
              value={sql}
              onChange={(next) => {
                setSql(next);
                if (result?.errorPosition) setResult({ ...result, errorPosition: 0 });
              }}
              onRun={runNow}
              schema={schema}
              errorPosition={result?.errorPosition ?? 0}
            />
            <Group justify="space-between">
              <Group gap="xs">
                <Button
                  onClick={runNow}
                  loading={run.isPending}
                  leftSection={<IconPlayerPlay size={16} />}
                >
                  Run
                </Button>
                <Text size="xs" c="dimmed">
                  or <Kbd size="xs">Ctrl</Kbd> + <Kbd size="xs">Enter</Kbd>
                </Text>
              </Group>
              {result && !error ? (
                <Group gap="xs">
                  {result.truncated ? (
                    <Badge
                      color="orange"
                      variant="light"
                      c={readableWarningText('orange')}
                      title={result.truncatedReason}
                    >
                      {result.truncatedReason || 'Truncated'}
                    </Badge>
                  ) : null}
                  <Text size="xs" c="dimmed">
                    {result.durationMs} ms
                  </Text>
                </Group>
              ) : null}
            </Group>
            {requestError ? (
              <Alert color="red" icon={<IconAlertTriangle size={18} />} title="The request failed">
                {errorDisplayMessage(requestError)}
              </Alert>
            ) : null}
            {error ? (
              <Alert
                color="red"
                icon={<IconAlertTriangle size={18} />}
                title="The query failed"
                data-testid="query-error"
              >
                <Text size="sm">{error}</Text>
                {result?.errorPosition ? (
                  <Text size="xs" c="dimmed" data-testid="query-error-position">
                    At character {result.errorPosition} (highlighted in the editor)
                  </Text>
                ) : null}
              </Alert>
            ) : null}
            {result && !error ? (
              <>
                <ResultChart columns={result.columns} rows={result.rows} />
                <ResultsTable columns={result.columns} rows={result.rows} />
              </>
            ) : null}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4, xl: 3 }}>
          <Stack gap="md">
            <Paper withBorder p="sm">
              <Title order={2} size="h5" mb="xs">
                Views
              </Title>
              <SchemaBrowser
                tables={tables}
                onInsert={(text) => setSql((current) => `${current.trimEnd()} ${text}`)}
              />
            </Paper>
            <Paper withBorder p="sm">
              <Title order={2} size="h5" mb="xs">
                Recent queries
              </Title>
              <QueryHistoryList entries={history} onPick={setSql} />
            </Paper>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
