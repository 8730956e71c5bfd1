import { type Box, itemBox, unionBox } from './extracted-filing.ts';
import type { LabelMatch } from './match-label.ts';
import { groupLines, type Line } from './page-lines.ts';
import type { PageText, TextItem } from './read-pdf-text.ts';

/** A label and the value printed beside (or under) it. */
export type FormValue<K extends string> = {
  match: LabelMatch<K>;
  text: string;
  page: number;
  box: Box;
  /** True when the value was found under its label rather than beside it. */
  below: boolean;
  /** True when the label has no colon (a cell of a grid of label and value cells). */
  colonless?: boolean;
};

const LABEL_VALUE = /^([^:]{2,48}):\s+(\S.*)$/;

/** Splits "State: Texas" printed as one run into a label item and a value item. */
function splitLabelItems(items: readonly TextItem[], isLabel: (t: string) => boolean): TextItem[] {
  const out: TextItem[] = [];
  for (const item of items) {
    const m = LABEL_VALUE.exec(item.text);
    if (!m || !isLabel(`${m[1]}:`)) {
      out.push(item);
      continue;
    }
    const label = `${m[1]}:`;
    const share = item.text.length > 0 ? item.width / item.text.length : 0;
    const valueStart = item.text.indexOf(m[2] ?? '', label.length);
    out.push({ ...item, text: label, width: label.length * share });
    out.push({
      ...item,
      text: m[2] ?? '',
      x: item.x + valueStart * share,
      width: (item.text.length - valueStart) * share,
    });
  }
  return out;
}

const joinItems = (items: readonly TextItem[]): string =>
  items
    .map((i) => i.text.trim())
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Reads every label/value pair of a page: a label is a run that the matcher knows (followed by a
 * colon, or set apart as a cell); its value is what follows on the line up to the next label,
 * with the lines wrapped under it, or, when nothing follows, the run right under the label.
 * `isBoundary` tells labels that end a value without standing for a field.
 */
