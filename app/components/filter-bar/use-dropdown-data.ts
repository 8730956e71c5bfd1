import { useMemo, useState } from 'react';

/**
 * A combobox's choices, whole only while its dropdown is open. Mantine keeps a closed dropdown's
 * options mounted (hidden, so that picking by keyboard finds them at once); with a filter bar of
 * ten selects of up to 200 choices each, a page change rendered and positioned ~900 hidden
 * elements, a third of its render (issue 23, bench/navigation-profile.md). Closed, only the picked
 * choices stay, so the field still shows their labels; the callbacks go on the select.
 */
export function useDropdownData<T extends { value: string }>(
  data: readonly T[],
  picked: readonly string[],
): { data: T[]; onDropdownOpen: () => void; onDropdownClose: () => void } {
  const [opened, setOpened] = useState(false);
  const pickedKey = picked.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: pickedKey stands for picked's content
  const shown = useMemo(() => {
    if (opened) return [...data];
    const keep = new Set(picked);
    return data.filter((item) => keep.has(item.value));
  }, [opened, data, pickedKey]);
  return {
    data: shown,
    onDropdownOpen: () => setOpened(true),
    onDropdownClose: () => setOpened(false),
  };
}
