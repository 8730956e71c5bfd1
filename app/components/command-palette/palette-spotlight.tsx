import { Group, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { Spotlight } from '@mantine/spotlight';
import { IconFileText, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useRpc } from '#app/lib/rpc/use-rpc.ts';
import { SearchIndex } from '#gen/ratefiling/v1/search_service_pb.ts';
import {
  exactArea,
  isWholeTrackingNumber,
  looksLikeTrackingNumber,
  matchAreas,
} from './palette-actions.ts';

/**
 * The palette itself (loaded lazily by command-palette.tsx, which owns its button and shortcut):
 * jump to a filing by tracking number, to any area, or run a full-text search.
 */
export function PaletteSpotlight() {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 200);
  const navigate = useNavigate();
  const rpc = useRpc();
  const findsFilings = looksLikeTrackingNumber(debounced);
  const filings = useQuery({
    queryKey: ['search', 'palette', debounced],
    queryFn: ({ signal }) =>
      rpc.search.search(
        { query: debounced, index: SearchIndex.FILINGS, pagination: { page: 1, pageSize: 5 } },
        { signal },
      ),
    enabled: findsFilings,
  });
  const trimmed = query.trim();
  const openFiling = (serffTrackingNumber: string) =>
    navigate({ to: '/filings/$serffTrackingNumber', params: { serffTrackingNumber } });
  const exactFiling = isWholeTrackingNumber(trimmed) ? trimmed.toUpperCase() : undefined;
  // The exact filing comes first (so Enter opens it): the list below does not repeat it.
  const found = (findsFilings ? (filings.data?.results ?? []) : []).filter(
    (result) => result.serffTrackingNumber !== exactFiling,
  );
  const area = exactArea(trimmed);
  const otherAreas = matchAreas(trimmed).filter((item) => item.to !== area?.to);

  return (
    <Spotlight.Root
      query={query}
      onQueryChange={setQuery}
      shortcut={null}
      scrollable
      maxHeight={420}
    >
      <Spotlight.Search
        placeholder="Tracking number, area or search words"
        leftSection={<IconSearch size={18} aria-hidden />}
        aria-label="Command palette"
        data-testid="palette-input"
      />
      <Spotlight.ActionsList>
        {exactFiling ? (
          <Spotlight.Action
            label={`Open filing ${exactFiling}`}
            description="The filing's page"
            leftSection={<IconFileText size={20} aria-hidden />}
            onClick={() => openFiling(exactFiling)}
            data-testid="palette-open-filing"
          />
        ) : null}
        {area ? (
          <Spotlight.Action
            label={`Go to ${area.label}`}
            description={area.description}
            leftSection={<area.icon size={20} stroke={1.5} />}
            onClick={() => navigate({ to: area.to })}
            data-testid="palette-area"
          />
        ) : null}
        {trimmed ? (
          <Spotlight.Action
            label={`Search for “${trimmed}”`}
            description="Full-text search of filings, objections, summaries and rating factors"
            leftSection={<IconSearch size={20} aria-hidden />}
            onClick={() => navigate({ to: '/search', search: { query: trimmed } })}
            data-testid="palette-search"
          />
        ) : null}
        {found.length > 0 ? (
          <Spotlight.ActionsGroup label="Filings">
            {found.map((result) => (
              <Spotlight.Action
                key={result.serffTrackingNumber}
                label={`${result.serffTrackingNumber} · ${result.productName}`}
                description={`${result.carrier} · ${result.state} · ${result.lineOfBusiness}`}
                leftSection={<IconFileText size={20} aria-hidden />}
                onClick={() => openFiling(result.serffTrackingNumber)}
                data-testid="palette-filing"
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
        {otherAreas.length > 0 ? (
          <Spotlight.ActionsGroup label="Go to">
            {otherAreas.map((item) => (
              <Spotlight.Action
                key={item.to}
                label={item.label}
                description={item.description}
                leftSection={<item.icon size={20} stroke={1.5} />}
                onClick={() => navigate({ to: item.to })}
                data-testid="palette-area"
              />
            ))}
          </Spotlight.ActionsGroup>
        ) : null}
      </Spotlight.ActionsList>
      <Group px="md" py={6} justify="flex-end">
        <Text size="xs" c="dimmed">
          Enter to choose · Esc to close
        </Text>
      </Group>
    </Spotlight.Root>
  );
}
