import type { DocumentFacts } from './document-input.ts';
import type { PageWriter } from './page-writer.ts';

/** The first three digits of each state's ZIP codes (USPS ranges, main block only). */
const ZIP_PREFIXES: Readonly<Record<string, readonly [number, number]>> = {
  AL: [350, 369],
  AK: [995, 999],
  AZ: [850, 865],
  AR: [716, 729],
  CA: [900, 961],
  CO: [800, 816],
  CT: [60, 69],
  DE: [197, 199],
  DC: [200, 205],
  FL: [320, 349],
  GA: [300, 319],
  HI: [967, 968],
  ID: [832, 838],
  IL: [600, 629],
  IN: [460, 479],
  IA: [500, 528],
  KS: [660, 679],
  KY: [400, 427],
  LA: [700, 714],
  ME: [39, 49],
  MD: [206, 219],
  MA: [10, 27],
  MI: [480, 499],
  MN: [550, 567],
  MS: [386, 397],
  MO: [630, 658],
  MT: [590, 599],
  NE: [680, 693],
  NV: [889, 898],
  NH: [30, 38],
  NJ: [70, 89],
  NM: [870, 884],
  NY: [100, 149],
  NC: [270, 289],
  ND: [580, 588],
  OH: [430, 458],
  OK: [730, 749],
  OR: [970, 979],
  PA: [150, 196],
  RI: [28, 29],
  SC: [290, 299],
  SD: [570, 577],
  TN: [370, 385],
  TX: [750, 799],
  UT: [840, 847],
  VT: [50, 59],
  VA: [220, 246],
  WA: [980, 994],
  WV: [247, 268],
  WI: [530, 549],
  WY: [820, 831],
};

const PAIRS_PER_ROW = 4;
const HEADER = [
  'ZIP Code',
  'Territory',
  'ZIP Code',
  'Territory',
  'ZIP Code',
  'Territory',
  'ZIP Code',
  'Territory',
];

/** Territory definitions: the ZIP codes of the state and the rating territory of each. */
export function writeTerritoryDefinitions(writer: PageWriter, facts: DocumentFacts): void {
  const r = facts.random;
  const [low, high] = ZIP_PREFIXES[facts.whole.state] ?? [100, 999];
  const territories = r.int(12, 60);
  const count = r.int(120, 900);
  const rows: string[][] = [];
  let zip = low * 100 + r.int(1, 20);
  let row: string[] = [];
  for (let k = 0; k < count && zip < (high + 1) * 100; k++) {
    row.push(
      String(zip).padStart(5, '0'),
      String(1 + ((zip * 7919) % territories)).padStart(3, '0'),
    );
    if (row.length === PAIRS_PER_ROW * 2) {
      rows.push(row);
      row = [];
    }
    zip += r.int(1, 12);
  }
  if (row.length > 0) rows.push(row);
  writer.startPage(['Territory Definitions', `${facts.whole.product_name} - ${facts.stateName}`]);
  writer.paragraph(
    `Each ZIP code in ${facts.stateName} is assigned to one of ${territories} rating territories; a ZIP code not listed takes the territory of the nearest listed ZIP code.`,
  );
  writer.table('Rule 105. Territory Definitions by ZIP Code', HEADER, rows);
}
