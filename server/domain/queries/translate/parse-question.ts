import { readPooledAcross } from './across-pooled.ts';
import { agentOtherThan } from './agent-exclusion.ts';
import { acrossReadAsGroups, listAskedOneFigure } from './answer-forms.ts';
import { approvedStatusWithDays } from './approved-days.ts';
import { groupsWithOneFilingOver } from './at-least-one.ts';
import {
  distinctCountOfGroup,
  figuresNotNamed,
  groupedOnOneValue,
  groupingsInPassing,
  periodsThatCannotHold,
  shareNotGiven,
  shareOfFigureTotal,
} from './attachment-checks.ts';
import { readAverageSign } from './average-sign.ts';
import { averagedShare } from './averaged-share.ts';
import { buildIntentSql } from './build-intent-sql.ts';
import { readDepth } from './change-direction.ts';
import { marginsNotKept, signsOfPronoun } from './comparison-margins.ts';
import { competingReadings } from './competing-readings.ts';
import { countRatio } from './count-ratio.ts';
import { countedNounNotFilings, sumOfFilings } from './counted-nouns.ts';
import { decidedStatusPerPeriod } from './date-basis.ts';
import { describeIntent } from './describe-intent.ts';
import { readDistinctFilings } from './distinct-filings.ts';
import { distributiveDimension } from './distributive-each.ts';
import { readFlagPhrases } from './effect-flags.ts';
import { dropExcludedFactorChange } from './excluded-factor.ts';
import { extremeAsFiling } from './extreme-filing.ts';
import { joinFigurePhrases } from './figure-phrases.ts';
import { readFigureSubjects } from './figure-subjects.ts';
import { readFilingCompany } from './filing-company.ts';
import { filingsWithTheirColumn } from './filing-list.ts';
import { filingsWithoutRows, filingsWithoutSupplemental } from './filings-without-rows.ts';
import { thresholdOnGroupTotal } from './group-totals.ts';
import { groupsWithNone } from './groups-without.ts';
import { ignoredConditions } from './ignored-conditions.ts';
import { interpretQuestion } from './interpret-tokens.ts';
import { readLevelChange } from './level-change.ts';
import { factorChangeOnLevels, factorChangePerLevel } from './level-rows.ts';
import type { Vocabulary } from './load-vocabulary.ts';
import type { Meaning, Metric, Token } from './meaning.ts';
import { readMonthDays } from './month-day.ts';
import { mostChangesCounted } from './most-counted.ts';
import { readNamedColumnValues } from './named-column-value.ts';
import { readNewBusinessDate } from './new-business-date.ts';
import { readObjectionRounds } from './objection-round.ts';
import {
  comparedPeriodsPooled,
  datesThatCannotHold,
  FIELD_NAME,
  partsOfPeriods,
  periodsNarrowed,
  periodsNotKept,
  periodsOnAnotherDate,
} from './period-checks.ts';
import { planRowsCounted } from './plan-rows.ts';
import { signOfPlanSubject } from './plan-subject-sign.ts';
import { readPolicyholderExtremes } from './policyholder-extremes.ts';
import { distinctCountOverTime, readProductHistory } from './product-history.ts';
import { readRateChangeType, readSignsInRatio } from './rate-change-type.ts';
import {
  changesMeaning,
  contradictoryConditions,
  exclusionsOutsideNegation,
  lettersNotByWriter,
  limitAcrossGroups,
  negatedSignsWithZero,
  negationsNotInReading,
  whoNotAnswered,
} from './reading-checks.ts';
import { assignmentsPerTitle } from './reviewer-assignments.ts';
import { shareOfReviewers } from './reviewer-share.ts';
import { reviewersPerFiling } from './reviewers-per-filing.ts';
import { reviewersWithNoFilings } from './roster-sql.ts';
import { coveragesReadAsOther, readNamedCoverage } from './shadowed-coverages.ts';
import {
  comparedSidesCrossed,
  comparedValuesPooled,
  comparedWithOneGroupKept,
  negatedComparisonsKept,
  negatedGroupsReadAsFilings,
  rankingLengthNotKept,
  shareSidesSwapped,
  sharesThatCannotVary,
} from './shape-checks.ts';
import { readShareFlagPart } from './share-flag-part.ts';
import { shareOfFigure } from './share-of-figure.ts';
import { shareOfReviews } from './share-of-reviews.ts';
import { sharePartInPlace } from './share-part-in-place.ts';
import { countSubjectByGroup } from './subject-by-group.ts';
import {
  peopleCountedAsFilings,
  whichFilingsGivenGroups,
  whoReviewedNotPerReviewer,
  yearlyFigureReadAsYears,
} from './subject-checks.ts';
import { thresholdsOnOtherFigure } from './threshold-subjects.ts';
import { readTitlesAsReviewers } from './title-reviewers.ts';
import { tokenizeQuestion } from './tokenize-question.ts';
import { countLimitedWithoutRanking } from './unranked-limits.ts';
import { unreflectedTokens } from './unreflected-tokens.ts';
import { wholeSetCondition } from './whole-set-condition.ts';
import { ignoredWordsThatName, unaccountedStopWords } from './word-coverage.ts';
import { readWordRoles } from './word-roles.ts';

