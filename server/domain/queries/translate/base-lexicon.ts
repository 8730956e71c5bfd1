import type { Dimension, Meaning, Metric } from './meaning.ts';

const entries: [string, Meaning][] = [];
const add = (phrases: string, meaning: Meaning): void => {
  for (const phrase of phrases.split(',')) entries.push([phrase.trim(), meaning]);
};

add('how many,number of,count of,count,total number of,amount of', { kind: 'count' });
const metric = (phrases: string, m: Metric) => add(phrases, { kind: 'metric', metric: m });
metric(
  'rate impact,rate change,rate changes,rate impacts,overall rate impact,rate effect,change in rates,rate,rates',
  'rate_impact',
);
metric('indicated change,indicated rate change,indication,indicated', 'indicated_change');
metric(
  'written premium change,premium change,change in written premium,premium impact,written premium changes,premium changes',
  'written_premium_change',
);
metric(
  'written premium,premium,premiums,written premium for program,premium volume',
  'written_premium',
);
metric(
  'days to approval,days to approve,time to approval,approval time,approval times,turnaround,turnaround time,review time,days to decision,time to decision',
  'days_to_approval',
);
metric(
  'policyholders affected,policyholders,affected policyholders,policyholder count,policies affected,customers affected',
  'policyholders_affected',
);
metric('objections,objection count,objection letters,number of objections', 'objection_count');
metric('filings,filing,submissions,records,rows', 'filings');
metric(
  'relativity,relativities,factor relativity,factor relativities,rating factor relativity,factor value,factor values,relativity after',
  'relativity',
);

add('average,avg,mean,typical', { kind: 'aggregate', aggregate: 'avg' });
add('median', { kind: 'aggregate', aggregate: 'median' });
add('total,sum,sum of,overall,combined,aggregate', { kind: 'aggregate', aggregate: 'sum' });
add('maximum,max', { kind: 'aggregate', aggregate: 'max' });
add('minimum,min', { kind: 'aggregate', aggregate: 'min' });
add(
  'premium-weighted,premium weighted,weighted,weighted average,premium-weighted average,premium weighted average,weighted by premium',
  { kind: 'aggregate', aggregate: 'weighted' },
);

const dimension = (phrases: string, d: Dimension, singular: boolean) =>
  add(phrases, { kind: 'dimension', dimension: d, singular });
dimension('carrier,insurer,group,insurance group,carrier group', 'carrier', true);
dimension('carriers,insurers,groups,insurance groups', 'carrier', false);
dimension('company,underwriting company,writing company', 'company', true);
dimension('companies,underwriting companies,writing companies', 'company', false);
dimension('state,jurisdiction', 'state', true);
dimension('states,jurisdictions', 'state', false);
dimension('line of business,line,lob,type of insurance', 'line_of_business', true);
dimension('lines of business,lines,lobs,types of insurance', 'line_of_business', false);
dimension('sub-toi,sub toi,subtoi,sub type,subtype', 'sub_toi', true);
dimension('sub-tois,sub tois,subtois,sub types,subtypes', 'sub_toi', false);
dimension('status,disposition,disposition status,outcome', 'disposition_status', true);
dimension('statuses,dispositions,disposition statuses,outcomes', 'disposition_status', false);
dimension('filing type,type of filing,type', 'filing_type', true);
dimension('filing types,types of filing,types', 'filing_type', false);
dimension('reviewer,doi reviewer,analyst,examiner', 'reviewer', true);
dimension('reviewers,doi reviewers,analysts,examiners', 'reviewer', false);
dimension('product,product name,program', 'product_name', true);
dimension('products,product names,programs', 'product_name', false);
dimension('rating factor,factor,rating variable,variable', 'factor', true);
dimension('rating factors,factors,rating variables,variables', 'factor', false);
dimension('level,factor level,band,class', 'level', true);
dimension('levels,factor levels,bands,classes', 'level', false);
dimension(
  'year,yearly,annually,annual,per year,each year,over time,over the years,trend',
  'year',
  true,
);
dimension('years', 'year', false);
dimension('quarter,quarterly,per quarter', 'quarter', true);
dimension('quarters', 'quarter', false);
dimension('month,monthly,per month', 'month', true);
dimension('months', 'month', false);

