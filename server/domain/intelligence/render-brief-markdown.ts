import type { BriefDocument } from './build-brief-document.ts';
import { escapeMarkdownParagraph, escapeMarkdownInline as text } from './escape-markdown.ts';

/**
 * A brief as Markdown: title, subtitle, then each section's prose and table. Every piece of text
 * is escaped (escape-markdown.ts): titles, prose and table cells carry names and descriptions from
 * filing data and user input, which must print as text, never become HTML or Markdown markup.
 */
export function renderBriefMarkdown(doc: BriefDocument): string {
  const out = [`# ${text(doc.title)}`, '', `_${text(doc.subtitle)}_`, ''];
  for (const section of doc.sections) {
    out.push(`## ${text(section.heading)}`, '');
    for (const p of section.paragraphs) out.push(escapeMarkdownParagraph(p), '');
    const t = section.table;
    if (t && t.rows.length > 0) {
      out.push(`| ${t.columns.map(text).join(' | ')} |`);
      out.push(`| ${t.numeric.map((n) => (n ? '---:' : '---')).join(' | ')} |`);
      for (const row of t.rows) out.push(`| ${row.map(text).join(' | ')} |`);
      out.push('');
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}
