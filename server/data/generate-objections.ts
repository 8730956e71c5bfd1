import type { ObjectionRow } from './filing-rows.ts';
import type { WorldReviewer } from './generate-world.ts';
import type { Random } from './prng.ts';
import { OBJECTION_THEMES, type ObjectionFacts } from './reference/objection-themes.ts';

export type ObjectionInput = {
  trackingNumber: string;
  rounds: number;
  reviewer: WorldReviewer;
  stateName: string;
  submittedDay: number;
  lastDay: number;
  facts: ObjectionFacts;
  toDate: (day: number) => string;
};

/** Rounds of objection letters from the primary reviewer, each with the insurer's reply. */
export function generateObjections(random: Random, input: ObjectionInput): ObjectionRow[] {
  const rows: ObjectionRow[] = [];
  const span = Math.max(input.rounds * 4, input.lastDay - input.submittedDay);
  for (let round = 1; round <= input.rounds; round++) {
    const themes = random.shuffle(OBJECTION_THEMES).slice(0, random.int(1, 3));
    const objectionDay =
      input.submittedDay + Math.floor((span * (round - 0.8)) / (input.rounds + 0.5));
    const replyDay = Math.min(objectionDay + random.int(5, 30), input.lastDay);
    const signer = random.chance(0.3)
      ? random.pick(input.reviewer.alternativeNames)
      : input.reviewer.name;
    const items = themes.map((t, k) => `${k + 1}. ${t.objection(input.facts)}`).join('\n');
    const answers = themes.map((t, k) => `${k + 1}. ${t.reply(input.facts)}`).join('\n');
    rows.push({
      serff_tracking_number: input.trackingNumber,
      round,
      reviewer_id: input.reviewer.id,
      reviewer_name: signer,
      objection_date: input.toDate(objectionDay),
      content: `Objection Letter ${round}\nThe ${input.stateName} Department of Insurance has reviewed the filing and requests the following:\n${items}\nPlease respond within 30 days. ${signer}, ${input.reviewer.title}`,
      reply_date: input.toDate(Math.max(replyDay, objectionDay)),
      reply_content: `Response to Objection Letter ${round}\n${answers}\nPlease contact us with any further questions.`,
      summary: themes.map((t) => t.summary).join('; '),
    });
  }
  return rows;
}
