import type { Dimension, Meaning, Metric } from './meaning.ts';

const entries: [string, Meaning][] = [];
const add = (phrases: string, meaning: Meaning): void => {
  for (const phrase of phrases.split(',')) entries.push([phrase.trim(), meaning]);
};

add(
  'how many,hw many,number of,count of,count,counts,total number of,amount of,how many times,number of times,number',
  {
    kind: 'count',
  },
);
const metric = (phrases: string, m: Metric) => add(phrases, { kind: 'metric', metric: m });
metric(
  'rate impact,rate change,rate changes,rate impacts,rate chg,rate chng,overall rate impact,overall rate change,overall rate changes,overall rate,rate effect,change in rates,rate,rates,impact',
  'rate_impact',
);
metric(
  'indicated change,indicated rate change,indication,indicated,indicated chg,indicated chng,indicating,actuarially indicated change,actuarially indicated,actuarial indication',
  'indicated_change',
);
metric(
  'written premium change,premium change,change in written premium,increase in written premium,increase in premium,growth in written premium,premium impact,written premium changes,premium changes,written premium increase,written premium increases,premium increase,premium increases,dollar impact,dollar change,premium dollar change,change in premium,written prem change,written prem chg,written premium chg,written prem changes,wp change,wp chg,wp changes,prem change,prem chg',
  'written_premium_change',
);
metric(
  'written premium,annual written premium,annual premium,annualized written premium,annual wp,premium,premiums,written premium for program,premium volume,program written premium,written premium for the program,program premium,written prem,prem,wp',
  'written_premium',
);
metric(
  'how long,how many days,days to approval,days to approve,time to approve,days for approval,days to get approved,days to disposition,approval days,approval duration,review days,days in review,days from submission to disposition,days from submission to decision,days from filing to decision,time from submission to decision,time to a decision,days to a decision,time to get a decision,time to get approved,time to approval,review duration,review period,processing time,time to approval,approval time,approval times,turnaround,turnaround time,review time,days to decision,time to decision,took to get approved,take to get approved,takes to get approved,took to approve,take to approve,takes to approve,took to be approved,take to be approved,to get approved,to be approved,to get a decision,to be decided,to get decided',
  'days_to_approval',
);
metric(
  'policyholders affected,policyholders,affected policyholders,policyholder count,policies affected,customers affected,policyholder impact,policyholders impacted,impacted policyholders',
  'policyholders_affected',
);
metric(
  'objections,objection,objection count,objection letters,objection letter,number of objections,number of objection letters,regulator objections,doi objections,objected to,objected,objection rounds,rounds of objection,rounds of objections,objection letter rounds',
  'objection_count',
);
// Fifteenth pass: a policyholder's largest and smallest change, and the premium change per policy
// (only with "policyholder" or "per policy" said, or as the columns are written: "max change").
metric(
  'max change,max chg,largest individual change,biggest individual change,highest individual change,maximum individual change,max individual change,maximum change for any policyholder,max policyholder change,maximum policyholder change,largest policyholder change,biggest policyholder change,highest policyholder change,max change for any policyholder,largest change for any policyholder',
  'max_change',
);
metric(
  'min change,min chg,smallest individual change,lowest individual change,minimum individual change,min individual change,minimum change for any policyholder,min policyholder change,minimum policyholder change,smallest policyholder change,lowest policyholder change,min change for any policyholder,smallest change for any policyholder',
  'min_change',
);
metric(
  'average premium change per policy,avg premium change per policy,premium change per policy,average per-policy premium change,avg per-policy premium change,per-policy premium change,per policy premium change',
  'average_premium_change',
);
// Twentieth pass: how many underwriting companies a filing is made for (filings.company_count).
metric(
  'company count,company counts,underwriting company count,number of underwriting companies per filing,number of companies per filing,underwriting companies per filing,companies per filing,company count per filing,number of underwriting companies on a filing,number of companies on a filing,number of underwriting cos on a filing,underwriting cos on a filing,number of underwriting cos per filing',
  'company_count',
);
metric(
  'filings,filing,submissions,submission,records,rows,tracking numbers,tracking number',
  'filings',
);
metric(
  'reviews,reviewer assignments,review assignments,review rows,reviewer rows,review records,assignments,reviewer assignment,times assigned',
  'reviews',
);
metric(
  'expense ratio,expense ratios,expense load,expense loads,expense provision,expense provisions',
  'expense_ratio',
);
metric(
  'permissible loss ratio,permissible loss ratios,plr,plrs,target loss ratio,target loss ratios,permissible lr',
  'permissible_loss_ratio',
);
for (const [kind, column] of [
  ['frequency', 'frequency'],
  ['severity', 'severity'],
  ['premium', 'premium'],
  ['loss', 'total'],
  ['total', 'total'],
  ['pure premium', 'total'],
] as const) {
  metric(
    `historic ${kind} trend,historical ${kind} trend,historic ${kind} trends,historical ${kind} trends,historic claim ${kind} trend,historical claim ${kind} trend`,
    `historic_${column}_trend`,
  );
  metric(
    `prospective ${kind} trend,prospective ${kind} trends,prospective claim ${kind} trend`,
    `prospective_${column}_trend`,
  );
}
// A change named beside a rating factor ("model year factor change", "how did the territory factor
// move"); with no factor named it is not used (interpret-tokens.ts).
metric('factor change,factor changes,change,changes,moved,move,moves', 'factor_change');
metric(
  'base rate change,base rate changes,change in base rate,change in base rates,change in the base rate,base rate increase,base rate increases,base rate movement',
  'base_rate_change',
);
metric(
  'base rate,base rates,base rate after,rate after,rates after,rate after the filing,rates after the filing,new base rate,new base rates,proposed base rate,proposed base rates,revised base rate,revised base rates,coverage base rate,coverage base rates,base rate after the filing',
  'base_rate',
);
metric(
  'relativity,relativities,factor relativity,factor relativities,rating factor relativity,factor value,factor values,relativity after,new relativity,new relativities,revised relativity,revised relativities,relativity after the filing,relativities after the filing,proposed relativity,proposed relativities',
  'relativity',
);

