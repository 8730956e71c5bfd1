import { describe, expect, it } from 'vitest';
import { dayOf } from '#server/data/calendar.ts';
import type { WorldReviewer } from '#server/data/generate-world.ts';
import type { FilingContent } from '#server/data/model/filing-content.ts';
import { createRandom } from '#server/data/prng.ts';
import { generateObjections } from './generate-objections.ts';
import { OBJECTION_THEMES } from './objection-library.ts';
import { sampleFilingContent } from './sample-filing-content.ts';

const reviewer: WorldReviewer = {
  id: 17,
  name: 'Dana Whitfield',
  state: 'TX',
  title: 'Senior Property and Casualty Actuary',
  alternativeNames: ['D. Whitfield', 'Dana M. Whitfield'],
};
const names = new Set([reviewer.name, ...reviewer.alternativeNames]);
const summaryOf = new Map(OBJECTION_THEMES.map((t) => [t.id, t.summary]));

function run(seed: number, overrides: Partial<FilingContent> = {}) {
  const random = createRandom(seed, 6);
  const content = sampleFilingContent(random, overrides);
  const submittedDay = dayOf('2023-03-01') + random.int(0, 300);
  const span = random.chance(0.15) ? random.int(0, 10) : random.int(20, 400);
  const rounds = random.int(1, 6);
  const input = { content, rounds, reviewer, submittedDay, lastDay: submittedDay + span };
  return { input, rows: generateObjections(random, input) };
}

describe('generateObjections', () => {
  it('dates round k after the reply to round k-1, each reply after its letter, all within the review', () => {
    for (let seed = 0; seed < 1500; seed++) {
      const { input, rows } = run(seed);
      expect(rows.length).toBeLessThanOrEqual(input.rounds);
      let previous = input.submittedDay;
      for (const [k, row] of rows.entries()) {
        expect(row.round).toBe(k + 1);
        const objection = dayOf(String(row.objection_date));
        const reply = dayOf(String(row.reply_date));
        expect(objection).toBeGreaterThan(previous);
        expect(reply).toBeGreaterThan(objection);
        previous = reply;
      }
      expect(previous).toBeLessThanOrEqual(input.lastDay);
    }
  });

  it('writes numbered letters headed "Objection Letter N", signed by the reviewer with a due date', () => {
    let alternative = 0;
    let letters = 0;
    for (let seed = 0; seed < 400; seed++) {
      for (const row of run(seed).rows) {
        letters++;
        expect(row.content.startsWith(`Objection Letter ${row.round}\n`)).toBe(true);
        expect(row.content).toContain('\n1. ');
        expect(row.content).toMatch(/no later than \d{4}-\d{2}-\d{2}/);
        expect(row.content).toContain(`Objection Letter Date: ${row.objection_date}`);
        expect(row.reply_content).toContain(`Response Letter Date: ${row.reply_date}`);
        expect(row.content).toContain(reviewer.title);
        expect(names.has(String(row.reviewer_name))).toBe(true);
        expect(row.content).toContain(String(row.reviewer_name));
        expect(row.reviewer_id).toBe(reviewer.id);
        expect(row.reply_content?.startsWith(`Response to Objection Letter ${row.round}`)).toBe(
          true,
        );
        expect(row.summary?.length ?? 0).toBeGreaterThan(0);
        if (row.reviewer_name !== reviewer.name) alternative++;
      }
    }
    expect(alternative / letters).toBeGreaterThan(0.1);
    expect(alternative / letters).toBeLessThan(0.4);
  });

  it('answers every numbered item of a letter in the reply', () => {
    for (let seed = 0; seed < 300; seed++) {
      for (const row of run(seed).rows) {
        const asked = row.content.match(/^\d+\. /gm)?.length ?? 0;
        const answered = row.reply_content?.match(/^\d+\. /gm)?.length ?? 0;
        expect(asked).toBeGreaterThan(0);
        expect(answered).toBe(asked);
      }
    }
  });

  it('raises no rate, limits or indication themes on a form filing that changes no rates', () => {
    const forbidden = [
      'increased-limits-factors',
      'rate-change-histogram',
      'indication-missing',
      'trend-selection',
      'catastrophe-provision',
    ].map((id) => summaryOf.get(id) ?? id);
    for (let seed = 0; seed < 500; seed++) {
      const { rows } = run(seed, {
        filingType: 'Form',
        includesForms: true,
        changesRates: false,
        impact: 0,
        indicated: null,
        revisedFactors: [],
        revisedCategories: [],
        selectsTrends: false,
      });
      for (const row of rows)
        for (const summary of forbidden) expect(row.summary ?? '').not.toContain(summary);
    }
  });

  it('follows up on earlier items in later rounds and does not repeat a theme as new', () => {
    let followUps = 0;
    for (let seed = 0; seed < 400; seed++) {
      const { rows } = run(seed, { regime: 'prior approval' });
      const seen = new Set<string>();
      for (const row of rows) {
        for (const part of (row.summary ?? '').split('; ')) {
          if (part.startsWith('Follow-up: ')) {
            followUps++;
            expect(seen.has(part.slice('Follow-up: '.length))).toBe(true);
          } else {
            expect(seen.has(part)).toBe(false);
            seen.add(part);
          }
        }
      }
    }
    expect(followUps).toBeGreaterThan(50);
  });

  it('quotes the filing figures and is deterministic', () => {
    const { input } = run(11, { changesRates: true, impact: 23.4, indicated: 25.1 });
    expect(generateObjections(createRandom(99), input)).toEqual(
      generateObjections(createRandom(99), input),
    );
    let quoted = 0;
    for (let seed = 0; seed < 200; seed++) {
      const r = run(seed, {
        changesRates: true,
        filingType: 'Rate',
        impact: 23.4,
        indicated: 25.1,
      });
      if (r.rows.some((row) => row.content.includes('+23.4%'))) quoted++;
    }
    expect(quoted).toBeGreaterThan(60);
  });

  it('returns no rows for no rounds', () => {
    expect(run(1).input.rounds).toBeGreaterThan(0);
    const { input } = run(1);
    expect(generateObjections(createRandom(1), { ...input, rounds: 0 })).toEqual([]);
  });
});