add('above,over,greater than,more than,higher than,exceeding,larger than,bigger than,>', {
  kind: 'comparison',
  op: '>',
});
add('below,under,less than,lower than,smaller than,fewer than,<', { kind: 'comparison', op: '<' });
add('at least,no less than,or more,>=', { kind: 'comparison', op: '>=' });
add('at most,no more than,up to,or less,<=', { kind: 'comparison', op: '<=' });

add('%,percent,per cent,pct,percentage points,points', { kind: 'unit', unit: '%' });
add('days,day', { kind: 'unit', unit: 'days' });
add('dollars,usd', { kind: 'unit', unit: 'dollars' });

add('top,highest,most,largest,biggest,greatest,best,leading,max first,descending', {
  kind: 'order',
  direction: 'desc',
  top: true,
});
add('bottom,lowest,least,fewest,smallest,ascending', {
  kind: 'order',
  direction: 'asc',
  top: true,
});
add('ranked,sorted,ordered,order by,sort by,rank', {
  kind: 'order',
  direction: 'desc',
  top: false,
});

add(
  'last 12 months,past 12 months,last twelve months,past twelve months,last year,past year,in the last year,in the past year,trailing 12 months,ltm',
  {
    kind: 'relative',
    months: 12,
  },
);
add('last 6 months,past 6 months,last six months,past six months', { kind: 'relative', months: 6 });
add('last 3 months,past 3 months,last three months,past three months,last quarter,past quarter', {
  kind: 'relative',
  months: 3,
});
add('last 2 years,past 2 years,last two years,past two years', { kind: 'relative', months: 24 });
add('last 3 years,past 3 years,last three years,past three years', {
  kind: 'relative',
  months: 36,
});
add('last 5 years,past 5 years,last five years,past five years', { kind: 'relative', months: 60 });
add('since,after,starting,from', { kind: 'range', word: 'since' });
add('before,prior to,until', { kind: 'range', word: 'before' });
add('between', { kind: 'range', word: 'between' });
add('and', { kind: 'range', word: 'and' });
add('to,through,thru', { kind: 'range', word: 'to' });
add('first quarter,1st quarter', { kind: 'quarter', quarter: 1 });
add('second quarter,2nd quarter', { kind: 'quarter', quarter: 2 });
add('third quarter,3rd quarter', { kind: 'quarter', quarter: 3 });
add('fourth quarter,4th quarter', { kind: 'quarter', quarter: 4 });

add('submitted,submission date,submitted date,filed,filed date', {
  kind: 'date-field',
  field: 'submitted_date',
});
add('effective,effective date,taking effect,effective dates', {
  kind: 'date-field',
  field: 'effective_date_new',
});
add('decided,disposed,disposed of,disposition date,decision date,closed date,date of disposition', {
  kind: 'date-field',
  field: 'disposition_date',
});
add(
  'rate increases,rate increase,rate hikes,rate hike,increases,increase,increased,increasing,hikes,hike,raised,positive',
  {
    kind: 'sign',
    sign: 'increase',
  },
);
add(
  'rate decreases,rate decrease,rate cuts,rate cut,rate reductions,rate reduction,decreases,decrease,decreased,decreasing,cuts,cut,reductions,reduction,reduced,negative',
  {
    kind: 'sign',
    sign: 'decrease',
  },
);
add('compare,compared,comparing,comparison,vs,versus,against', { kind: 'compare' });
add('which,what,who', { kind: 'which' });

const stopWords = `show me the a an of in for with by per each all and or is are was were do does did
list give get find tell display please what's whats whose where there their them its it that this
those these on at as to from had has have been be being having any every across within during
had got receive received see want would like i we our us my can you your between about overall
so far ever ones one respectively percent data results result value values breakdown broken down
split grouped group per-state whole entire across all through reviewed reviewed by handled
assigned assigned to worked on written sent was there made submitted by filed by how much much
filing's over time period revised revise revises revising table tables`;
for (const word of stopWords.split(/\s+/).filter(Boolean)) add(word, { kind: 'stop' });

/** The fixed vocabulary: measures, dimensions, comparisons, orderings, time words, stop words. */
export const BASE_LEXICON: readonly [string, Meaning][] = entries;
