import type { Random } from '#server/data/prng.ts';

/** The days of one round: the letter, its response due date and the insurer's reply. */
export type RoundDays = { objectionDay: number; dueDay: number; replyDay: number };

const DUE_DAYS = [14, 21, 30, 30, 30, 30] as const;

/**
 * Days for up to `rounds` rounds within [submittedDay, lastDay]: each letter after the
 * submission or the previous reply, each reply after its letter, the last reply no later than
 * lastDay. Typical gaps (about three weeks to the first letter, replies within the due date,
 * about two weeks to the next letter) are compressed to fit a short review and the waits are
 * stretched to fill a long one. A span too short for every round gives fewer rounds (two days
 * a round at least).
 */
export function scheduleRounds(
  random: Random,
  rounds: number,
  submittedDay: number,
  lastDay: number,
): RoundDays[] {
  const span = lastDay - submittedDay;
  const count = Math.min(rounds, Math.floor(span / 2));
  if (count <= 0) return [];
  const due = Array.from({ length: count }, () => random.pick(DUE_DAYS));
  // gaps: wait before letter 1, reply 1, wait before letter 2, ..., reply n, then a tail.
  const gaps: number[] = [];
  for (let k = 0; k < count; k++) {
    gaps.push(random.logNormal(k === 0 ? 21 : 12, 0.6));
    gaps.push(Math.min(due[k] ?? 30, random.logNormal(due[k] === 14 ? 11 : 18, 0.45)));
  }
  gaps.push(random.logNormal(12, 0.8));
  const total = gaps.reduce((a, b) => a + b, 0);
  if (total > span) {
    for (let i = 0; i < gaps.length; i++) gaps[i] = (gaps[i] ?? 0) * (span / total);
  } else {
    // Stretch the waits (not the replies, which the due date bounds) to fill a long review.
    const extra = span - total;
    const shares = gaps.map((_, i) => (i % 2 === 0 ? random.next() + 0.2 : 0));
    const sum = shares.reduce((a, b) => a + b, 0);
    for (let i = 0; i < gaps.length; i++)
      gaps[i] = (gaps[i] ?? 0) + (extra * (shares[i] ?? 0)) / sum;
  }
  const days: number[] = [];
  let at = submittedDay;
  for (let i = 0; i < 2 * count; i++) {
    at += gaps[i] ?? 0;
    const previous = days[i - 1] ?? submittedDay;
    days.push(Math.max(previous + 1, Math.round(at)));
  }
  for (let i = days.length - 1; i >= 0; i--) {
    const next = i === days.length - 1 ? lastDay + 1 : (days[i + 1] ?? lastDay + 1);
    days[i] = Math.min(days[i] ?? lastDay, next - 1);
  }
  const out: RoundDays[] = [];
  for (let k = 0; k < count; k++) {
    const objectionDay = days[2 * k] ?? submittedDay;
    out.push({
      objectionDay,
      dueDay: objectionDay + (due[k] ?? 30),
      replyDay: days[2 * k + 1] ?? lastDay,
    });
  }
  return out;
}
