import { noneFound, noViolations, shareAtLeast, shareWithin, valueAtLeast } from './checks.ts';
import type { DataRule } from './data-rule.ts';

/**
 * State nicknames (the states' official or customary nicknames, e.g. netstate.com / state
 * symbol statutes): a carrier named after one is a regional of that state.
 */
export const STATE_NICKNAMES: ReadonlyArray<readonly [string, string]> = [
  ['Lone Star', 'TX'],
  ['Bayou', 'LA'],
  ['Pelican', 'LA'],
  ['Golden State', 'CA'],
  ['Golden Coast', 'CA'],
  ['Buckeye', 'OH'],
  ['Keystone', 'PA'],
  ['Empire', 'NY'],
  ['Sunshine', 'FL'],
  ['Peach', 'GA'],
  ['Hoosier', 'IN'],
  ['Badger', 'WI'],
  ['Tar Heel', 'NC'],
  ['Volunteer', 'TN'],
  ['Granite', 'NH'],
  ['Green Mountain', 'VT'],
  ['Old Dominion', 'VA'],
  ['Bluegrass', 'KY'],
  ['Garden State', 'NJ'],
  ['Bay State', 'MA'],
  ['Magnolia', 'MS'],
  ['Show Me', 'MO'],
  ['Beehive', 'UT'],
  ['Centennial', 'CO'],
  ['Cornhusker', 'NE'],
  ['Sooner', 'OK'],
  ['Hawkeye', 'IA'],
  ['Gopher', 'MN'],
  ['Silver State', 'NV'],
  ['Treasure State', 'MT'],
  ['Gem State', 'ID'],
  ['Palmetto', 'SC'],
  ['Pine Tree', 'ME'],
  ['Aloha', 'HI'],
  ['Grand Canyon', 'AZ'],
  ['Sunflower', 'KS'],
  ['Prairie State', 'IL'],
  ['Land of Lincoln', 'IL'],
  ['Old Line', 'MD'],
  ['Ocean State', 'RI'],
  ['Nutmeg', 'CT'],
  ['Mount Rushmore', 'SD'],
  ['Peace Garden', 'ND'],
  ['Enchantment', 'NM'],
  ['Last Frontier', 'AK'],
  ['Natural State', 'AR'],
  ['Evergreen State', 'WA'],
  ['Beaver State', 'OR'],
];

const NICKNAME_VALUES = STATE_NICKNAMES.map(([n, s]) => `('${n}', '${s}')`).join(', ');

const SECTIONS = [
  'filing at a glance',
  'rate/rule schedule',
  'company rate information',
  'actuarial memorandum',
  'rate page|base rates',
];

