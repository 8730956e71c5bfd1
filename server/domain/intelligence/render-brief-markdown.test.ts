import { describe, expect, it } from 'vitest';
import { HOSTILE_LIST } from '#tests/support/security/hostile-strings.ts';
import type { BriefDocument } from './build-brief-document.ts';
import { escapeMarkdownInline, escapeMarkdownParagraph } from './escape-markdown.ts';
import { renderBriefMarkdown } from './render-brief-markdown.ts';

/** Markdown-hostile strings on top of the HTML ones every field is tested with. */
const MARKDOWN_HOSTILE = [
  '**bold** __strong__ *em* _em_ ~~gone~~ `code` ``` fence',
  '[click](https://evil.example) ![img](https://evil.example/x.png) <https://evil.example>',
  'https://evil.example/path and www.evil.example',
  '# heading',
  '> quote',
  '- item',
  '+ item',
  '1. first',
  '2) second',
  '===',
  '---',
  '    indented code',
  'a | b | c',
  'line one\nline two\r\n\n# new heading',
  'back\\slash \\* and &amp; entity &#60;script&#62;',
  '<!-- comment --> <?php ?> <![CDATA[x]]>',
  'tail #',
];
const HOSTILE = [...HOSTILE_LIST, ...MARKDOWN_HOSTILE];

/** Reads escaped Markdown text back: backslash escapes and the three entities. */
function readBack(markdown: string): string {
  return markdown
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** Markdown or HTML syntax characters not neutralised by a backslash. */
const UNESCAPED_SYNTAX = /(?<!\\)(?:\\\\)*[`*_[\]!|~#<>]/;

describe('escapeMarkdownInline / escapeMarkdownParagraph', () => {
  it.each(HOSTILE)('keeps %j as text: nothing unescaped, the same text read back', (hostile) => {
    for (const escapeText of [escapeMarkdownInline, escapeMarkdownParagraph]) {
      const escaped = escapeText(hostile);
      expect(escaped).not.toMatch(UNESCAPED_SYNTAX);
      expect(escaped).not.toMatch(/[\r\n\u2028\u2029]/);
      expect(escaped).not.toMatch(/&(?!amp;|lt;|gt;)/);
      expect(escaped).not.toMatch(/(?<!\\):\/\/|www\.(?!\\)/i);
      expect(readBack(escaped)).toBe(hostile.replace(/[\r\n\u2028\u2029\t]+/g, ' ').trim());
    }
  });

  it('escapes what starts a block at the start of a paragraph only', () => {
    expect(escapeMarkdownParagraph('- item')).toBe('\\- item');
    expect(escapeMarkdownParagraph('1. first')).toBe('1\\. first');
    expect(escapeMarkdownParagraph('+8.3% rate impact')).toBe('\\+8.3% rate impact');
    expect(escapeMarkdownInline('+8.3%')).toBe('+8.3%');
    expect(escapeMarkdownInline('ACME Mutual Insurance Co.')).toBe('ACME Mutual Insurance Co.');
  });
});

describe('renderBriefMarkdown', () => {
  it('prints hostile filing data as text in every place a brief shows it', () => {
    const doc: BriefDocument = {
      title: HOSTILE[0] ?? '',
      subtitle: HOSTILE[1] ?? '',
      sections: HOSTILE.map((hostile) => ({
        heading: hostile,
        paragraphs: [hostile, `Carrier ${hostile} filed +8.3%.`],
        table: {
          columns: ['Carrier', 'Product'],
          numeric: [false, false],
          rows: [[hostile, hostile]],
        },
      })),
    };
    const markdown = renderBriefMarkdown(doc);
    expect(markdown).not.toMatch(/<[a-z!?/]/i);
    expect(markdown).not.toMatch(/(?<!\\)\]\(/);
    const lines = markdown.split('\n');
    for (const line of lines) {
      if (line === '') continue;
      // Every line is one the renderer made: a heading, the subtitle, a table row or prose.
      expect(line).toMatch(/^(# |## |_|\| |[^#>*+=\-|`~ \d]|\d+\\|\\[-+=])/);
      if (line.startsWith('| ')) {
        const cells = line.split(/(?<!\\)\|/).slice(1, -1);
        expect(cells).toHaveLength(2);
      }
    }
    const headings = lines.filter((l) => l.startsWith('## '));
    expect(headings.map((h) => readBack(h.slice(3)))).toEqual(
      HOSTILE.map((h) => h.replace(/[\r\n\u2028\u2029\t]+/g, ' ').trim()),
    );
    expect(lines.filter((l) => l.startsWith('# '))).toHaveLength(1);
  });
});
