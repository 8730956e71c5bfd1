/**
 * The field paths of values extracted from an imported filing PDF (ADR 027): "filing.state",
 * "company[Acme].rate_impact", "overall.rate_impact", "factor[Driver Age].level[16-17].after".
 */

/** The rate figures a PDF's rate table gives, by the name the page's figures use. */
export const RATE_FIELD_OF = {
  indicatedChange: 'indicated_change',
  rateImpact: 'rate_impact',
  maxChange: 'max_change',
  minChange: 'min_change',
  writtenPremiumForProgram: 'written_premium_for_program',
  writtenPremiumChange: 'written_premium_change',
  policyholdersAffected: 'policyholders_affected',
} as const;
const RATE_FIELDS = Object.values(RATE_FIELD_OF);

export const filingPath = (field: string): string => `filing.${field}`;

/** The paths of one row of the rate table: "overall" or "company[NAME]", then its figures. */
export const ratePath = (row: string, field: string): string => `${row}.${field}`;
export const companyRow = (company: string): string => `company[${company}]`;

/** A company's name and every figure of its row. */
export const companyPaths = (company: string): string[] => [
  companyRow(company),
  ...RATE_FIELDS.map((f) => ratePath(companyRow(company), f)),
];

/** A factor table's name. */
export const factorPath = (factor: string): string => `factor[${factor}]`;

/** A factor level's name and its relativities before and after. */
export const levelPaths = (factor: string, level: string): string[] => {
  const key = `${factorPath(factor)}.level[${level}]`;
  return [key, `${key}.before`, `${key}.after`];
};

const WORDS: Record<string, string> = {
  serff_tracking_number: 'SERFF tracking number',
  state_tracking_number: 'state tracking number',
  company_tracking_number: 'company tracking number',
  line_of_business: 'type of insurance',
  sub_toi: 'sub-type of insurance',
  disposition_status: 'status',
  product_name: 'product name',
  effective_date_new: 'requested effective date (new)',
  effective_date_renewal: 'requested effective date (renewal)',
  written_premium_for_program: 'written premium',
  before: 'relativity before',
  after: 'relativity after',
};

/** A path in words: "rate impact of Acme", "overall rate impact", "Driver Age 16-17 relativity after". */
export function describePath(path: string): string {
  const word = (s: string) => WORDS[s] ?? s.replaceAll('_', ' ');
  const filing = /^filing\.(\w+)$/.exec(path);
  if (filing?.[1]) return word(filing[1]);
  const company = /^company\[(.+)\](?:\.(\w+))?$/.exec(path);
  if (company?.[1]) return company[2] ? `${word(company[2])} of ${company[1]}` : 'company name';
  const overall = /^overall\.(\w+)$/.exec(path);
  if (overall?.[1]) return `overall ${word(overall[1])}`;
  const level = /^factor\[(.+)\]\.level\[(.+)\](?:\.(before|after))?$/.exec(path);
  if (level?.[1] && level[2])
    return `${level[1]} ${level[2]} ${level[3] ? word(level[3]) : 'level name'}`;
  const factor = /^factor\[(.+)\]$/.exec(path);
  if (factor?.[1]) return `${factor[1]} table title`;
  return path;
}

/**
 * The words `hl` highlights for a cited value: the value as the PDF prints it as nearly as the
 * stored text allows (numbers grouped by thousands: "1,250,000" highlights "1 250 000").
 */
export function highlightTermOf(value: string): string {
  if (!/^-?\d+(\.\d+)?$/.test(value)) return value;
  const [whole = '', decimals] = value.replace('-', '').split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals ? `${grouped}.${decimals}` : grouped;
}

/** The confidence as the flag states it, two decimals: "0.72". */
export const formatConfidence = (confidence: number): string => confidence.toFixed(2);
