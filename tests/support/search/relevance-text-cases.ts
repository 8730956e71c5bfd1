import type { Database } from '#server/db/connection.ts';
import type { RelevanceCase } from '#tests/support/search/relevance-cases.ts';
import { tns } from '#tests/support/search/relevance-cases.ts';

type Row = { tn: string };

async function filingsWhere(db: Database, where: string, params: unknown[] = []) {
  return tns(
    await db.query<Row>(
      `select distinct w.serff_tracking_number as tn from whole_filings w where ${where}`,
      params,
    ),
  );
}

async function byRatingFactor(db: Database): Promise<RelevanceCase[]> {
  const factors = await db.query<{ factor: string }>(
    'select factor from rating_factors group by factor order by count(*), factor limit 3',
  );
  const cases: RelevanceCase[] = [];
  for (const { factor } of factors) {
    cases.push({
      name: `rating factor "${factor}"`,
      request: { query: factor, index: 'rating-factors' },
      expected: await filingsWhere(
        db,
        'exists (select 1 from rating_factors r where r.serff_tracking_number = w.serff_tracking_number and r.factor = $1)',
        [factor],
      ),
    });
  }
  const [first] = factors;
  if (first) {
    const prefix = first.factor.split(' ')[0]?.slice(0, 6).toLowerCase() ?? '';
    cases.push({
      name: `prefix "${prefix}" while typing`,
      request: { query: prefix, index: 'rating-factors' },
      expected: await filingsWhere(
        db,
        `exists (select 1 from rating_factors r where r.serff_tracking_number = w.serff_tracking_number and r.factor ~* $1)`,
        [`\\m${prefix}`],
      ),
    });
  }
  const [a, b] = factors;
  if (a && b) {
    cases.push({
      name: `"${a.factor}" OR "${b.factor}"`,
      request: { query: `"${a.factor}" OR "${b.factor}"`, index: 'rating-factors' },
      expected: await filingsWhere(
        db,
        'exists (select 1 from rating_factors r where r.serff_tracking_number = w.serff_tracking_number and r.factor in ($1, $2))',
        [a.factor, b.factor],
      ),
    });
  }
  return cases;
}

async function byObjectionTheme(db: Database): Promise<RelevanceCase[]> {
  const themes = await db.query<{ theme: string }>(
    `select theme from objections, unnest(string_to_array(summary, '; ')) as theme
     group by theme order by count(*), theme limit 2`,
  );
  const cases: RelevanceCase[] = [];
  for (const { theme } of themes) {
    cases.push({
      name: `objection theme "${theme}"`,
      request: { query: `"${theme}"`, index: 'summaries' },
      expected: await filingsWhere(
        db,
        `exists (select 1 from objections o where o.serff_tracking_number = w.serff_tracking_number and o.summary ilike $1)`,
        [`%${theme}%`],
      ),
    });
  }
  cases.push({
    name: 'exact phrase in objection letters',
    request: { query: '"side-by-side comparison"', index: 'objections' },
    expected: await filingsWhere(
      db,
      `exists (select 1 from objections o where o.serff_tracking_number = w.serff_tracking_number and o.content ilike '%side-by-side comparison%')`,
    ),
  });
  return cases;
}

async function byDocumentPage(db: Database): Promise<RelevanceCase[]> {
  return [
    {
      name: 'words only in document pages ("chain-ladder")',
      request: { query: 'chain-ladder', index: 'filings' },
      expected: await filingsWhere(
        db,
        `exists (select 1 from document_pages p where p.serff_tracking_number = w.serff_tracking_number and p.content ilike '%chain-ladder%')`,
      ),
    },
    {
      name: 'phrase only in document pages ("dislocation analysis")',
      request: { query: '"dislocation analysis"', index: 'filings' },
      expected: await filingsWhere(
        db,
        `exists (select 1 from document_pages p where p.serff_tracking_number = w.serff_tracking_number and p.content ilike '%dislocation analysis%')`,
      ),
    },
  ];
}

async function byExclusionAndFilters(db: Database): Promise<RelevanceCase[]> {
  const [pick] = await db.query<{ state: string; filing_type: string }>(
    `select state, filing_type from whole_filings where description ilike '%territory%'
     group by state, filing_type having count(*) >= 2 order by count(*), state, filing_type limit 1`,
  );
  const cases: RelevanceCase[] = [
    {
      name: 'excluded word ("territory -auto")',
      request: { query: 'territory -auto', index: 'filings' },
      expected: await filingsWhere(
        db,
        `(w.description ilike '%territor%' or exists (select 1 from document_pages p where p.serff_tracking_number = w.serff_tracking_number and p.content ilike '%territor%'))
         and not (w.product_name || ' ' || w.description || ' ' || w.carrier || ' ' || w.filing_company || ' ' || w.sub_toi || ' ' || w.filing_type) ~* '\\mautos?\\M'`,
      ),
    },
  ];
  if (pick) {
    cases.push({
      name: `filters narrow results (territory in ${pick.state}, ${pick.filing_type})`,
      request: {
        query: 'territory',
        index: 'filings',
        states: [pick.state],
        filingTypes: [pick.filing_type],
      },
      expected: await filingsWhere(
        db,
        `w.state = $1 and w.filing_type = $2 and (w.description ilike '%territory%' or exists (select 1 from document_pages p where p.serff_tracking_number = w.serff_tracking_number and p.content ilike '%territor%'))`,
        [pick.state, pick.filing_type],
      ),
    });
  }
  return cases;
}

export const TEXT_CASE_SOURCES = [
  byRatingFactor,
  byObjectionTheme,
  byDocumentPage,
  byExclusionAndFilters,
];