add('average,avg,mean,typical,averaging,averaged,averages,on average', {
  kind: 'aggregate',
  aggregate: 'avg',
});
add('median,middle value,midpoint,50th percentile,p50', { kind: 'aggregate', aggregate: 'median' });
add(
  'total,sum,sum of,overall,combined,aggregate,in total,totaling,totalling,summed,summing to,summing,sums to,add up to,adds up to,adding up to,added up',
  {
    kind: 'aggregate',
    aggregate: 'sum',
  },
);
// "how many dollars of written premium": an amount asked for, its total (not a count).
add('how many dollars of,how many dollars in,how many dollars', {
  kind: 'aggregate',
  aggregate: 'sum',
});
add('maximum,max', { kind: 'aggregate', aggregate: 'max' });
add('minimum,min', { kind: 'aggregate', aggregate: 'min' });
add(
  'premium-weighted,premium weighted,weighted,weighted average,premium-weighted average,premium weighted average,weighted by premium',
  { kind: 'aggregate', aggregate: 'weighted' },
);

const dimension = (phrases: string, d: Dimension, singular: boolean) =>
  add(phrases, { kind: 'dimension', dimension: d, singular });
dimension('carrier,insurer,group,insurance group,carrier group', 'carrier', true);
dimension('carriers,insurers,groups,insurance groups,filers', 'carrier', false);
dimension('company,underwriting company,writing company', 'company', true);
dimension('companies,underwriting companies,writing companies', 'company', false);
dimension('filing company', 'filing_company', true);
dimension('filing companies', 'filing_company', false);
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
dimension('product segment,segment,product history,product line history', 'segment', true);
dimension('product segments,segments,product histories,product line histories', 'segment', false);
dimension('coverage,coverage part', 'coverage', true);
dimension('coverages,coverage parts', 'coverage', false);
dimension('round,objection round,letter round,round of objection', 'round', true);
dimension('rounds', 'round', false);
// "second-round letters", "round two", "the 3rd round" (twentieth pass): the letters of one round.
for (const [round, words] of [
  [1, 'one,first,1st'],
  [2, 'two,second,2nd'],
  [3, 'three,third,3rd'],
  [4, 'four,fourth,4th'],
  [5, 'five,fifth,5th'],
] as const) {
  const phrases = [`round ${round}`, `${round}-round`];
  for (const w of words.split(','))
    phrases.push(`round ${w}`, `${w} round`, `${w}-round`, `${w} objection round`);
  add(phrases.join(','), { kind: 'letter-round', op: '=', round });
}
dimension('approval type,approval regime,regime,rate regime,filing regime', 'approval_type', true);
dimension('approval types,approval regimes,regimes,rate regimes', 'approval_type', false);
dimension('reviewer title,title,job title,reviewer job title', 'reviewer_title', true);
dimension('reviewer titles,titles,job titles', 'reviewer_title', false);
dimension('reviewer role,role', 'role', true);
dimension('reviewer roles,roles', 'role', false);
dimension('rate change type,change type,direction of change', 'rate_change_type', true);
dimension('rate change types,change types', 'rate_change_type', false);
dimension('rating factor,factor,rating variable,variable', 'factor', true);
dimension('rating factors,factors,rating variables,variables', 'factor', false);
dimension('level,factor level,band,class,rating level,rating factor level', 'level', true);
dimension('levels,factor levels,bands,classes,rating levels,rating factor levels', 'level', false);
dimension(
  'year,yearly,annually,annual,per year,each year,over time,over the years,trend,year by year,year-by-year,year over year,year-over-year,yoy,by calendar year,calendar year',
  'year',
  true,
);
dimension('years,yrs', 'year', false);
dimension('yr', 'year', true);
dimension('quarter,quarterly,per quarter,quarter by quarter,quarter-by-quarter', 'quarter', true);
dimension('quarters', 'quarter', false);
dimension('month,monthly,per month,month by month,month-by-month', 'month', true);
dimension('months', 'month', false);

