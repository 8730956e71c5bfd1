import { Select, type SelectProps } from '@mantine/core';
import type { FocusEvent } from 'react';
import { useDropdownData } from './use-dropdown-data.ts';

export type Choice = { value: string; label: string };

/**
 * Mantine's Select over choices drawn from the data (states, carriers, factors, themes), which
 * renders them only while the field is in use (`useDropdownData`): otherwise it keeps just the
 * picked choice, for its label and for the keyboard's first arrow press.
 */
export function ChoiceSelect({
  data,
  value,
  onDropdownOpen,
  onFocus,
  onBlur,
  ...props
}: Omit<SelectProps, 'data'> & { data: readonly Choice[] }) {
  const dropdown = useDropdownData(data, value ? [value] : []);
  return (
    <Select
      {...props}
      data={dropdown.data}
      value={value}
      onDropdownOpen={() => {
        dropdown.onDropdownOpen();
        onDropdownOpen?.();
      }}
      onFocus={(event: FocusEvent<HTMLInputElement>) => {
        dropdown.onFocus();
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLInputElement>) => {
        dropdown.onBlur();
        onBlur?.(event);
      }}
    />
  );
}
