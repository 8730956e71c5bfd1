import { dayOf } from '#server/data/calendar.ts';
import type { Random } from '#server/data/prng.ts';

/** A program's book as its last filing left it, and the rating plan in force. */
export type ProgramBook<Plan> = {
  premium: number;
  policies: number;
  day: number;
  plan: Plan;
};

const MID_2024 = dayOf('2024-07-01');
/** Nominal growth of a book's premium a year (rate and exposure), to place a first filing. */
const PREMIUM_GROWTH = 0.06;
/** Growth of the average premium a year (rates alone). */
const PRICE_GROWTH = 0.055;

/**
 * The book at a filing on `day`: a first filing finds the 2024 book moved by the market's growth;
 * later ones find the previous filing's book grown by the program's exposure growth, with the
 * previous rate changes already applied when they took effect (see applyRateChange).
 */
export function bookAt<Plan>(
  random: Random,
  program: { premium2024: number; averagePremium2024: number; growth: number },
  book: ProgramBook<Plan> | undefined,
  day: number,
): { premium: number; policies: number } {
  if (!book) {
    const years = (day - MID_2024) / 365.25;
    const premium = program.premium2024 * (1 + PREMIUM_GROWTH) ** years;
    const average = program.averagePremium2024 * (1 + PRICE_GROWTH) ** years;
    return { premium, policies: Math.max(1, Math.round(premium / average)) };
  }
  const years = Math.max(0, (day - book.day) / 365.25);
  const exposure = (1 + program.growth) ** years;
  return {
    premium: book.premium * exposure * random.normal(1, 0.025),
    policies: Math.max(1, Math.round(book.policies * exposure * random.normal(1, 0.015))),
  };
}

/** The book after a filing: its premium moved by the rate change when the change took effect. */
export function nextBook<Plan>(
  at: { premium: number; policies: number },
  day: number,
  rateChange: number,
  plan: Plan,
): ProgramBook<Plan> {
  return { premium: at.premium * (1 + rateChange / 100), policies: at.policies, day, plan };
}