add(
  'above,over,greater than,more than,more,higher than,exceeding,exceeds,exceed,exceeded,larger than,bigger than,longer than,slower than,in excess of,north of,>,topped,tops,topping,surpassed,surpasses,surpassing,crossed,longer,slower,beyond',
  {
    kind: 'comparison',
    op: '>',
  },
);
add(
  'below,under,fewer,less than,lower than,smaller than,fewer than,shorter than,faster than,quicker than,sooner than,in under,in less than,south of,<,faster,quicker,sooner,shorter',
  { kind: 'comparison', op: '<' },
);
add(
  'at least,no less than,no fewer than,not less than,not fewer than,or more,or higher,or above,a minimum of,greater than or equal to,>=',
  {
    kind: 'comparison',
    op: '>=',
  },
);
add(
  'at most,no more than,not more than,no greater than,up to,or less,or lower,or below,a maximum of,less than or equal to,<=,within,or fewer,or under',
  {
    kind: 'comparison',
    op: '<=',
  },
);
add('equal to,exactly,equals,=', { kind: 'comparison', op: '=' });

add('%,percent,per cent,pct,percentage points,points', { kind: 'unit', unit: '%' });
add('days,day', { kind: 'unit', unit: 'days' });
// "filed more than 20 times": a number of filings.
add('times', { kind: 'unit', unit: 'filings' });
add('dollars,usd,in dollars,dollar,dollar terms,in dollar terms', {
  kind: 'unit',
  unit: 'dollars',
});

