import { useMemo, useState } from 'react';

/**
 * A combobox's choices, whole only while its field is in use (focused, or its dropdown open).
 * Mantine keeps a closed dropdown's options mounted (hidden, so that picking by keyboard finds
 * them at once); with a filter bar of ten selects of up to 200 choices each, a page change
 * rendered and positioned ~900 hidden elements, a third of its render (issue 23,
 * bench/navigation-profile.md). Out of use, only the picked choices stay, so the field still shows
 * their labels. The choices grow on focus, before any typing, and shrink only on blur: growing
 * them when the dropdown opens (on the first typed letter) left Mantine's "select the first
 * match" looking at the old options, and Enter then picked nothing. The handlers go on the select.
 */
export function useDropdownData<T extends { value: string }>(
  data: readonly T[],
  picked: readonly string[],
): { data: readonly T[]; onFocus: () => void; onBlur: () => void; onDropdownOpen: () => void } {
  const [inUse, setInUse] = useState(false);
  const pickedKey = picked.join('\u0000');
  // biome-ignore lint/correctness/useExhaustiveDependencies: pickedKey stands for picked's content
  const shown = useMemo(() => {
    if (inUse) return data;
    const keep = new Set(picked);
    return data.filter((item) => keep.has(item.value));
  }, [inUse, data, pickedKey]);
  const use = () => setInUse(true);
  return { data: shown, onFocus: use, onDropdownOpen: use, onBlur: () => setInUse(false) };
}
