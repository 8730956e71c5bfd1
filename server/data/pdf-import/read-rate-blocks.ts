import type { ExtractedCompany, RateField, RateFigures } from './extracted-filing.ts';
import { FORM_LABELS } from './field-labels.ts';
import { LABEL_CONFIDENCE, type LabelMatch, labelMatcher, REPAIR_FACTOR } from './match-label.ts';
import { type FormValue, readFormValues } from './read-form-values.ts';
import type { PageText } from './read-pdf-text.ts';
import type { ParseRateFigure, RateLayoutRead } from './read-rate-columns.ts';
import { rateColumn } from './table-columns.ts';

type BlockKey = 'company' | RateField;

const OVERALL = /^(overall|total|all companies|combined)\b/i;

const companyLabel = labelMatcher(FORM_LABELS.filter((s) => s.key === 'company'));

/** A label of a block: a company's name, or one of its rate figures. */
function blockLabel(text: string): LabelMatch<BlockKey> | null {
  const company = companyLabel(text);
  if (company) return { key: 'company', quality: company.quality };
  const rate = rateColumn(text);
  return rate ? { key: rate.key, quality: rate.quality } : null;
}

const readingOrder = (a: FormValue<BlockKey>, b: FormValue<BlockKey>): number =>
  a.page - b.page || b.box.y - a.box.y || a.box.x - b.box.x;

/**
 * The company rate information printed as a block per company: "Company Name: Acme Insurance
 * Company" and under it its figures as label/value lines ("Overall % Rate Impact: +5.200%"); a
 * block named Overall (or Total) holds the overall figures. Only blocks with two figures or more
 * count; null when there are none.
 */
export function readRateBlocks(
  pages: readonly PageText[],
  parse: ParseRateFigure,
): RateLayoutRead | null {
  const values = pages
    .flatMap((page) => readFormValues(page, blockLabel, () => false))
    .sort(readingOrder);
  const blocks: { name: FormValue<BlockKey>; figures: RateFigures }[] = [];
  let current: (typeof blocks)[number] | null = null;
  for (const v of values) {
    if (v.match.key === 'company') {
      current = { name: v, figures: {} };
      blocks.push(current);
      continue;
    }
    const field = v.match.key;
    const parsed = parse(field, v.text);
    if (!current || !parsed || current.figures[field]) continue;
    current.figures[field] = {
      value: parsed.value,
      text: v.text,
      page: v.page,
      box: v.box,
      confidence: LABEL_CONFIDENCE[v.match.quality] * (parsed.repaired ? REPAIR_FACTOR : 1),
    };
  }
  const companies: ExtractedCompany[] = [];
  let overall: RateFigures = {};
  for (const block of blocks) {
    if (Object.keys(block.figures).length < 2) continue;
    const name = block.name.text.trim();
    if (OVERALL.test(name)) {
      overall = block.figures;
      continue;
    }
    if (companies.some((c) => c.name.value === name)) continue;
    companies.push({
      name: {
        value: name,
        text: block.name.text,
        page: block.name.page,
        box: block.name.box,
        confidence: LABEL_CONFIDENCE[block.name.match.quality],
      },
      figures: block.figures,
    });
  }
  return companies.length > 0 ? { companies, overall } : null;
}