add(
  'top,highest,most,largest,biggest,greatest,best,leading,max first,descending,longest,slowest,steepest,worst,heaviest,the most,deepest,sharpest,peak,highest ever',
  {
    kind: 'order',
    direction: 'desc',
    top: true,
  },
);
add('record,all-time high,record high', { kind: 'order', direction: 'desc', top: true });
add('busiest,most active,most prolific', { kind: 'order', direction: 'desc', top: true });
// "which half dozen states", "the top couple of sub-TOIs": numbers said in words.
add('half a dozen,half dozen,half-dozen', { kind: 'number', value: 6 });
add('a couple of,couple of,a couple,a pair of,pair of', { kind: 'number', value: 2 });
// "the three most common sub-TOIs": ranked by how many filings each has.
add('most common,most frequent,commonest,most popular,most used', {
  kind: 'order',
  direction: 'desc',
  top: true,
});
add('least common,least frequent,rarest,least used', {
  kind: 'order',
  direction: 'asc',
  top: true,
});
add('bottom,lowest,least,fewest,smallest,ascending,shortest,fastest,quickest,mildest,the least', {
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
  'past year and a half,last year and a half,the past year and a half,past eighteen months,last eighteen months',
  {
    kind: 'relative',
    months: 18,
  },
);
add('last year,past year,in the last year,in the past year,ltm,last twelve months', {
  kind: 'relative',
  months: 12,
});
add('last quarter,past quarter', { kind: 'relative', months: 3 });
add('last month,past month', { kind: 'relative', months: 1 });
add('last,past,previous,trailing,the last', { kind: 'last' });
// "the most recent filing", "the latest 6 months": newest first, or a rolling window before a span.
add('most recent,recent,latest,newest,most recently,the latest,the newest,the most recent', {
  kind: 'recent',
  direction: 'desc',
});
add('oldest,earliest,the oldest,the earliest,least recent', { kind: 'recent', direction: 'asc' });
add('week,weeks', { kind: 'weeks' });
add('year to date,year-to-date,ytd,so far this year,this year so far,calendar year to date', {
  kind: 'to-date',
  unit: 'year',
  through: true,
});
add('this year,current year,the current year', { kind: 'to-date', unit: 'year', through: false });
add('month to date,month-to-date,mtd', { kind: 'to-date', unit: 'month', through: true });
add('this month,current month', { kind: 'to-date', unit: 'month', through: false });
add(
  'since,starting,starting in,starting from,beginning,beginning in,as of,on or after,from the start of',
  {
    kind: 'range',
    word: 'since',
  },
);
add('after,later than,post,subsequent to', { kind: 'range', word: 'after' });
add('before,prior to,earlier than,ahead of,pre', { kind: 'range', word: 'before' });
add(
  'until,till,through,thru,up until,on or before,no later than,through the end of,by the end of,to the end of,until the end of,till the end of',
  {
    kind: 'range',
    word: 'until',
  },
);
add('between,from', { kind: 'range', word: 'between' });
add('and,to,-,&', { kind: 'range', word: 'and' });
add('onwards,onward,or later,and later,and after,or after,forward,on and after', {
  kind: 'range',
  word: 'later',
});
const MONTHS = [
  'january,jan',
  'february,feb',
  'march,mar',
  'april,apr',
  'may',
  'june,jun',
  'july,jul',
  'august,aug',
  'september,sep,sept',
  'october,oct',
  'november,nov',
  'december,dec',
];
MONTHS.forEach((names, i) => {
  add(names, { kind: 'month', month: i + 1 });
});
add(
  "excluding,exclude,excludes,excluded,other than,not,never,not counting,except,except for,excepting,leaving out,leave out,left out,without,but not,apart from,aside from,non,outside,outside of,ignoring,besides,minus,no,w/o,not including,omitting,isn't,aren't,wasn't,weren't,anything but,anything other than,everything but,everything except,all but,lacking,lacked,lacks,lack,missing,didn't,doesn't,don't,haven't,hasn't,hadn't,none,none of",
  { kind: 'not' },
);
add('distinct,different,unique,individual,separate', { kind: 'distinct' });
add(
  'share of,percentage of,percent of,pct of,% of,proportion of,fraction of,portion of,share,percentage,proportion,what percent,as a share of the total,as a share of total,as a share of all,as a share of all filings,as a percentage of the total,as a percentage of total,as a percentage of all,as a percentage of all filings,as a proportion of the total,share of the total,share of all filings,percentage of the total,percentage of all filings,what fraction',
  { kind: 'share' },
);
add('per filing,a filing,per filings,for each filing,on average per filing,filing on average', {
  kind: 'per-filing',
});
add('were,was,are,is,got,get,gets,been,being,be,ended up,ended up being', { kind: 'copula' });
// "what percent of the 2025 filings came from Harrowgate": where the filings came from is what
// they are, the part a share counts.
add('came from,come from,comes from,coming from,belong to,belongs to,belonged to,belonging to', {
  kind: 'copula',
});
// "one of the reviewers holds the title ...": the title is what the reviewer is.
add(
  'holds,holding,holds the title,has the title,with the title,titled,entitled,with title,whose title is',
  { kind: 'copula' },
);
add('such as,e g,eg,for example,for instance,including', {
  kind: 'examples',
  trailing: false,
});
add('and so on,and so forth,etc,and the like,and others,or so on', {
  kind: 'examples',
  trailing: true,
});
add('ever,of all time,all time,all-time,on record,in history', { kind: 'ever' });
// "decided on a Thursday", "submitted on weekends" (seventeenth pass): a day of the week.
const WEEKDAY_NAMES = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];
const WEEKDAY_SHORT: Record<string, string> = { tuesday: 'tues', thursday: 'thurs' };
for (const [i, day] of WEEKDAY_NAMES.entries()) {
  const short = WEEKDAY_SHORT[day];
  add(`${day},${day}s${short ? `,${short}` : ''}`, { kind: 'weekday', days: [i] });
}
add('weekend,weekends', { kind: 'weekday', days: [0, 6] });
// Things rate filings do not record; a question about them is declined (parse-question.ts).
for (const [phrases, what] of [
  ['market share,market shares,share of the market', 'market shares'],
  ['claims,claim,claims paid,claim count,claim counts,number of claims', 'claims'],
  [
    'policies in force,policy count,policies in-force,policy counts,in-force policies',
    'policy counts',
  ],
  ['premium per policy,average premium per policy,premium per customer', 'premium per policy'],
  [
    'loss ratio,loss ratios,actual loss ratio,combined ratio,combined ratios',
    'loss or combined ratios',
  ],
  ['retention,retention rate,lapse,lapses,lapse rate,churn,cancellations', 'retention or lapses'],
  ['complaint,complaints,consumer complaints,customer complaints,complaint ratio', 'complaints'],
  ['agent,agents,broker,brokers,producer,producers', 'agents or brokers'],
  ['profit,profits,profitability,profitable,underwriting profit,margin', 'profits'],
  [
    'fines,fined,penalty,penalties,penalized,regulatory fine,regulatory fines',
    'fines or penalties',
  ],
  ['hearing,hearings,public hearing,public hearings,rate hearing,rate hearings', 'hearings'],
] as const)
  add(phrases, { kind: 'outside', what });