export function readFormValues<K extends string>(
  page: PageText,
  match: (text: string) => LabelMatch<K> | null,
  isBoundary: (text: string) => boolean,
): FormValue<K>[] {
  const isLabelText = (text: string): boolean => {
    const t = text.trim();
    if (!t.endsWith(':') || t.length > 50) return false;
    return match(t) !== null || isBoundary(t) || /^[A-Z][A-Za-z /#&().'-]{1,40}:$/.test(t);
  };
  const lines = groupLines(splitLabelItems(page.items, (t) => match(t) !== null || isBoundary(t)));
  const out: FormValue<K>[] = readGridPairs(page.page, lines, match, isBoundary, isLabelText);
  for (const [index, line] of lines.entries()) {
    for (const [k, item] of line.items.entries()) {
      const t = item.text.trim();
      if (!t.endsWith(':')) continue;
      const found = match(t.slice(0, -1));
      if (!found) continue;
      const rest = line.items.slice(k + 1);
      const stop = rest.findIndex((r) => isLabelText(r.text));
      const valueItems = stop < 0 ? rest : rest.slice(0, stop);
      const limit = stop < 0 ? Number.POSITIVE_INFINITY : (rest[stop]?.x ?? 0);
      if (valueItems.length > 0) {
        const wrapped = continuation(lines, index, valueItems[0] as TextItem, limit, isLabelText);
        const all = [...valueItems, ...wrapped];
        out.push({
          match: found,
          text: joinItems(all),
          page: page.page,
          box: unionBox(all.map(itemBox)),
          below: false,
        });
        continue;
      }
      if (stop >= 0) continue;
      const under = valueUnder(lines, index, item, isLabelText);
      if (under)
        out.push({
          match: found,
          text: joinItems([under]),
          page: page.page,
          box: itemBox(under),
          below: true,
        });
    }
  }
  return out;
}

/** The runs wrapped under a value: same left edge, the next lines at most 1.45 sizes apart. */
function continuation(
  lines: readonly Line[],
  index: number,
  first: TextItem,
  limit: number,
  isLabelText: (t: string) => boolean,
): TextItem[] {
  const out: TextItem[] = [];
  let y = first.y;
  for (const line of lines.slice(index + 1)) {
    if (y - line.y > 1.45 * first.size) break;
    if (line.items.some((i) => isLabelText(i.text) && i.x < first.x)) break;
    const item = line.items.find((i) => Math.abs(i.x - first.x) <= 2 && i.x < limit);
    if (!item || isLabelText(item.text)) break;
    out.push(item);
    y = line.y;
  }
  return out;
}

/** The run under a label with nothing beside it (a stacked form), if it is not a label itself. */
function valueUnder(
  lines: readonly Line[],
  index: number,
  label: TextItem,
  isLabelText: (t: string) => boolean,
): TextItem | null {
  const next = lines[index + 1];
  if (!next || label.y - next.y > 1.8 * label.size) return null;
  const item = next.items.find(
    (i) => i.x >= label.x - 2 && i.x <= label.x + Math.max(label.width, 4) && i.text.trim() !== '',
  );
  return item && !isLabelText(item.text) ? item : null;
}

/** A cell's text as a label without a colon: a known label's exact wording or a synonym. */
function colonlessLabel<K extends string>(
  text: string,
  match: (text: string) => LabelMatch<K> | null,
  isBoundary: (text: string) => boolean,
): LabelMatch<K> | 'boundary' | null {
  const t = text.trim();
  if (t.endsWith(':') || t.length > 60) return null;
  const found = match(t);
  if (found && found.quality !== 'fuzzy') return found;
  return isBoundary(t) ? 'boundary' : null;
}

/**
 * A label cell wrapped over two or three lines ("Proposed Effective Date (New" / "Business)"):
 * the runs under `item` at its left edge, joined, when together they make a label.
 */
function wrappedLabel<K extends string>(
  lines: readonly Line[],
  index: number,
  item: TextItem,
  read: (text: string) => LabelMatch<K> | 'boundary' | null,
): LabelMatch<K> | 'boundary' | null {
  let text = item.text.trim();
  let y = item.y;
  for (const line of lines.slice(index + 1, index + 3)) {
    if (y - line.y > 1.5 * item.size) return null;
    const under = line.items.find((i) => Math.abs(i.x - item.x) <= 1.5);
    if (!under) return null;
    text = `${text} ${under.text.trim()}`;
    const found = read(text);
    if (found) return found;
    y = line.y;
  }
  return null;
}

/**
 * The label and value cells of grid rows, labels without colons: a line whose runs alternate a
 * known label (possibly wrapped over lines) and its value ("State | Oregon | TOI | 04.0
 * Homeowners"); a label at the end of a line may have no value (an empty cell). A line whose
 * alternate runs are not all labels is not such a row (a table's header, a table's row).
 */
function readGridPairs<K extends string>(
  page: number,
  lines: readonly Line[],
  match: (text: string) => LabelMatch<K> | null,
  isBoundary: (text: string) => boolean,
  isLabelText: (text: string) => boolean,
): FormValue<K>[] {
  const read = (text: string) => colonlessLabel(text, match, isBoundary);
  const out: FormValue<K>[] = [];
  for (const [index, line] of lines.entries()) {
    const items = line.items;
    if (items.length < 2) continue;
    const labels: (LabelMatch<K> | 'boundary' | null)[] = [];
    for (let k = 0; k < items.length; k += 2) {
      const item = items[k] as TextItem;
      // A wrapped label first: "Effective Date" alone is another label than the two lines.
      const wrapped = wrappedLabel(lines, index, item, read);
      labels.push(wrapped && wrapped !== 'boundary' ? wrapped : (read(item.text) ?? wrapped));
    }
    // A grid row: at least half its label cells known (the others are labels of wordings not
    // known, left unread), and no value cell a label itself (then it is not label, value, ...).
    const known = labels.filter((l) => l !== null).length;
    if (known === 0 || known * 2 < labels.length) continue;
    const isKnownWording = (text: string) => {
      const found = match(text.trim());
      return found !== null && (found.quality === 'exact' || found.quality === 'synonym');
    };
    if (items.some((item, k) => k % 2 === 1 && isKnownWording(item.text))) continue;
    for (const [n, found] of labels.entries()) {
      const value = items[2 * n + 1];
      if (!value || !found || found === 'boundary') continue;
      const next = items[2 * n + 2];
      const wrapped = continuation(
        lines,
        index,
        value,
        next?.x ?? Number.POSITIVE_INFINITY,
        isLabelText,
      );
      const all = [value, ...wrapped];
      out.push({
        match: found,
        text: joinItems(all),
        page,
        box: unionBox(all.map(itemBox)),
        below: false,
        colonless: true,
      });
    }
  }
  return out;
}
