import { isoOf } from '#server/data/calendar.ts';
import type { ObjectionRow } from '#server/data/filing-rows.ts';
import type { WorldReviewer } from '#server/data/generate-world.ts';
import type { FilingContent } from '#server/data/model/filing-content.ts';
import type { Random } from '#server/data/prng.ts';
import { composeObjection, composeReply, type LetterItem } from './compose-letter.ts';
import { applicableThemes } from './objection-library.ts';
import type { ObjectionTheme } from './objection-theme.ts';
import { pickThemes } from './pick-themes.ts';
import { scheduleRounds } from './schedule-rounds.ts';
import { themeFigures } from './theme-figures.ts';

export type ObjectionInput = {
  content: FilingContent;
  rounds: number;
  reviewer: WorldReviewer;
  submittedDay: number;
  /** The disposition day, or the data set's today for pending filings. */
  lastDay: number;
};

const FOLLOW_UPS = [
  'The exhibit provided does not show the underlying data. Please provide it in a form that allows the Department to reproduce the figures.',
  'The explanation provided is general. Please provide support specific to this program and state.',
  'Please reconcile the figures in the response with those in the original filing, which differ.',
  'The response refers to an exhibit that was not attached. Please attach it.',
] as const;

/**
 * Rounds of objection letters from the filing's reviewer, each with the insurer's reply, on
 * themes chosen by what the filing contains; later rounds follow up on an earlier item. Fewer
 * rows than `rounds` when the review is too short to hold them. Ids are set by the loader.
 */
export function generateObjections(random: Random, input: ObjectionInput): ObjectionRow[] {
  if (input.rounds <= 0) return [];
  const schedule = scheduleRounds(random, input.rounds, input.submittedDay, input.lastDay);
  if (schedule.length === 0) return [];
  const { content, reviewer } = input;
  const figures = themeFigures(content);
  const unused = applicableThemes(content);
  const rows: ObjectionRow[] = [];
  let previous: ObjectionTheme[] = [];
  let previousReplyDay: number | null = null;
  for (const [index, days] of schedule.entries()) {
    const round = index + 1;
    const items: LetterItem[] = [];
    const summaries: string[] = [];
    const follow = round > 1 && previous.length > 0 && random.chance(0.6);
    if (follow) {
      const item = random.int(1, previous.length);
      const theme = previous[item - 1];
      if (theme) {
        items.push({
          request: `Item ${item} of Objection Letter ${round - 1} (${theme.summary.toLowerCase()}): ${random.pick(FOLLOW_UPS)}`,
          reply: `Item ${item} of Objection Letter ${round - 1}: the supporting data and a reconciliation to the original exhibits are attached.`,
        });
        summaries.push(`Follow-up: ${theme.summary}`);
      }
    }
    const wanted = round === 1 ? random.weighted(FIRST_ROUND_ITEMS) : random.int(follow ? 0 : 1, 2);
    const themes = pickThemes(random, unused, wanted);
    for (const theme of themes) {
      items.push({ request: theme.request(figures), reply: theme.reply(figures) });
      summaries.push(theme.summary);
    }
    if (items.length === 0) break;
    const signer =
      reviewer.alternativeNames.length > 0 && random.chance(0.25)
        ? random.pick(reviewer.alternativeNames)
        : reviewer.name;
    const header = {
      round,
      trackingNumber: content.trackingNumber,
      productName: content.productName,
      stateName: content.stateName,
      regime: content.regime,
      objectionDate: isoOf(days.objectionDay),
      dueDate: isoOf(days.dueDay),
      replyDate: isoOf(days.replyDay),
      previousReplyDate: previousReplyDay === null ? null : isoOf(previousReplyDay),
      signer,
      title: reviewer.title,
      company: figures.company,
    };
    rows.push({
      serff_tracking_number: content.trackingNumber,
      round,
      reviewer_id: reviewer.id,
      reviewer_name: signer,
      objection_date: header.objectionDate,
      content: composeObjection(header, items),
      reply_date: header.replyDate,
      reply_content: composeReply(header, items),
      summary: summaries.join('; '),
    });
    previous = themes.length > 0 ? themes : previous;
    previousReplyDay = days.replyDay;
  }
  return rows;
}

/** How many items a first letter carries. */
const FIRST_ROUND_ITEMS: readonly (readonly [number, number])[] = [
  [1, 2],
  [2, 4],
  [3, 4],
  [4, 2],
  [5, 1],
];
