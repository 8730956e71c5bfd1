import type { KeyboardEvent } from 'react';

/** The attribute that marks a navigable data row (expansion rows do not carry it). */
export const NAV_ROW_ATTRIBUTE = 'data-nav-row';

function navRows(from: HTMLElement): HTMLElement[] {
  const body = from.closest('tbody');
  return body ? [...body.querySelectorAll<HTMLElement>(`tr[${NAV_ROW_ATTRIBUTE}]`)] : [];
}

/**
 * Arrow keys move between the rows of a table (Home and End to the first and last), Enter on a
 * row runs `onOpen`. Rows are focusable (`tabIndex` -1, the first 0: one tab stop), so the keys
 * work once a row has focus; keys pressed inside a row's link or checkbox are left alone.
 */
export function rowKeyboardAttributes(index: number, onOpen: () => void) {
  return {
    [NAV_ROW_ATTRIBUTE]: '',
    tabIndex: index === 0 ? 0 : -1,
    onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
      const row = event.currentTarget;
      if (event.target !== row) return;
      const rows = navRows(row);
      const at = rows.indexOf(row);
      const go = (i: number) => {
        const next = rows[Math.max(0, Math.min(rows.length - 1, i))];
        if (!next) return;
        event.preventDefault();
        for (const r of rows) r.tabIndex = r === next ? 0 : -1;
        next.focus();
      };
      if (event.key === 'ArrowDown') go(at + 1);
      else if (event.key === 'ArrowUp') go(at - 1);
      else if (event.key === 'Home') go(0);
      else if (event.key === 'End') go(rows.length - 1);
      else if (event.key === 'Enter') {
        event.preventDefault();
        onOpen();
      }
    },
  };
}