// The data holds filings on record, not forecasts: a question about the future is declined.
add(
  'forecast,forecasts,forecasted,forecasting,predict,predicted,prediction,predictions,projected,projection,projections,next year,next quarter,next month,coming year,upcoming year,the coming year,in the future',
  { kind: 'future' },
);
add('first half,1st half,h1,first half of the year', { kind: 'half', half: 1 });
add('second half,2nd half,h2,second half of the year', { kind: 'half', half: 2 });
add('first quarter,1st quarter', { kind: 'quarter', quarter: 1 });
add('second quarter,2nd quarter', { kind: 'quarter', quarter: 2 });
add('third quarter,3rd quarter', { kind: 'quarter', quarter: 3 });
add('fourth quarter,4th quarter', { kind: 'quarter', quarter: 4 });

add(
  'submitted,submission date,submitted date,filed,filed date,file,submit,submits,went in,lodged',
  {
    kind: 'date-field',
    field: 'submitted_date',
  },
);
add(
  'effective,effective date,taking effect,effective dates,took effect,take effect,takes effect,went into effect,go into effect,gone into effect,came into effect,going into effect,in effect',
  {
    kind: 'date-field',
    field: 'effective_date_new',
  },
);
// An objection letter's own date ("letters dated 2024"); "sent", "issued" and "written" name it
// too when the question counts objection letters (interpret-tokens.ts).
add('dated,objection date,letter date,date of the letter,objection letter date', {
  kind: 'date-field',
  field: 'objection_date',
});
// "decisions" (plural) are the decided filings, dated by the decision: "decisions issued in 2024".
add(
  'decided,disposed,disposed of,disposition date,decision date,closed date,date of disposition,decisions',
  {
    kind: 'date-field',
    field: 'disposition_date',
  },
);
add(
  'rate increases,rate increase,rate inc,rate incr,rate incs,rate hikes,rate hike,increases,increase,increased,increasing,hikes,hike,raised,positive,went up,go up,goes up,gone up,rose,rise,rises,raise,raising,raised rates,hiked,took rates up,changed upward,changed upwards,moved up,upward,upwards',
  {
    kind: 'sign',
    sign: 'increase',
  },
);
add(
  'rate decreases,rate decrease,rate dec,rate decr,rate decs,rate cuts,rate cut,rate reductions,rate reduction,decreases,decrease,decreased,decreasing,cuts,cut,reductions,reduction,reduced,negative,went down,go down,goes down,gone down,fell,fall,falls,lowered,lower rates,lowering,dropped,drop,drops,decline,declined,declines,changed downward,changed downwards,moved down,downward,downwards',
  {
    kind: 'sign',
    sign: 'decrease',
  },
);
add('compare,compared,comparing,comparison,vs,versus,against,side by side', { kind: 'compare' });
// "was the average higher in 2023 than in 2022": a comparative away from its "than" compares the
// periods or values named ("higher than 10%" is a threshold, read above).
add('higher,lower,bigger,smaller,larger,greater', { kind: 'compare' });
add("which,what,who,who's,whos", { kind: 'which' });
// "F&U filings": the approval regime File and Use, abbreviated (eleventh pass).
add('f&u,f & u,f/u', { kind: 'value', dimension: 'approval_type', value: 'File and Use' });

