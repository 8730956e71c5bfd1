import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconPencil } from '@tabler/icons-react';
import { useRouteContext } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { ShareSwitch } from '#app/features/team/share-switch.tsx';
import { SharedBadge } from '#app/features/team/shared-badge.tsx';
import { briefReportSchema } from '#contract/intelligence/brief-report.ts';
import { parseReport } from '#contract/intelligence/parse-report.ts';
import type { IntelligenceBrief } from '#gen/ratefiling/v1/intelligence_service_pb.ts';
import { SharedItemType } from '#gen/ratefiling/v1/team_service_pb.ts';
import { BriefEditModal } from './brief-edit-modal.tsx';
import { BriefReportSections } from './brief-report-sections.tsx';
import { downloadBrief } from './download-brief.ts';

/**
 * A stored brief: its title and downloads, then its report parsed with the contract (a report
 * that does not match is an error in place of the sections, not a crash).
 */
export function BriefView({ brief }: { brief: IntelligenceBrief }) {
  const tokenStore = useRouteContext({ from: '__root__', select: (c) => c.tokenStore });
  const [error, setError] = useState<string>();
  const [editing, setEditing] = useState(false);
  const report = useMemo(
    () => parseReport(briefReportSchema, brief.reportJson, 'brief report'),
    [brief.reportJson],
  );
  const download = (format: 'pdf' | 'md') => {
    setError(undefined);
    downloadBrief(tokenStore, brief.id, brief.title, format).catch((e: Error) =>
      setError(e.message),
    );
  };
  return (
    <Stack gap="md" data-testid="brief-view">
      <Group justify="space-between" align="flex-start">
        <div style={{ minWidth: 0, flex: '1 1 20rem' }}>
          <Title order={2} data-testid="brief-title" style={{ overflowWrap: 'anywhere' }}>
            {brief.title}
          </Title>
          <Text c="dimmed" size="sm" data-testid="brief-subtitle">
            {brief.subtitle}
          </Text>
          <SharedBadge sharing={brief.sharing} />
        </div>
        <Group gap="xs">
          <ShareSwitch
            itemType={SharedItemType.BRIEF}
            id={brief.id}
            name={brief.title}
            sharing={brief.sharing}
            invalidate={[['intelligence']]}
          />
          {brief.sharing?.canChange === false ? null : (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => setEditing(true)}
              data-testid="brief-edit-open"
            >
              Edit text
            </Button>
          )}
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => download('pdf')}
            data-testid="brief-pdf"
          >
            PDF
          </Button>
          <Button
            size="xs"
            variant="light"
            leftSection={<IconDownload size={14} aria-hidden />}
            onClick={() => download('md')}
            data-testid="brief-md"
          >
            Markdown
          </Button>
        </Group>
      </Group>
      {error ? <Alert color="red">{error}</Alert> : null}
      {editing ? <BriefEditModal brief={brief} opened onClose={() => setEditing(false)} /> : null}
      {report.ok ? (
        <BriefReportSections report={report.report} commentary={brief.commentary} />
      ) : (
        <Alert color="red" title="This brief cannot be shown" data-testid="brief-report-error">
          {report.error}
        </Alert>
      )}
    </Stack>
  );
}
