import type { Token } from './meaning.ts';

/** Words between a column's name and its value: "company = X", "state: X", "state is X". */
const JOINS = /^(=|:|is|was|of|equals|equal to|being)$/;

/**
 * "filings with company = Northwater Preferred", "carrier is Harrowgate"
 * (twenty-second pass): a singular grouping word right before a value of its own dimension
 * past "=", ":" or "is" names the column of that value, not a grouping: the words are read as
 * one token with the value. A plural ("states Nevada and Ohio") or a "by"/"per" before it stays a grouping.
 */
export function readNamedColumnValues(tokens: Token[]): Token[] {
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i];
    if (!t) continue;
    const m = t.meaning;
    const before = tokens[i - 1]?.text ?? '';
    if (m.kind === 'dimension' && m.singular && !/^(by|per|each|every|across)$/.test(before)) {
      let k = i + 1;
      while (tokens[k] && JOINS.test(tokens[k]?.text ?? '') && k - i <= 2) k++;
      const valueToken = tokens[k];
      const value = valueToken?.meaning;
      // Right before its value ("company Acme") the interpreter reads the column already.
      if (k > i + 1 && valueToken && value?.kind === 'value' && value.dimension === m.dimension) {
        // One token: the column's words are read as part of the value's (they count as placed).
        const said = tokens.slice(i, k + 1).map((x) => x.text);
        out.push({ text: said.join(' '), meaning: value });
        i = k;
        continue;
      }
    }
    out.push(t);
  }
  return out;
}
