import { describe, expect, it } from 'vitest';
import { compileSql } from '#tests/support/compile-sql.ts';
import { parseSearchQuery } from './parse-search-query.ts';
import { NO_NAME_MATCHES } from './resolve-name-matches.ts';
import { buildSearchMatchTerms, phrasePattern } from './search-match-terms.ts';

const names = (words: string[]) => ({
  words,
  carriers: ['Allied Shield Insurance Group'],
  companies: [],
  similarity: 0.8,
});

describe('buildSearchMatchTerms', () => {
  it('matches the leading words by websearch and the last word as a prefix', () => {
    const terms = buildSearchMatchTerms(parseSearchQuery('roof age territ'), NO_NAME_MATCHES);
    expect(compileSql(terms.full)).toEqual({
      sql: "(websearch_to_tsquery('english', $1) && to_tsquery('english', $2))",
      parameters: ['roof age', 'territ:*'],
    });
    expect(terms.hasText).toBe(true);
    expect(terms.rest).toBeNull();
    expect(terms.excluded).toBeNull();
  });

  it('does not expand a last word under three letters', () => {
    const terms = buildSearchMatchTerms(parseSearchQuery('roof ag'), NO_NAME_MATCHES);
    expect(compileSql(terms.full).sql).toBe(
      "(websearch_to_tsquery('english', $1) && websearch_to_tsquery('english', $2))",
    );
    expect(compileSql(terms.full).parameters).toEqual(['roof', 'ag']);
  });

  it('matches nothing for a query of tracking numbers only', () => {
    const terms = buildSearchMatchTerms(parseSearchQuery('ABCD-123456789'), NO_NAME_MATCHES);
    expect(compileSql(terms.full).sql).toBe("''::tsquery");
    expect(terms.hasText).toBe(false);
    expect(terms.trackingNumbers).toEqual(['ABCD-123456789']);
  });

  it('leaves the words taken as names out of the rest', () => {
    const terms = buildSearchMatchTerms(parseSearchQuery('aliied roof '), names(['aliied']));
    expect(terms.rest && compileSql(terms.rest)).toEqual({
      sql: "(websearch_to_tsquery('english', $1))",
      parameters: ['roof'],
    });
    const onlyName = buildSearchMatchTerms(parseSearchQuery('aliied'), names(['aliied']));
    expect(onlyName.rest).toBeNull();
    expect(onlyName.names.carriers).toEqual(['Allied Shield Insurance Group']);
  });

  it('excludes the -words as one OR query', () => {
    const terms = buildSearchMatchTerms(
      parseSearchQuery('roof -hail -"wind storm"'),
      NO_NAME_MATCHES,
    );
    expect(terms.excluded && compileSql(terms.excluded)).toEqual({
      sql: "websearch_to_tsquery('english', $1)",
      parameters: ['"hail" OR "wind storm"'],
    });
  });
});

describe('phrasePattern', () => {
  it('matches the words in order as whole words, any whitespace between, case aside', () => {
    const re = new RegExp(phrasePattern('roof  age').replaceAll('[:alnum:]', 'a-zA-Z0-9'), 'i');
    expect(re.test('The Roof\nage table')).toBe(true);
    expect(re.test('roof ages')).toBe(false);
    expect(re.test('xroof age')).toBe(false);
  });

  it('escapes the characters regular expressions give a meaning', () => {
    expect(phrasePattern('a+b (c)')).toBe('(^|[^[:alnum:]_])a\\+b\\s+\\(c\\)($|[^[:alnum:]_])');
  });
});
