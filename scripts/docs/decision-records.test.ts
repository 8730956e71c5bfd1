import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const DIR = new URL('../../docs/decisions/', import.meta.url).pathname;

type DecisionRecord = { number: number; file: string; text: string; status: string };

const STATUS = /^(Proposed|Accepted|Superseded by \d{3}|Superseded in part by \d{3})$/;

function readRecords(): DecisionRecord[] {
  return readdirSync(DIR)
    .filter((file) => /^\d{3}-[a-z0-9-]+\.md$/.test(file))
    .sort()
    .map((file) => {
      const text = readFileSync(join(DIR, file), 'utf8');
      const status = /^Status: (.*)$/m.exec(text)?.[1] ?? '';
      return { number: Number(file.slice(0, 3)), file, text, status };
    });
}

describe('decision records (ADR 003)', () => {
  const records = readRecords();

  it('are numbered from 001 without gaps or repeats', () => {
    expect(records.map((record) => record.number)).toEqual(records.map((_, index) => index + 1));
  });

  it.each(records.map((record) => [record.file, record] as const))(
    '%s opens with its number, title, status and date, then Context, Decision, Consequences',
    (_file, record) => {
      const lines = record.text.split('\n');
      expect(lines[0]).toMatch(new RegExp(`^# ${record.file.slice(0, 3)}\\. \\S`));
      expect(lines[1]).toBe('');
      expect(lines[2]).toMatch(/^Status: /);
      expect(record.status).toMatch(STATUS);
      expect(lines[3]).toMatch(/^Date: 2\d{3}-\d{2}-\d{2}$/);
      const sections = lines.filter((line) => line.startsWith('## '));
      expect(sections.slice(0, 3)).toEqual(['## Context', '## Decision', '## Consequences']);
    },
  );

  it('name an existing, later record when superseded, and that record says it supersedes them', () => {
    for (const record of records) {
      const by = /Superseded (?:in part )?by (\d{3})/.exec(record.status)?.[1];
      if (!by) continue;
      const successor = records.find((other) => other.number === Number(by));
      expect(successor, `${record.file} is superseded by a missing record ${by}`).toBeDefined();
      expect(successor?.number).toBeGreaterThan(record.number);
      expect(successor?.text).toMatch(
        new RegExp(`Supersedes (?:part of )?${record.file.slice(0, 3)}`),
      );
    }
  });
});
