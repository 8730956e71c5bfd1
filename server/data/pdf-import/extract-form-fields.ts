import { US_STATES } from '#server/data/reference/us-states.ts';
import type { Box, Extracted } from './extracted-filing.ts';
import {
  type FilingField,
  FORM_LABELS,
  type FormKey,
  formKeyword,
  OTHER_FORM_LABELS,
} from './field-labels.ts';
import {
  LABEL_CONFIDENCE,
  type LabelQuality,
  labelMatcher,
  normalizeLabel,
  REPAIR_FACTOR,
} from './match-label.ts';
import { parseDate } from './parse-figures.ts';
import { type FormValue, readFormValues } from './read-form-values.ts';
import type { PageText } from './read-pdf-text.ts';

const matchLabel = labelMatcher<FormKey | 'other'>(
  [...FORM_LABELS, { key: 'other', exact: OTHER_FORM_LABELS, synonyms: [] }],
  formKeyword,
);
const OTHER = new Set(OTHER_FORM_LABELS.map(normalizeLabel));
const isBoundary = (text: string): boolean => OTHER.has(normalizeLabel(text.replace(/:$/, '')));

const TRACKING = /^[A-Z0-9]{2,6}-[A-Z]?\d{5,12}$/;
const STATE_BY_NAME = new Map(US_STATES.map((s) => [s.name.toLowerCase(), s.code]));
const STATE_CODES = new Set(US_STATES.map((s) => s.code));
const DATE_TEXT = /(\d{1,2}\/\d{1,2}\/\d{4}|\d{4}-\d{2}-\d{2})/;

export type FormFields = {
  fields: Partial<Record<FilingField, Extracted<string>>>;
  companies: Extracted<string>[];
};

type Candidate = {
  field: FilingField;
  value: string;
  text: string;
  page: number;
  box: Box;
  confidence: number;
};

/** A label without a colon (a grid cell) is a little less sure to be one than "Label:". */
const COLONLESS_FACTOR = 0.97;

function confidenceOf(
  quality: LabelQuality,
  repaired: boolean,
  below: boolean,
  colonless = false,
): number {
  return (
    LABEL_CONFIDENCE[quality] *
    (repaired ? REPAIR_FACTOR : 1) *
    (below ? 0.95 : 1) *
    (colonless ? COLONLESS_FACTOR : 1)
  );
}

function stateCode(text: string): { code: string; repaired: boolean } | null {
  const t = text.trim();
  if (STATE_CODES.has(t)) return { code: t, repaired: false };
  const byName = STATE_BY_NAME.get(t.toLowerCase());
  if (byName) return { code: byName, repaired: false };
  const upper = t.toUpperCase();
  return STATE_CODES.has(upper) ? { code: upper, repaired: true } : null;
}

/** Turns one label/value pair into the field values it states (none when the value is malformed). */
function candidatesOf(v: FormValue<FormKey | 'other'>): Candidate[] {
  const key = v.match.key;
  if (key === 'other' || key === 'company') return [];
  const at = { text: v.text, page: v.page, box: v.box };
  const conf = (repaired: boolean) => confidenceOf(v.match.quality, repaired, v.below, v.colonless);
  const text = v.text.trim();
  if (text === '') return [];
  switch (key) {
    case 'serff_tracking_number': {
      const compact = text.replace(/\s+/g, '').toUpperCase();
      if (!TRACKING.test(compact)) return [];
      return [{ field: key, value: compact, ...at, confidence: conf(compact !== text) }];
    }
    case 'state': {
      const found = stateCode(text);
      return found
        ? [{ field: key, value: found.code, ...at, confidence: conf(found.repaired) }]
        : [];
    }
    case 'toi_sub_toi': {
      const m = /^(.+?)\s*\/\s*(\d{1,2}\.\d{4}\s.+)$/.exec(text);
      if (!m) return [];
      return [
        {
          field: 'line_of_business',
          value: (m[1] ?? '').trim(),
          ...at,
          confidence: conf(false) * 0.97,
        },
        { field: 'sub_toi', value: (m[2] ?? '').trim(), ...at, confidence: conf(false) * 0.97 },
      ];
    }
    case 'implementation_dates': {
      const out: Candidate[] = [];
      const m = /New:?\s*([^;]*?)\s*(?:;|$)/i.exec(text);
      const r = /Renewal:?\s*(\S*)/i.exec(text);
      const add = (field: FilingField, raw: string | undefined) => {
        const date = raw ? parseDate(raw.trim()) : null;
        if (date) out.push({ field, value: date.value, ...at, confidence: conf(date.repaired) });
      };
      add('effective_date_new', m?.[1]);
      add('effective_date_renewal', r?.[1]);
      return out;
    }
    case 'project': {
      const slash = text.lastIndexOf('/');
      if (slash < 0) return [];
      const name = text.slice(0, slash).trim();
      const number = text.slice(slash + 1).trim();
      return [
        ...(name
          ? [{ field: 'project_name' as const, value: name, ...at, confidence: conf(false) }]
          : []),
        ...(number
          ? [{ field: 'project_number' as const, value: number, ...at, confidence: conf(false) }]
          : []),
      ];
    }
    case 'submitted_date':
    case 'effective_date_new':
    case 'effective_date_renewal':
    case 'disposition_date': {
      const date =
        parseDate(text) ??
        (DATE_TEXT.test(text) ? parseDate(DATE_TEXT.exec(text)?.[1] ?? '') : null);
      if (!date) return [];
      const cut = date && parseDate(text) === null;
      return [{ field: key, value: date.value, ...at, confidence: conf(date.repaired || cut) }];
    }
    case 'disposition_status_secondary':
      return [{ field: 'disposition_status', value: text, ...at, confidence: conf(false) * 0.9 }];
    default:
      return [{ field: key, value: text, ...at, confidence: conf(false) }];
  }
}

/**
 * The whole-filing fields of the forms on every page, each from its most confident label (the
 * first page's on a tie: the jacket header repeats on every page), and the companies named.
 */
export function extractFormFields(pages: readonly PageText[]): FormFields {
  const fields: Partial<Record<FilingField, Extracted<string>>> = {};
  const companies: Extracted<string>[] = [];
  for (const page of pages) {
    for (const v of readFormValues(page, matchLabel, isBoundary)) {
      if (v.match.key === 'company') {
        const name = v.text.trim();
        if (name === '' || /^multiple$/i.test(name)) continue;
        if (companies.some((c) => c.value === name)) continue;
        companies.push({
          value: name,
          text: v.text,
          page: v.page,
          box: v.box,
          confidence: confidenceOf(v.match.quality, false, v.below, v.colonless),
        });
        continue;
      }
      for (const c of candidatesOf(v)) {
        const held = fields[c.field];
        if (held && held.confidence >= c.confidence) continue;
        fields[c.field] = {
          value: c.value,
          text: c.text,
          page: c.page,
          box: c.box,
          confidence: c.confidence,
        };
      }
    }
  }
  return { fields, companies };
}
