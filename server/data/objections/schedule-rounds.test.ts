import { describe, expect, it } from 'vitest';
import { createRandom } from '#server/data/prng.ts';
import { scheduleRounds } from './schedule-rounds.ts';

describe('scheduleRounds', () => {
  it('dates each letter after the previous reply and each reply after its letter, within the review', () => {
    for (let seed = 0; seed < 3000; seed++) {
      const random = createRandom(seed, 9);
      const rounds = random.int(1, 6);
      const submitted = 20_000 + random.int(0, 1000);
      const span = random.chance(0.2) ? random.int(0, 12) : Math.round(random.logNormal(80, 1));
      const days = scheduleRounds(random, rounds, submitted, submitted + span);
      expect(days.length).toBe(Math.min(rounds, Math.floor(span / 2)));
      let previous = submitted;
      for (const d of days) {
        expect(d.objectionDay).toBeGreaterThan(previous);
        expect(d.replyDay).toBeGreaterThan(d.objectionDay);
        expect(d.dueDay).toBeGreaterThan(d.objectionDay);
        previous = d.replyDay;
      }
      expect(previous).toBeLessThanOrEqual(submitted + span);
    }
  });

  it('gives no rounds when the review ends the day it starts', () => {
    expect(scheduleRounds(createRandom(1), 3, 100, 100)).toEqual([]);
    expect(scheduleRounds(createRandom(1), 3, 100, 101)).toEqual([]);
    expect(scheduleRounds(createRandom(1), 3, 100, 102)).toHaveLength(1);
  });

  it('keeps replies within the due date on a long review and stretches the waits instead', () => {
    let late = 0;
    let total = 0;
    let firstWait = 0;
    for (let seed = 0; seed < 500; seed++) {
      const days = scheduleRounds(createRandom(seed), 2, 0, 300);
      for (const d of days) {
        total++;
        if (d.replyDay > d.dueDay) late++;
      }
      firstWait += days[0]?.objectionDay ?? 0;
    }
    expect(late / total).toBeLessThan(0.02);
    expect(firstWait / 500).toBeGreaterThan(40);
  });

  it('is deterministic for one seed', () => {
    expect(scheduleRounds(createRandom(5), 4, 0, 200)).toEqual(
      scheduleRounds(createRandom(5), 4, 0, 200),
    );
  });
});
