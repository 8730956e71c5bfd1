import type { ObjectionRow } from '#server/data/filing-rows.ts';
import { letterDate } from './document-formats.ts';
import type { DocumentFacts } from './document-input.ts';
import type { PageWriter } from './page-writer.ts';
import { departmentCity, departmentName } from './state-departments.ts';

/** The letter's body lines: the stored text without its own title line ("Objection Letter 2"). */
function bodyLines(content: string, titleStart: string): string[] {
  const lines = content.split('\n').filter((line) => line.trim() !== '');
  return lines[0]?.startsWith(titleStart) ? lines.slice(1) : lines;
}

function reference(facts: DocumentFacts): string[] {
  const w = facts.whole;
  return [
    `RE: SERFF Tracking # ${w.serff_tracking_number}${w.state_tracking_number ? `, State Tracking # ${w.state_tracking_number}` : ''}`,
    `${w.product_name}, ${w.sub_toi}`,
  ];
}

function objectionLetter(writer: PageWriter, facts: DocumentFacts, o: ObjectionRow): void {
  const w = facts.whole;
  writer.startPage([
    departmentName(w.state),
    departmentCity(w.state),
    'Property and Casualty Rate Review',
  ]);
  writer.paragraph(letterDate(o.objection_date));
  writer.space();
  writer.paragraph(facts.author.name);
  writer.paragraph(w.filing_company === 'Multiple' ? w.carrier : w.filing_company);
  writer.space();
  for (const line of reference(facts)) writer.paragraph(line);
  writer.paragraph(`Objection Letter ${o.round}`);
  writer.space();
  writer.paragraph(`Dear ${facts.author.name},`);
  for (const line of bodyLines(o.content, 'Objection Letter')) writer.paragraph(line);
  if (o.reviewer_name && !o.content.includes(o.reviewer_name)) {
    writer.space();
    writer.paragraph('Sincerely,');
    writer.paragraph(o.reviewer_name);
    writer.paragraph(departmentName(w.state));
  }
}

function responseLetter(writer: PageWriter, facts: DocumentFacts, o: ObjectionRow): void {
  const w = facts.whole;
  const company = w.filing_company === 'Multiple' ? w.carrier : w.filing_company;
  writer.startPage([company, 'State Filings and Regulatory Compliance']);
  writer.paragraph(letterDate(o.reply_date));
  writer.space();
  if (o.reviewer_name) writer.paragraph(o.reviewer_name);
  writer.paragraph(departmentName(w.state));
  writer.space();
  for (const line of reference(facts)) writer.paragraph(line);
  writer.paragraph(`Response to Objection Letter ${o.round} dated ${letterDate(o.objection_date)}`);
  writer.space();
  writer.paragraph(`Dear ${o.reviewer_name ?? 'Reviewer'},`);
  for (const line of bodyLines(o.reply_content ?? '', 'Response to Objection Letter'))
    writer.paragraph(line);
  writer.space();
  writer.paragraph('Sincerely,');
  writer.paragraph(`${facts.author.name}, ${facts.author.title}`);
  writer.paragraph(company);
}

/** Objection letters on the Department's letterhead, each followed by the company's response. */
export function writeLetters(writer: PageWriter, facts: DocumentFacts): void {
  for (const o of facts.objections) {
    objectionLetter(writer, facts, o);
    if (o.reply_content) responseLetter(writer, facts, o);
  }
}