const stopWords = `break out broken out take took takes taking w/ w long many typically usually
generally actually just only really also both either currently now pull fetch return compute
calculate let know need look looking i'd could should kindly among amongst throughout figures
numbers stats statistics metrics info information details summary report picture insurance
level-wise wise come came end up which's get did does doing went go goes going seen saw
show me the a an of in for with by per each all and or is are was were do does did
list give get find tell display please what's whats whose where there their them its it that this
those these on at as to from had has have been be being having any every across within during
had got receive received see want would like i we our us my can you your between about overall
so far ones one respectively percent data results result value values breakdown broken down
split grouped grouping group per-state whole entire across all through reviewed reviewed by handled
assigned assigned to worked on written sent was there made submitted by filed by how much much
filing's over time period revised revise revises revising table tables affected affecting affects
affect touching touched touch touches impacting impacted impacts waited waiting wait sat review
first regulator decides decide decision a decision the decision to a decision for a decision
before a decision before the regulator decides before approval until approval until a decision
to approve to get approved for approval to be approved get decided gets decided get approved
assumed assume assumes everything anything start than files drew draw draws drawing
needed needs needing required requires requiring
attracted attract attracts triggered trigger triggers frequently often commonly single recorded basis changed vary varies varied distribution distributed
make makes name still plus issued wrote write writes send sends mailed he she they him his her hers
hey hi gimme ok okay quick thanks thx pls plz yo we've weve i've ive you've but
upon flagged marked become becomes became some too include
doi dept department staff`;
for (const word of stopWords.split(/\s+/).filter(Boolean)) add(word, { kind: 'stop' });
// Phrases that only place the figure ("levels in the rating tables").
add('rating table,rating tables,rate table,rate tables', { kind: 'stop' });

/** The fixed vocabulary: measures, dimensions, comparisons, orderings, time words, stop words. */
export const BASE_LEXICON: readonly [string, Meaning][] = entries;
