import { categoryLabelLines } from './category-label-lines.ts';

/** Width of a horizontal bar chart's category axis (the names), in px. */
export const CATEGORY_AXIS_PX = 190;
/** Height of a category's row: two lines of its 11 px name and a gap to the next. */
export const CATEGORY_ROW_PX = 30;

const FONT_PX = 11;
const LINE_PX = 12.5;
/** Room between the names and the bars. */
const GAP_PX = 10;
/**
 * Characters a line of the axis holds: its width less the gap, at 6.4 px a character (a wide
 * average for 11 px sans-serif; a line of narrow letters leaves some room unused).
 */
const LINE_CHARS = Math.floor((CATEGORY_AXIS_PX - GAP_PX) / 6.4);

type TickProps = { x?: number | string; y?: number | string; payload?: { value?: unknown } };

/**
 * A category's name on a horizontal bar chart's axis: at most two lines, centred on its bar,
 * cut with "…" when longer (categoryLabelLines), the whole name in a tooltip (the SVG title) and
 * in the chart's table. Recharts' own `maxLines` measured the words without the tick's font size
 * and left three- and four-line names running into their neighbours (objection themes at 5,000
 * filings).
 */
export function CategoryTick({ x, y, payload }: TickProps) {
  const name = String(payload?.value ?? '');
  const lines = categoryLabelLines(name, LINE_CHARS, 2);
  const top = Number(y ?? 0) - ((lines.length - 1) * LINE_PX) / 2;
  return (
    <text
      x={Number(x ?? 0) - GAP_PX}
      y={top}
      textAnchor="end"
      dominantBaseline="central"
      fontSize={FONT_PX}
      fill="currentColor"
      data-testid="category-tick"
    >
      <title>{name}</title>
      {lines.map((line, index) => (
        // Keyed by the text up to this line: unique even when two lines read the same.
        <tspan
          key={lines.slice(0, index + 1).join('\n')}
          x={Number(x ?? 0) - GAP_PX}
          dy={index === 0 ? 0 : LINE_PX}
        >
          {line}
        </tspan>
      ))}
    </text>
  );
}
