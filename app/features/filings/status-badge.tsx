import { Badge } from '@mantine/core';

/** Checked in order: "disapproved" before "approved". */
const COLORS: Record<string, string> = {
  disapproved: 'red',
  withdrawn: 'gray',
  approved: 'teal',
  pending: 'yellow',
  filed: 'blue',
  closed: 'gray',
};

function statusColor(status: string): string {
  const lower = status.toLowerCase();
  const key = Object.keys(COLORS).find((candidate) => lower.includes(candidate));
  return key ? (COLORS[key] ?? 'gray') : 'gray';
}

/** A filing's disposition status as a dot badge: readable text, the dot's colour only a hint. */
export function StatusBadge({ status }: { status: string }) {
  if (!status) return null;
  return (
    <Badge
      variant="dot"
      color={statusColor(status)}
      size="sm"
      tt="none"
      radius="sm"
      styles={{ root: { flexShrink: 0 }, label: { overflow: 'visible' } }}
    >
      {status}
    </Badge>
  );
}