/** Carrier names, reviewers, descriptions, tracking numbers and the filing documents. */
export const NAME_AND_DOCUMENT_RULES: DataRule[] = [
  {
    id: 'NM-01',
    title: 'carriers named after a state nickname file most in that state',
    source:
      'State nicknames (Lone Star TX, Bayou LA, Golden State CA, Buckeye OH, Keystone PA, ...); issue 20 ("Lone Star County Mutual" never in TX)',
    reason:
      'A regional named for its home state writes most there: its top state by filings must be that state.',
    sql: `with nick(pattern, state) as (values ${NICKNAME_VALUES}),
      matched as (select c.name as carrier, n.state from carriers c join nick n on c.name ~* ('\\m' || n.pattern || '\\M')),
      counts as (select w.carrier, w.state, count(*) as n from whole_filings w
        where w.carrier in (select carrier from matched) group by 1, 2),
      top as (select distinct on (carrier) carrier, state from counts order by carrier, n desc, state)
      select count(*) as total,
        count(*) filter (where not exists (select 1 from matched m where m.carrier = t.carrier and m.state = t.state)) as value,
        string_agg(case when not exists (select 1 from matched m where m.carrier = t.carrier and m.state = t.state)
          then t.carrier || ' tops ' || t.state end, '; ') as detail
      from top t`,
    check: noneFound('nickname carriers misplaced'),
  },
  {
    id: 'NM-02',
    title: 'at most one chief actuary per state',
    source:
      'State insurance department organisation charts (one chief actuary, or chief casualty actuary, per department); issue 20 (Mississippi had four)',
    reason: 'One office per department: no state with two.',
    sql: `select count(*) as value, string_agg(state || ' ' || n, ', ') as detail
      from (select state, count(*) as n from reviewers where title ~* 'chief' and title ~* 'actuary'
        group by state having count(*) > 1) x`,
    check: noneFound('states with several chief actuaries'),
  },
  {
    id: 'NM-03',
    title: 'descriptions have no doubled words ("program program")',
    source:
      'Issue 20 ("Homeowners Program program" in 31% of descriptions); SERFF filing descriptions are written prose',
    reason: 'At most 0.5% (a legitimate "had had" is rare).',
    sql: `select count(*) as total, count(*) filter (where w.description ~* '\\m([a-z]+)\\s+\\1\\M') as ok
      from whole_filings w`,
    check: shareWithin(0, 0.005, 'descriptions with a doubled word'),
  },
  {
    id: 'NM-04',
    title: 'descriptions are varied: at least 90% distinct',
    source: 'Issue 20 ("Descriptions in plain, varied prose")',
    reason: 'Each filing describes its own program, change and figures.',
    sql: `select count(*) as total, count(distinct w.description) as ok from whole_filings w`,
    check: shareAtLeast(0.9, 'descriptions'),
  },
  {
    id: 'NM-05',
    title:
      'rate filing documents hold Filing at a Glance, Rate/Rule Schedule, Company Rate Information, actuarial memorandum and rate pages',
    source:
      'SERFF filing PDF (Filing at a Glance, Rate/Rule Schedule, Company Rate Information); issue 20 "Must deliver" (PDFs)',
    reason:
      'Every rate-changing filing with a document carries all five sections (95% for odd imports).',
    sql: `select count(*) as total, count(*) filter (where has_all) as ok
      from (select p.serff_tracking_number,
          ${SECTIONS.map((s) => `bool_or(p.content ~* '${s}')`).join(' and ')} as has_all
        from document_pages p join whole_filings w using (serff_tracking_number)
        where w.filing_type like '%Rate%' and coalesce(w.overall_rate_impact, 0) <> 0
        group by 1) x`,
    check: shareAtLeast(0.95, 'rate-changing filings with pages'),
  },
  {
    id: 'NM-06',
    title: "every document's first page (Filing at a Glance) carries the SERFF tracking number",
    source:
      'DATASET-FACTS "Identifiers" (every page carries SERFF Tracking #, State Tracking #, ...)',
    reason:
      'The stored page text is what search indexes; the jacket header itself is drawn on every page of the rendered PDF (render-filing-pdf.test.ts), so here at least 99% of first pages must name the SERFF tracking number.',
    sql: `select count(*) as total, count(*) filter (where p.content ~* 'SERFF Tr(acking)?\\.? ?(#|Num)') as ok from document_pages p where p.page_number = 1`,
    check: shareAtLeast(0.99, 'pages'),
  },
  {
    id: 'NM-07',
    title: "SERFF tracking numbers: the carrier's 4-letter prefix, a hyphen, 9 digits",
    source: 'DATASET-FACTS "Identifiers" (SFMA-134393024; some carry -G)',
    reason: 'Format and prefix are fixed: none allowed otherwise.',
    sql: `select count(*) as total, count(*) filter (where w.serff_tracking_number !~ '^[A-Z]{4}-G?[0-9]{9}$'
        or left(w.serff_tracking_number, 4) <> c.serff_prefix) as value
      from whole_filings w left join carriers c on c.name = w.carrier`,
    check: noneFound('tracking numbers'),
  },
  {
    id: 'NM-08',
    title: 'tracking numbers rise with the submission date',
    source:
      'DATASET-FACTS "Identifiers" (2024-25 numbered about 133.9M-134.75M, older lower, rising with time)',
    reason: 'SERFF numbers are sequential: correlation with the submission date at least 0.9.',
    sql: `select corr(regexp_replace(w.serff_tracking_number, '^.*-G?', '')::float8,
        extract(epoch from w.submitted_date::timestamp)) as value
      from whole_filings w where w.submitted_date is not null`,
    check: valueAtLeast(0.9, (n) => n.toFixed(3)),
  },
  {
    id: 'NM-09',
    title: "a filing's companies belong to its carrier group",
    source: 'DATASET-FACTS "Identifiers" (a carrier files through its underwriting companies)',
    reason: 'Consistency: none allowed.',
    sql: `select count(*) as total, count(*) filter (where c.carrier is distinct from w.carrier) as value
      from filings f join whole_filings w using (serff_tracking_number) left join companies c on c.name = f.company`,
    check: noneFound('company rows'),
  },
  {
    id: 'NM-10',
    title: 'filing documents run at least 10 pages on average',
    source:
      'Issue 23 ("one filing runs 50-500 pages"; the benchmark needs 10,000,000 pages at 1,000,000 filings); SERFF filing PDFs (schedules, supporting documents, memorandum and exhibits, rate pages, correspondence)',
    reason:
      'A generated document holds only the summary, the schedules, the memorandum with its exhibits, the rate and form pages and the letters of a real filing, so it is shorter than one; at least 10 pages a filing on average.',
    sql: `select count(*)::float8 / nullif(count(distinct serff_tracking_number), 0) as value from document_pages`,
    check: valueAtLeast(10, (n) => `${n.toFixed(2)} pages a filing`),
  },
  {
    id: 'NM-11',
    title: "the loss ratio exhibit's indicated change is the filing's overall indicated change",
    source:
      'CAS Statement of Principles Regarding P&C Ratemaking (indicated change = projected loss and LAE ratio / permissible loss and LAE ratio - 1); SERFF Rate Information (overall % indicated change)',
    reason:
      'The memorandum exhibit and the summary page state one indication: they agree to the printed tenth of a point (0.051 slack for rounding); none allowed otherwise.',
    sql: `select count(*) as total,
        count(*) filter (where abs((m[1])::numeric - w.overall_indicated_change) > 0.051) as value
      from (select serff_tracking_number, regexp_match(content, 'Indicated Change:\\t([+-]?[0-9.]+)%') as m
            from document_pages where content like 'Actuarial Exhibits%' and content like '%Indicated Change:%') p
      join whole_filings w using (serff_tracking_number)`,
    check: noViolations('loss ratio exhibits'),
  },
  {
    id: 'NM-12',
    title:
      "the expense exhibit adds up and states the filing's expense and permissible loss ratios",
    source:
      'CAS Statement of Principles Regarding P&C Ratemaking (permissible loss ratio = 1 - expense provisions - profit provision); NAIC Insurance Expense Exhibit',
    reason:
      "Total expenses + profit + permissible loss and LAE ratio = 100%, and the total and the permissible ratio are the mean of the filing's supplemental metrics, each to the printed tenth (0.11 slack for rounding); none allowed otherwise.",
    sql: `with exhibit as (
        select serff_tracking_number,
          (regexp_match(content, 'Total Expenses\\t([0-9.]+)%'))[1]::numeric as expense,
          (regexp_match(content, 'Profit and Contingencies\\t(-?[0-9.]+)%'))[1]::numeric as profit,
          (regexp_match(content, 'Permissible Loss and LAE Ratio\\t([0-9.]+)%'))[1]::numeric as plr
        from document_pages where content like 'Actuarial Exhibits%' and content like '%Exhibit 4.%'),
      metrics as (select serff_tracking_number, avg(expense_ratio) as expense, avg(permissible_loss_ratio) as plr
        from supplemental_metrics group by 1)
      select count(*) as total, count(*) filter (where abs(e.expense + e.profit + e.plr - 100) > 0.11
          or abs(e.expense - m.expense) > 0.11 or abs(e.plr - m.plr) > 0.11) as value
      from exhibit e join metrics m using (serff_tracking_number)`,
    check: noViolations('expense exhibits'),
  },
];
