import { z } from '#contract/zod.ts';

/**
 * Where a filing's PDF opens and what it highlights: `page` (1-based), `hl`, the search terms
 * as comma-separated words and phrases ("wildfire,roof age,dislo*"), and `box`, the rectangles
 * a cited value was printed in (issue 25: "p. N" opens the page with the value itself marked). A link to a search hit
 * carries them (`filings/{tn}.pdf?page=3&hl=wildfire`); the web tier's renewing route, the api's
 * GetSignedLink and the PDF route all read them with this one parser, so a value is accepted or
 * refused the same way everywhere.
 */
export type PdfHighlight = { page: number; terms: string[]; boxes?: PdfBox[] };

/**
 * A rectangle to highlight on the page, in PDF points from the page's bottom-left corner: where
 * an extracted value was printed (a citation's `box=x,y,width,height`, several joined by ";").
 */
export type PdfBox = { x: number; y: number; width: number; height: number };

/** Most boxes one link highlights (a company's row of figures). */
export const MAX_HIGHLIGHT_BOXES = 8;

/** Highest page number a link may name. */
export const MAX_HIGHLIGHT_PAGE = 99_999;
/** Most terms one link highlights. */
export const MAX_HIGHLIGHT_TERMS = 12;
/** Longest term (a word or a phrase). */
export const MAX_HIGHLIGHT_TERM_LENGTH = 60;
/** Longest `hl` value, commas included. */
export const MAX_HIGHLIGHT_PARAM_LENGTH = 300;

/**
 * A term: a word, a phrase of words separated by single spaces, or a word ending in "*" (a
 * prefix); words are letters and digits only, so a term never holds a comma.
 */
const TERM = /^(?:[\p{L}\p{N}]+\*|[\p{L}\p{N}]+(?: [\p{L}\p{N}]+)*)$/u;

const pageSchema = z
  .string()
  .regex(/^[1-9]\d{0,4}$/, `page must be a whole number from 1 to ${MAX_HIGHLIGHT_PAGE}`)
  .transform(Number);

const termsSchema = z
  .string()
  .max(
    MAX_HIGHLIGHT_PARAM_LENGTH,
    `hl must be at most ${MAX_HIGHLIGHT_PARAM_LENGTH} characters long`,
  )
  .transform((value) => value.split(','))
  .pipe(
    z
      .array(
        z
          .string()
          .min(1, 'hl must not have empty terms')
          .max(
            MAX_HIGHLIGHT_TERM_LENGTH,
            `each term of hl must be at most ${MAX_HIGHLIGHT_TERM_LENGTH} characters long`,
          )
          .regex(
            TERM,
            'each term of hl must be letters and digits, words separated by single spaces, or a word ending in *',
          ),
      )
      .max(MAX_HIGHLIGHT_TERMS, `hl must have at most ${MAX_HIGHLIGHT_TERMS} terms`),
  );

const COORDINATE = /^-?\d{1,5}(?:\.\d{1,2})?$/;

/** `box`: up to MAX_HIGHLIGHT_BOXES boxes "x,y,width,height" (two decimals at most) joined by ";". */
function readBoxes(value: string): PdfBox[] | string {
  const parts = value.split(';');
  if (parts.length > MAX_HIGHLIGHT_BOXES)
    return `box must have at most ${MAX_HIGHLIGHT_BOXES} boxes`;
  const boxes: PdfBox[] = [];
  for (const part of parts) {
    const numbers = part.split(',');
    if (numbers.length !== 4 || !numbers.every((n) => COORDINATE.test(n)))
      return 'box must be x,y,width,height in points (boxes separated by ";")';
    const [x = 0, y = 0, width = 0, height = 0] = numbers.map(Number);
    if (width < 0 || height < 0) return 'box must have a width and height of 0 or more';
    boxes.push({ x, y, width, height });
  }
  return boxes;
}

const round2 = (value: number): number => Math.round(value * 100) / 100;
const writeBoxes = (boxes: readonly PdfBox[]): string =>
  boxes
    .map((b) => [b.x, b.y, Math.max(0, b.width), Math.max(0, b.height)].map(round2).join(','))
    .join(';');

const PARAMS = ['page', 'hl', 'box'] as const;

export type PdfHighlightRead =
  | { ok: true; highlight: PdfHighlight | undefined }
  | { ok: false; message: string };

/**
 * Reads `page` and `hl` from a link's parameters: nothing when neither is there; a message
 * naming the parameter when one is malformed, oversized, repeated, or `hl` comes without `page`.
 * `strict` also refuses any other parameter (links the api signs hold only these two).
 */
export function readPdfHighlight(params: URLSearchParams, strict = false): PdfHighlightRead {
  if (strict) {
    const other = [...params.keys()].find((key) => !(PARAMS as readonly string[]).includes(key));
    if (other !== undefined)
      return { ok: false, message: `unknown parameter "${other.slice(0, 40)}"` };
  }
  for (const name of PARAMS) {
    if (params.getAll(name).length > 1) return { ok: false, message: `${name} is given twice` };
  }
  const page = params.get('page');
  const hl = params.get('hl');
  const box = params.get('box');
  if (page === null && hl === null && box === null) return { ok: true, highlight: undefined };
  if (page === null)
    return { ok: false, message: `${hl === null ? 'box' : 'hl'} needs a page to highlight` };
  const parsedPage = pageSchema.safeParse(page);
  if (!parsedPage.success)
    return { ok: false, message: parsedPage.error.issues[0]?.message ?? 'bad page' };
  const boxes = box === null ? [] : readBoxes(box);
  if (typeof boxes === 'string') return { ok: false, message: boxes };
  const withBoxes = boxes.length > 0 ? { boxes } : {};
  if (hl === null)
    return { ok: true, highlight: { page: parsedPage.data, terms: [], ...withBoxes } };
  const parsedTerms = termsSchema.safeParse(hl);
  if (!parsedTerms.success)
    return { ok: false, message: parsedTerms.error.issues[0]?.message ?? 'bad hl' };
  return {
    ok: true,
    highlight: { page: parsedPage.data, terms: [...new Set(parsedTerms.data)], ...withBoxes },
  };
}

/** The parameters of a highlight (page, then hl when there are terms); empty for none. */
export function writePdfHighlight(highlight: PdfHighlight | undefined): URLSearchParams {
  const params = new URLSearchParams();
  if (!highlight) return params;
  params.set('page', String(highlight.page));
  if (highlight.terms.length > 0) params.set('hl', highlight.terms.join(','));
  const boxes = (highlight.boxes ?? []).slice(0, MAX_HIGHLIGHT_BOXES);
  if (boxes.length > 0) params.set('box', writeBoxes(boxes));
  return params;
}

/**
 * Search terms made fit for `hl`: each reduced to its words (letters and digits, lower case; a
 * prefix keeps its "*", a phrase its words in order), duplicates and terms too long dropped,
 * and as many kept, in order, as fit the limits.
 */
export function fitHighlightTerms(terms: readonly string[]): string[] {
  const kept: string[] = [];
  let length = -1;
  for (const term of terms) {
    const words = term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
    if (words.length === 0) continue;
    const prefix = words.length === 1 && term.trim().endsWith('*');
    const clean = `${words.join(' ')}${prefix ? '*' : ''}`;
    if (clean.length > MAX_HIGHLIGHT_TERM_LENGTH || kept.includes(clean)) continue;
    if (kept.length === MAX_HIGHLIGHT_TERMS) break;
    if (length + 1 + clean.length > MAX_HIGHLIGHT_PARAM_LENGTH) break;
    kept.push(clean);
    length += 1 + clean.length;
  }
  return kept;
}