/** What the offline translator made of a question, whether or not it answers. */
type Reading = {
  /** The question as understood, in plain English (empty when nothing was understood). */
  interpretation: string;
  /** Words of the question the translation does not use. */
  ignoredWords: string[];
  /** 0..1: how sure the translator is that the SQL answers the question. */
  confidence: number;
};

export type ParsedQuestion =
  | ({ ok: true; sql: string; warning: string } & Reading)
  | ({ ok: false; failReason: string } & Reading);

export const SUGGESTED_PHRASING =
  'Try a phrasing such as "average rate impact by state for homeowners in 2024", ' +
  '"top 5 carriers by number of filings in CA" or "filings in NY with rate impact above 10%".';

/** Below this confidence the translator declines instead of answering. */
export const MIN_CONFIDENCE = 0.6;

/**
 * The confidence of an answer that left part of the question unused (a condition, a name, a
 * number, a measure): below 0.5, so the page and the evaluation read it as a warned answer.
 */
export const STRUCTURAL_CAP = 0.45;

/** Unused phrases that change which rows are counted: a negation, a number, a comparison. */
const CONDITION_WORD =
  /^(not|[+-]?\d[\d.]*|above|over|below|under|more than|less than|at least|at most|fewer than|greater than)$/;

const PLACES =
  'Name a carrier, company, state, line, status, filing type, reviewer or period, and a measure (number of filings, average or median rate impact, written premium change, days to approval, policyholders affected, objection letters).';

/** Figures whose total means something (dollars, people, letters); percentages and days do not add up. */
const SUMMABLE = new Set<Metric>([
  'written_premium_change',
  'written_premium',
  'policyholders_affected',
  'objection_count',
  'filings',
  'reviews',
]);

const quoteAll = (words: string[]) => words.map((w) => `"${w}"`).join(', ');

/** Kinds after which an unknown word is most likely the measure or grouping asked for. */
const MEASURE_SLOT = new Set<Meaning['kind']>([
  'aggregate',
  'count',
  'order',
  'distinct',
  'share',
  'which',
  'number',
]);

/**
 * An unknown word in the place of a measure ("average loss ratio"), a threshold's subject ("loss
 * ratio above 60") or a grouping ("by territory"): answering without it would answer another
 * question.
 */
function keyWordUnknown(sequence: (Token | string)[]): string | undefined {
  const isStop = (p: Token | string | undefined) =>
    p !== undefined &&
    typeof p !== 'string' &&
    (p.meaning.kind === 'stop' || p.meaning.kind === 'copula');
  for (let i = 0; i < sequence.length; i++) {
    const word = sequence[i];
    if (typeof word !== 'string') continue;
    let before = i - 1;
    const rawBefore = sequence[before];
    const byWord =
      typeof rawBefore !== 'string' && rawBefore && /^(by|per|each|across)$/.test(rawBefore.text);
    while (before >= 0 && (isStop(sequence[before]) || typeof sequence[before] === 'string'))
      before--;
    let after = i + 1;
    while (
      after < sequence.length &&
      (isStop(sequence[after]) || typeof sequence[after] === 'string')
    )
      after++;
    const previous = sequence[before];
    const next = sequence[after];
    if (byWord) return word;
    if (typeof previous !== 'string' && previous && MEASURE_SLOT.has(previous.meaning.kind)) {
      // "top 5 states": a known word follows; "what is the loss ratio": the word is the subject.
      if (previous.meaning.kind === 'which' && next && typeof next !== 'string' && after === i + 1)
        continue;
      if (previous.meaning.kind === 'number' && next && typeof next !== 'string') continue;
      return word;
    }
    if (typeof next !== 'string' && next?.meaning.kind === 'comparison') return word;
    // "claim counts", "loss numbers": the unknown word is what is counted.
    const right = sequence[i + 1];
    if (
      typeof right !== 'string' &&
      right?.meaning.kind === 'count' &&
      /^counts?$/.test(right.text)
    )
      return word;
  }
  return undefined;
}

