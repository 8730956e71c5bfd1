import type { LineGroup } from './expense-provisions.ts';
import type { TrendClass } from './trend-table.ts';

/** The trend class of a coverage (its name as reference/coverages.ts gives it) in a line. */
export function trendClassOf(coverage: string, line: LineGroup): TrendClass {
  const name = coverage.toLowerCase();
  switch (line) {
    case 'personal auto':
      if (name.includes('bodily')) return 'auto bodily injury';
      if (name.includes('property damage')) return 'auto property damage';
      if (name.includes('medical') || name.includes('pip')) return 'auto medical / pip';
      if (name.includes('uninsured')) return 'auto uninsured motorist';
      if (name.includes('comprehensive')) return 'auto comprehensive';
      if (name.includes('collision') || name.includes('physical damage')) return 'auto collision';
      return 'auto liability';
    case 'commercial auto':
      return name.includes('liability')
        ? 'commercial auto liability'
        : 'commercial auto physical damage';
    case 'workers compensation':
      return name.includes('medical') ? 'wc medical' : 'wc indemnity';
    case 'umbrella':
      return 'umbrella';
    default:
      if (name.includes('hurricane') || name.includes('wildfire')) return 'home catastrophe';
      if (name.includes('wind')) return 'home wind/hail';
      if (name.includes('liability')) return 'home liability';
      if (name.includes('personal property')) return 'home contents';
      return 'home non-catastrophe';
  }
}
