import { describe, expect, it } from 'vitest';
import { formatSnippet, headlineOptions, MATCH_END, MATCH_START } from './format-snippet.ts';

describe('formatSnippet', () => {
  it('wraps matched words in <mark> and keeps everything else as text', () => {
    expect(formatSnippet(`a ${MATCH_START}wildfire${MATCH_END} <b>load</b>`)).toBe(
      'a <mark>wildfire</mark> <b>load</b>',
    );
  });

  it('defuses a literal <mark> from the data', () => {
    expect(formatSnippet(`<mark>x</MARK> ${MATCH_START}y${MATCH_END}`)).toBe(
      '‹mark›x‹/mark› <mark>y</mark>',
    );
  });

  it('joins adjacent marks and collapses whitespace', () => {
    expect(formatSnippet(`${MATCH_START}hail${MATCH_END}\n ${MATCH_START}storm${MATCH_END}`)).toBe(
      '<mark>hail storm</mark>',
    );
  });

  it('shows a table row of a document page as clean "cell · cell" text, rows split by "; "', () => {
    expect(formatSnippet(`Bodily Injury\t$217.00 \t${MATCH_START}$214.00${MATCH_END}`)).toBe(
      'Bodily Injury · $217.00 · <mark>$214.00</mark>',
    );
    expect(
      formatSnippet(
        `Territory factors:\nZone\tCurrent\tProposed\n${MATCH_START}Wildfire${MATCH_END} A\t1.10\t1.25\nB\t1.00\t1.05`,
      ),
    ).toBe(
      'Territory factors:; Zone · Current · Proposed; <mark>Wildfire</mark> A · 1.10 · 1.25; B · 1.00 · 1.05',
    );
  });

  it('never passes on pipe-separated rows or tabs', () => {
    const snippet = formatSnippet(
      '| Coverage | Factor |\n|---|---|\n| Liability | 1.05 |\nmore\ttext',
    );
    expect(snippet).toBe('Coverage · Factor; Liability · 1.05; more · text');
    expect(snippet).not.toMatch(/[|\t]/);
  });

  it('asks for longer snippets with more context', () => {
    expect(headlineOptions(true)).toContain('MaxWords=60');
    expect(headlineOptions(false)).toContain('MaxWords=24');
  });
});
