import { Text } from '@mantine/core';
import { changeTone } from '#app/lib/format/format-percent.ts';
import classes from './numeric-cell.module.css';

/** The printed number, the change whose sign colours it, and the full value on hover. */
export type NumericCellProps = { text: string; change?: number; title?: string };

/**
 * A number in a table cell: tabular figures, never wrapped. With `change`, the value's sign
 * colours it (increases red, decreases teal); the sign is always printed too, so colour is
 * never the only cue.
 */
export function NumericCell({ text, change, title }: NumericCellProps) {
  const tone = change === undefined ? 'none' : changeTone(change);
  const toneClass = tone === 'none' ? '' : ` ${classes[tone]}`;
  return (
    <Text component="span" inherit className={`${classes.numeric}${toneClass}`} title={title}>
      {text}
    </Text>
  );
}
