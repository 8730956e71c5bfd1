import { Box, Group, Text } from '@mantine/core';
import { formatPercentChange } from '#app/lib/format/format-percent.ts';
import { US_STATE_TILES } from './us-state-tiles.ts';

export type StateValue = { value: number; label: string };

const TILE = 44;
const GAP = 4;
/** Fill steps for decreases (teal) and increases (red); the sign is in the tile's label too. */
const STEPS = [2, 5, 10];

function tileColor(value: number | undefined): { fill: string; text: string } {
  if (value === undefined) {
    return { fill: 'var(--mantine-color-default-border)', text: 'var(--mantine-color-dimmed)' };
  }
  const magnitude = Math.abs(value);
  if (magnitude < 0.05) return { fill: 'var(--mantine-color-gray-5)', text: '#000' };
  const step = STEPS.filter((s) => magnitude >= s).length;
  const shade = [3, 5, 7, 9][step] ?? 9;
  const hue = value > 0 ? 'red' : 'teal';
  return { fill: `var(--mantine-color-${hue}-${shade})`, text: shade >= 7 ? '#fff' : '#000' };
}

/**
 * A tile-grid map of US states coloured by a signed value (a rate change): red for increases,
 * teal for decreases, grey without data. Presentational for assistive technology (its figures
 * are in the table beside it); a click on a state calls `onSelect`.
 */
export function UsStatesMap({
  values,
  onSelect,
  legend,
}: {
  values: Readonly<Record<string, StateValue>>;
  onSelect?: (state: string) => void;
  legend: string;
}) {
  const width = 12 * (TILE + GAP);
  const height = 8 * (TILE + GAP);
  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${width} ${height}`}
        w="100%"
        maw={620}
        aria-hidden
        style={{ display: 'block' }}
        data-testid="us-states-map"
      >
        {Object.entries(US_STATE_TILES).map(([state, [col, row]]) => {
          const entry = values[state];
          const color = tileColor(entry?.value);
          const x = col * (TILE + GAP);
          const y = row * (TILE + GAP);
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: mouse shortcut; the table beside the map carries the same links for keyboard and screen readers
            <g
              key={state}
              data-state={state}
              onClick={entry && onSelect ? () => onSelect(state) : undefined}
              style={{ cursor: entry && onSelect ? 'pointer' : 'default' }}
            >
              <title>{entry ? `${state}: ${entry.label}` : `${state}: no filings`}</title>
              <rect x={x} y={y} width={TILE} height={TILE} rx={6} fill={color.fill} />
              <text
                x={x + TILE / 2}
                y={y + (entry ? 18 : TILE / 2 + 4)}
                textAnchor="middle"
                fontSize={12}
                fontWeight={700}
                fill={color.text}
              >
                {state}
              </text>
              {entry ? (
                <text
                  x={x + TILE / 2}
                  y={y + 34}
                  textAnchor="middle"
                  fontSize={10}
                  fill={color.text}
                >
                  {entry.label}
                </text>
              ) : null}
            </g>
          );
        })}
      </Box>
      <Group gap="md" mt={4}>
        <Text size="xs" c="dimmed">
          {legend}
        </Text>
        <Group gap={4}>
          {[-10, -5, 0, 5, 10].map((v) => (
            <Box
              key={v}
              w={14}
              h={14}
              style={{ borderRadius: 3, background: tileColor(v).fill }}
              title={formatPercentChange(v)}
            />
          ))}
          <Text size="xs" c="dimmed">
            decrease → increase
          </Text>
        </Group>
      </Group>
    </Box>
  );
}
