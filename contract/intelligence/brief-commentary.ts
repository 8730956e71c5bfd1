import { z } from '#contract/zod.ts';

/** Limits of a brief's editable text (UpdateBrief; the form shows the same). */
export const BRIEF_TEXT_LIMITS = {
  title: 200,
  subtitle: 300,
  heading: 120,
  text: 4_000,
  blocks: 12,
} as const;

/** One block of the author's commentary: an optional heading and plain-text paragraphs. */
export const briefCommentaryBlockSchema = z.object({
  heading: z
    .string()
    .trim()
    .max(BRIEF_TEXT_LIMITS.heading, `Headings are at most ${BRIEF_TEXT_LIMITS.heading} characters`),
  text: z
    .string()
    .trim()
    .min(1, 'Write the commentary or remove the block')
    .max(BRIEF_TEXT_LIMITS.text, `A block is at most ${BRIEF_TEXT_LIMITS.text} characters`),
});
export type BriefCommentaryBlock = z.infer<typeof briefCommentaryBlockSchema>;

export const briefCommentarySchema = z
  .array(briefCommentaryBlockSchema)
  .max(BRIEF_TEXT_LIMITS.blocks, `At most ${BRIEF_TEXT_LIMITS.blocks} commentary blocks`);

/** The editable part of a brief, validated the same way by the form and the api. */
export const briefTextSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, 'A brief needs a title')
    .max(BRIEF_TEXT_LIMITS.title, `Titles are at most ${BRIEF_TEXT_LIMITS.title} characters`),
  subtitle: z
    .string()
    .trim()
    .max(
      BRIEF_TEXT_LIMITS.subtitle,
      `Subtitles are at most ${BRIEF_TEXT_LIMITS.subtitle} characters`,
    ),
  commentary: briefCommentarySchema,
});
export type BriefText = z.infer<typeof briefTextSchema>;

/** Paragraphs of a commentary block (blank lines separate them). */
export function commentaryParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}
