import { ActionIcon, Button, Kbd } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { spotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { useDeferredComponent } from '#app/components/shell/use-deferred-component.ts';

const loadPalette = async () => (await import('./palette-spotlight.tsx')).PaletteSpotlight;

/**
 * The command palette (Ctrl+K / Cmd+K, or the header button) on every signed-in page: jump to a
 * filing by tracking number, to any area, or run a full-text search. On small screens the button
 * is an icon. The palette (a closed modal,
 * so nothing in the server's markup) loads once the page has hydrated; the button and shortcut
 * work from the start, and an open request made before it arrives waits in Spotlight's store.
 */
export function CommandPalette() {
  const PaletteSpotlight = useDeferredComponent(loadPalette);
  useHotkeys([['mod + K', () => spotlight.open()]], []);
  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconSearch size={14} aria-hidden />}
        rightSection={<Kbd size="xs">Ctrl K</Kbd>}
        onClick={() => spotlight.open()}
        visibleFrom="sm"
        data-testid="palette-button"
      >
        Jump to
      </Button>
      <ActionIcon
        variant="default"
        size="lg"
        onClick={() => spotlight.open()}
        hiddenFrom="sm"
        aria-label="Jump to (Ctrl K)"
        data-testid="palette-button-compact"
      >
        <IconSearch size={18} aria-hidden />
      </ActionIcon>
      {PaletteSpotlight ? <PaletteSpotlight /> : null}
    </>
  );
}
