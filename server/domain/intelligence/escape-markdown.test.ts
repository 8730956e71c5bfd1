import { describe, expect, it } from 'vitest';
import { escapeMarkdownInline, escapeMarkdownParagraph } from './escape-markdown.ts';

describe('escapeMarkdownInline', () => {
  it('backslash-escapes every inline Markdown character', () => {
    expect(escapeMarkdownInline('*a* _b_ `c` [d](e) !f |g| ~h~ #i \\')).toBe(
      '\\*a\\* \\_b\\_ \\`c\\` \\[d\\](e) \\!f \\|g\\| \\~h\\~ \\#i \\\\',
    );
  });

  it('turns HTML special characters into entities', () => {
    expect(escapeMarkdownInline('<b>A & B</b>')).toBe('&lt;b&gt;A &amp; B&lt;/b&gt;');
  });

  it('collapses line breaks and tabs to one space and trims', () => {
    expect(escapeMarkdownInline('  one\r\n\ttwo\u2028three  ')).toBe('one two three');
  });

  it('breaks bare URLs so they do not autolink', () => {
    expect(escapeMarkdownInline('see https://x.test and WWW.example.com')).toBe(
      'see https\\://x.test and WWW\\.example.com',
    );
  });

  it('leaves plain text alone', () => {
    expect(escapeMarkdownInline('Private Passenger Auto 2024 (TX)')).toBe(
      'Private Passenger Auto 2024 (TX)',
    );
  });
});

describe('escapeMarkdownParagraph', () => {
  it('escapes what would start a block at the beginning of the line', () => {
    expect(escapeMarkdownParagraph('- item')).toBe('\\- item');
    expect(escapeMarkdownParagraph('+ item')).toBe('\\+ item');
    expect(escapeMarkdownParagraph('===')).toBe('\\===');
    expect(escapeMarkdownParagraph('1. first')).toBe('1\\. first');
    expect(escapeMarkdownParagraph('12) twelfth')).toBe('12\\) twelfth');
  });

  it('starts no quote: the marker is an entity already', () => {
    expect(escapeMarkdownParagraph('> quoted')).toBe('&gt; quoted');
  });

  it('leaves the same characters alone inside the line, and numbers without a marker', () => {
    expect(escapeMarkdownParagraph('a - b + c')).toBe('a - b + c');
    expect(escapeMarkdownParagraph('2024 rates')).toBe('2024 rates');
  });
});