/**
 * A name matched loosely right after an aggregate ("average credit score of ...", "mean deductible
 * chosen by ..."): the aggregate's figure is a word the translator does not know, read as a name
 * that happens to look like it. Unless a figure follows the name at once ("average harrowgat rate
 * impact"), the measure would be a guess.
 */
function guessedAfterAggregate(sequence: (Token | string)[]): string | undefined {
  for (let i = 0; i < sequence.length - 1; i++) {
    const word = sequence[i];
    if (word === undefined || typeof word === 'string' || word.meaning.kind !== 'aggregate')
      continue;
    const next = sequence[i + 1];
    const after = sequence[i + 2];
    if (next === undefined || typeof next === 'string') continue;
    if (!next.approximate || next.meaning.kind !== 'value') continue;
    if (after !== undefined && typeof after !== 'string' && after.meaning.kind === 'metric')
      continue;
    return next.text;
  }
  return undefined;
}

/** The offline translator: places the words of the question, then writes SQL for it. */
export function parseQuestion(text: string, vocabulary: Vocabulary): ParsedQuestion {
  const empty: Reading = { interpretation: '', ignoredWords: [], confidence: 0 };
  if (!text.trim())
    return { ok: false, failReason: `Type a question. ${SUGGESTED_PHRASING}`, ...empty };
  const read = tokenizeQuestion(text, vocabulary);
  const { unplaced, sequence } = read;
  // The readers that place phrases before the interpreter, in order; each sees the last's tokens.
  const readers: ((tokens: Token[]) => Token[])[] = [
    (t) => readNamedCoverage(t, vocabulary.shadowedCoverages),
    readFilingCompany,
    readNamedColumnValues,
    joinFigurePhrases,
    readFlagPhrases,
    readLevelChange,
    readNewBusinessDate,
    readMonthDays,
    readObjectionRounds,
    readPolicyholderExtremes,
    readDistinctFilings,
    (t) => readPooledAcross(t, sequence),
    readTitlesAsReviewers,
    readAverageSign,
    readWordRoles,
    readFigureSubjects,
    readDepth,
    readShareFlagPart,
    readRateChangeType,
    (t) => readSignsInRatio(t, sequence),
  ];
  let tokens = readers.reduce((placed, step) => step(placed), read.tokens);
  const meaningful = tokens.filter(
    (t) => !['stop', 'which', 'copula', 'range', 'not', 'compare'].includes(t.meaning.kind),
  );
  if (meaningful.length === 0) {
    const reason =
      unplaced.length > 0
        ? `I could not place ${unplaced.length === 1 ? 'the word' : 'the words'} ${quoteAll(unplaced)}. ${PLACES}`
        : 'The question names nothing I can look up.';
    return {
      ok: false,
      failReason: `${reason} ${SUGGESTED_PHRASING}`,
      ...empty,
      ignoredWords: unplaced,
    };
  }
  const outside = tokens.find((t) => t.meaning.kind === 'outside');
  if (outside?.meaning.kind === 'outside') {
    return {
      ok: false,
      failReason: `The data holds rate filings (their rate changes, dates, reviews, objection letters, rating factors and actuarial support figures); it has no ${outside.meaning.what} ("${outside.text}"). ${SUGGESTED_PHRASING}`,
      ...empty,
    };
  }
  const future = tokens.find((t) => t.meaning.kind === 'future');
  if (future) {
    return {
      ok: false,
      failReason: `"${future.text}" asks about the future; the data holds the filings on record (their rate changes, dates and reviews), not forecasts. ${SUGGESTED_PHRASING}`,
      ...empty,
    };
  }
  const interpreted = interpretQuestion(tokens);
  const { intent, unused, examples, looseGroupings } = interpreted;
  let { missingMeasure } = interpreted;
  const spread = distributiveDimension(tokens, intent);
  if (spread) intent.groupBy.push(spread);
  const history = readProductHistory(tokens, intent);
  if (history) tokens = history;
  extremeAsFiling(intent);
  dropExcludedFactorChange(intent);
  countSubjectByGroup(tokens, intent);
  assignmentsPerTitle(tokens, intent);
  // A reading below that uses words the interpreter set aside takes them back from its lists.
  const release = (list: string[], word: string) => {
    if (list.includes(word)) list.splice(list.indexOf(word), 1);
  };
  const planNoun = planRowsCounted(tokens, intent);
  if (planNoun) release(unused, planNoun);
  // "reviewers never assigned a filing": the negation is the count of 0.
  if (reviewersWithNoFilings(tokens, intent))
    for (const none of ['not', 'zero', '0']) release(unused, none);
  // "which carriers have never filed in Texas": the groups with none of those filings.
  if (groupsWithNone(tokens, intent))
    for (const none of ['not', 'zero', '0']) release(unused, none);
  signOfPlanSubject(tokens, intent);
  // "filings with no supplemental metrics" (twentieth pass): words the vocabulary does not hold.
  for (const word of filingsWithoutSupplemental(sequence, intent)) {
    release(unplaced, word);
    release(unused, word);
    const at = sequence.indexOf(word);
    if (at >= 0) sequence[at] = { text: word, meaning: { kind: 'stop' } };
  }
  // "filings with no rating factor changes": the filings with no rows of the plan table.
  for (const word of filingsWithoutRows(tokens, intent)) {
    release(unused, word);
    release(looseGroupings, word);
  }
  if (sharePartInPlace(tokens, intent)) {
    missingMeasure = false;
    // The interpreter, which found no part, set the share word aside as "share".
    release(unused, 'share');
  }
  shareOfFigure(tokens, intent);
  shareOfReviews(tokens, intent);
  for (const word of shareOfReviewers(tokens, intent)) {
    release(unused, word);
    release(looseGroupings, word);
  }
  const counted = mostChangesCounted(tokens, intent);
  if (counted) tokens = counted;
  if (reviewersPerFiling(tokens, intent)) missingMeasure = false;
  const allTime = distinctCountOverTime(tokens, intent);
  if (allTime) tokens = allTime;
  const listed = filingsWithTheirColumn(tokens, intent);
  if (listed) tokens = listed;
  agentOtherThan(tokens, intent);
  // "how many different carriers ...": a count of the carriers is one figure, not one per carrier.
  for (const counted of distinctCountOfGroup(intent))
    intent.groupBy.splice(intent.groupBy.indexOf(counted), 1);
  wholeSetCondition(intent);
  groupsWithOneFilingOver(tokens, intent);
  // A ratio's two values are its two counts, not one row each.
  if (countRatio(sequence, unplaced, intent)) interpreted.valueGroupings.length = 0;
  thresholdOnGroupTotal(sequence, unplaced, intent);
  const interpretation = describeIntent(intent);
  const ignoredWords = [...unplaced, ...unused];
  const approximate = tokens.filter((t) => t.approximate);
  const content = meaningful.length + unplaced.length;
  let confidence = 1 - 0.15 * unplaced.length - 0.2 * unused.length - 0.05 * approximate.length;
  confidence = Math.max(0, Math.min(confidence, 1 - unplaced.length / Math.max(content, 1)));
  confidence = Math.round(confidence * 100) / 100;
  const reading: Reading = { interpretation, ignoredWords, confidence };
  const proposal = `I would read it as: ${interpretation}.`;
  const keyWord = keyWordUnknown(sequence) ?? guessedAfterAggregate(sequence);
  if (missingMeasure || keyWord) {
    const what = keyWord
      ? `I do not know "${keyWord}" as a measure, condition or grouping`
      : 'I could not tell which figure to measure';
    return {
      ok: false,
      failReason: `${what}, so I did not answer. ${PLACES} ${SUGGESTED_PHRASING}`,
      ...reading,
      confidence: Math.min(confidence, 0.3),
    };
  }
  if (confidence < MIN_CONFIDENCE) {
    return {
      ok: false,
      failReason: `I could not place ${ignoredWords.length === 1 ? 'the word' : 'the words'} ${quoteAll(ignoredWords)}. Without them ${proposal} If that is what you mean, rephrase without them. ${PLACES} ${SUGGESTED_PHRASING}`,
      ...reading,
    };
  }
  const notes: string[] = [];
  // Structural confidence: what of the question the interpretation did not use.
  const unreflected = unreflectedTokens(tokens, intent, examples).filter(
    (w) => !ignoredWords.includes(w),
  );
  const conditions = ignoredConditions(sequence);
  const sql = buildIntentSql(intent);
  // Word coverage (eighth pass): content words the reading does not reflect, each check blind to
  // the rules that built the intent.
  const uncovered = [
    ...unaccountedStopWords(tokens, intent),
    ...negationsNotInReading(tokens, intent, sql),
  ];
  const structural = [
    ...conditions,
    ...unreflected,
    ...uncovered,
    ...unused.filter((w) => CONDITION_WORD.test(w)),
  ].filter((w, i, all) => all.indexOf(w) === i);
  if (structural.length > 0) {
    notes.push(`I did not use: ${quoteAll(structural)}`);
    const added = [...unreflected, ...uncovered].filter((w) => !ignoredWords.includes(w));
    reading.ignoredWords = [...ignoredWords, ...added.filter((w, i, all) => all.indexOf(w) === i)];
    // A word that changes which rows count or how (a negation, a number, "per", "first", ...)
    // caps the confidence below 0.5; another lowers it.
    const serious =
      conditions.length > 0 ||
      unreflected.length > 0 ||
      unused.some((w) => CONDITION_WORD.test(w)) ||
      uncovered.some(changesMeaning);
    reading.confidence = serious
      ? Math.min(reading.confidence, STRUCTURAL_CAP)
      : Math.min(reading.confidence, Math.round((reading.confidence - 0.15) * 100) / 100);
  }
  // Readings whose SQL answers the same whatever the data (twelfth pass): a share that can only be
  // 100% or 0%, dates no day meets. They cannot be the question's meaning, so no answer is given.
  const impossible = [
    ...sharesThatCannotVary(intent).map((f) => `the share cannot vary: it counts ${f}`),
    ...(() => {
      const found = datesThatCannotHold(intent);
      return found.length > 0 ? [`no day falls in all of ${found.join(', ')}`] : [];
    })(),
  ];
  if (impossible.length > 0)
    return {
      ok: false,
      failReason: `${proposal} But ${impossible.join('; ')}, so a word was read the wrong way and I did not answer. ${SUGGESTED_PHRASING}`,
      ...reading,
      confidence: Math.min(reading.confidence, 0.3),
    };
  // Readings the checks doubt (reading-checks.ts): each names what it found, and caps the confidence.
  const cautions: Array<[found: string[], say: (found: string[]) => string]> = [
    [
      exclusionsOutsideNegation(tokens, intent),
      (found) => `I left out ${quoteAll(found)}, which no negation in the question reaches`,
    ],
    [
      negatedSignsWithZero(tokens, intent),
      (found) =>
        `I counted the filings with no rate change (0%) as not ${quoteAll(found)}; only the other direction may be meant`,
    ],
    [
      lettersNotByWriter(tokens, intent),
      (found) =>
        `I totalled the objection letters of the filings those reviewers were assigned to, not the letters they ${found[0]}`,
    ],
    [
      limitAcrossGroups(tokens, intent),
      (found) =>
        `I ranked all the rows together and kept the first ${intent.limit}; a ranking within ${quoteAll(found)} may be meant`,
    ],
    [
      whoNotAnswered(tokens, intent),
      () =>
        'I listed filings, but "who" asks for a carrier or a reviewer, which the list may not name',
    ],
    [
      groupingsInPassing(tokens, intent),
      (found) =>
        `I read ${quoteAll(found)} as a grouping (one row each), though the question names it only in passing; the filings themselves, or one figure for all, may be meant`,
    ],
    [
      figuresNotNamed(tokens, intent),
      (found) =>
        `I measured the ${found.join(', ')}, which the question does not name, beside the figure it does name`,
    ],
    [
      groupedOnOneValue(tokens, intent),
      (found) =>
        `I gave one row per value but kept only ${quoteAll(found)}; either the grouping or the filter is not what was asked`,
    ],
    [
      shareNotGiven(tokens, intent),
      (found) => `I did not give the share that ${quoteAll(found)} asks for`,
    ],
    [
      shareOfFigureTotal(intent),
      (found) =>
        `I gave the share of the filings, not of the ${found.join(', ')} total, which may be meant`,
    ],
    [
      periodsThatCannotHold(intent),
      (found) =>
        `no filing falls both in ${found.join(' and in ')}, so a period was read the wrong way`,
    ],
    [
      negatedGroupsReadAsFilings(tokens, intent),
      (found) =>
        `I left out the filings with ${found.join(', ')}, not the groups that have such filings; the groups with none of them may be meant`,
    ],
    [
      comparedValuesPooled(tokens, intent),
      (found) =>
        `I kept ${found.join(', ')} together in each row, so the sides compared are not set apart`,
    ],
    [
      shareSidesSwapped(tokens, intent),
      (found) =>
        `I counted ${quoteAll(found)} as the part of the share, though the question names the filings the share is of with it`,
    ],
    [
      comparedWithOneGroupKept(tokens, intent),
      (found) =>
        `I kept only ${quoteAll(found)}, the group the others are compared with, so no other group is compared`,
    ],
    [
      comparedSidesCrossed(tokens, intent),
      (found) =>
        `I filtered each name of ${found.map((f) => `"${f}"`).join(' and ')} on its own, so the rows mix the two sides compared`,
    ],
    [
      countLimitedWithoutRanking(tokens, intent),
      (found) =>
        `I kept only the first ${intent.limit} rows, reading ${quoteAll(found)} as how many to show, though the question asks for a count and ranks nothing; how many each filing has may be meant`,
    ],
    [
      thresholdsOnOtherFigure(tokens, intent),
      (found) =>
        `I compared the number in ${quoteAll(found)} with another figure than the one it is said of`,
    ],
    [
      negatedComparisonsKept(tokens, intent),
      (found) =>
        `I kept the rows that meet the comparison of ${quoteAll(found)}, not the ones on its other side`,
    ],
    [
      whoReviewedNotPerReviewer(tokens, intent),
      (found) =>
        `I gave a row per ${intent.groupBy.join(' and ').replaceAll('_', ' ')}, but ${quoteAll(found)} asks for the reviewers`,
    ],
    [
      whichFilingsGivenGroups(tokens, intent),
      (found) =>
        `I gave a row per ${intent.groupBy.join(' and ').replaceAll('_', ' ')}, but ${quoteAll(found)} asks for the filings themselves`,
    ],
    [
      approvedStatusWithDays(tokens, intent),
      (found) =>
        `I kept the filings whose status is Approved for ${quoteAll(found)}; the days to approval are recorded for every decision (withdrawn, disapproved, approved as amended), whose filings may be meant too`,
    ],
    [
      peopleCountedAsFilings(tokens, intent),
      (found) => `I counted filings, but the question counts ${quoteAll(found)}`,
    ],
    [
      yearlyFigureReadAsYears(tokens, intent),
      (found) =>
        `I read ${quoteAll(found)} as a row per year, though it may only describe the figure after it`,
    ],
    [
      rankingLengthNotKept(tokens, intent),
      (found) => `I did not keep the number of rows that ${quoteAll(found)} asks for`,
    ],
    [
      periodsNotKept(tokens, intent),
      (found) =>
        `the dates I kept do not keep to ${quoteAll(found)} as the question names ${found.length === 1 ? 'it' : 'them'}`,
    ],
    [
      comparedPeriodsPooled(tokens, intent),
      (found) =>
        `each row I gave holds days of both ${quoteAll(found)}, so the periods compared are not set apart`,
    ],
    [
      periodsNarrowed(tokens, intent),
      (found) => `I kept fewer dates than ${quoteAll(found)} names`,
    ],
    [
      periodsOnAnotherDate(tokens, intent),
      (found) =>
        `I filtered one date (the ${FIELD_NAME[intent.dateField]} date), but the question places ${found.join(', ')}`,
    ],
    [
      partsOfPeriods(sequence),
      (found) => `I took the whole period for ${quoteAll(found)}; only that part of it is meant`,
    ],
    // Nineteenth pass: what a count counts, the form of answer asked for, a margin, a pronoun.
    [
      countedNounNotFilings(tokens, intent),
      (found) => `I counted filings, but the question counts ${quoteAll(found)}`,
    ],
    [
      sumOfFilings(tokens, intent),
      (found) =>
        `I counted each filing once for ${quoteAll(found)}; a total of a number each row holds may be meant`,
    ],
    [
      listAskedOneFigure(tokens, intent),
      (found) => `I gave one figure, but ${quoteAll(found)} asks for the filings themselves`,
    ],
    [
      acrossReadAsGroups(tokens, intent),
      (found) =>
        `I gave one row per value for ${quoteAll(found)}; one figure over all of them may be meant`,
    ],
    [
      marginsNotKept(tokens, intent),
      (found) =>
        `I compared the two figures but did not keep the margin ${quoteAll(found)}; the number may have been read as another threshold`,
    ],
    [
      signsOfPronoun(tokens, intent),
      (found) =>
        `I read ${quoteAll(found)} as the rate impact, but it may be said of the rating factor or coverage named`,
    ],
    [
      coveragesReadAsOther(tokens, intent, vocabulary.shadowedCoverages),
      (found) =>
        `I read ${quoteAll(found)} as a line, but the figure is per coverage and a coverage has that name`,
    ],
    [
      factorChangePerLevel(intent),
      () => 'I gave one row per level of the factor; one average over all its levels may be meant',
    ],
    [
      factorChangeOnLevels(intent, sql),
      () =>
        "I read the factor's change as the average of its levels' changes; the factor's own change may be meant",
    ],
    [
      averagedShare(tokens, intent),
      (found) =>
        `I gave a share of the filings, but ${quoteAll(found)} is an average of a share each row holds, which may not be in the data`,
    ],
    [
      decidedStatusPerPeriod(intent),
      (found) =>
        `I dated the ${found.join(', ')} filings by their effective date (the dashboards' basis); the date of the decision may be meant (ask "by decision date" for that)`,
    ],
    [
      contradictoryConditions(intent),
      (found) =>
        `the conditions on ${found.join(', ')} cannot all hold, so a word was read the wrong way`,
    ],
  ];
  for (const [found, say] of cautions) {
    if (found.length === 0) continue;
    notes.push(say(found));
    reading.confidence = Math.min(reading.confidence, STRUCTURAL_CAP);
  }
  if (looseGroupings.length > 0) {
    // Two readings compete: one figure for all, or one row per value of the grouping.
    notes.push(
      `I read ${quoteAll(looseGroupings)} as a grouping (one row each); without it the answer would be one figure`,
    );
    reading.confidence = Math.min(reading.confidence, STRUCTURAL_CAP);
  }
  const ambiguities = competingReadings(tokens, intent, interpreted);
  if (ambiguities.length > 0) {
    notes.push(...ambiguities);
    reading.confidence = Math.min(reading.confidence, STRUCTURAL_CAP);
  }
  const placedElsewhere = ignoredWords.filter((w) => !structural.some((s) => s.includes(w)));
  if (placedElsewhere.length > 0) notes.push(`I ignored ${quoteAll(placedElsewhere)}`);
  // An ignored word where a filter value or a date basis is said: the answer is for other filings.
  const naming = ignoredWordsThatName(sequence).filter((w) => placedElsewhere.includes(w));
  if (naming.length > 0) {
    notes.push(`${quoteAll(naming)} may name which filings are meant`);
    reading.confidence = Math.min(reading.confidence, STRUCTURAL_CAP);
  }
  if (approximate.length > 0) {
    notes.push(
      `I read ${approximate.map((t) => `"${t.text}" as ${t.meaning.kind === 'value' ? t.meaning.value : t.readAs ? `"${t.readAs}"` : 'a known word'}`).join(', ')}`,
    );
  }
  if (examples.length > 0)
    notes.push(`I read ${quoteAll(examples)} as examples of the grouping, not as filters`);
  const summed = intent.measures.filter((m) => m.aggregate === 'sum' && !SUMMABLE.has(m.metric));
  if (summed.length > 0)
    notes.push(
      `I added up ${summed.map((m) => m.metric.replaceAll('_', ' ')).join(', ')}, which is a percentage or a number of days: an average or median is usually meant`,
    );
  const warning =
    notes.length > 0
      ? `${notes.join('; ')}: check the interpretation before relying on the result.`
      : '';
  return { ok: true, sql, warning, ...reading };
}
