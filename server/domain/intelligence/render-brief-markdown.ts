import type { BriefDocument } from './build-brief-document.ts';

const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** A brief as Markdown: title, subtitle, then each section's prose and table. */
export function renderBriefMarkdown(doc: BriefDocument): string {
  const out = [`# ${doc.title}`, '', `_${doc.subtitle}_`, ''];
  for (const section of doc.sections) {
    out.push(`## ${section.heading}`, '');
    for (const p of section.paragraphs) out.push(p, '');
    const t = section.table;
    if (t && t.rows.length > 0) {
      out.push(`| ${t.columns.map(cell).join(' | ')} |`);
      out.push(`| ${t.numeric.map((n) => (n ? '---:' : '---')).join(' | ')} |`);
      for (const row of t.rows) out.push(`| ${row.map(cell).join(' | ')} |`);
      out.push('');
    }
  }
  return `${out.join('\n').trimEnd()}\n`;
}
