import { describe, expect, it } from 'vitest';
import { insertSearchFilings } from '#tests/support/factories/insert-search-filings.ts';
import { listTestTargets } from '#tests/support/test-database.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { NO_NAME_MATCHES, resolveNameMatches } from './resolve-name-matches.ts';

describe.each(listTestTargets())('resolveNameMatches on %s', (target) => {
  const fixture = useTestDatabase(target, insertSearchFilings);

  it('finds the carriers and companies a misspelt word stands for', async () => {
    const matches = await resolveNameMatches(fixture.db, ['beacn']);
    expect(matches).toMatchObject({
      words: ['beacn'],
      carriers: ['Beacon Mutual Group'],
      companies: ['Beacon Mutual Insurance Company'],
    });
    expect(matches.similarity).toBeCloseTo(2 / 3, 5);
  });

  it('takes no word the full-text index knows, nor a word spelt right in a name', async () => {
    expect(await resolveNameMatches(fixture.db, ['roof', 'beacon'])).toEqual(NO_NAME_MATCHES);
    expect(await resolveNameMatches(fixture.db, [])).toEqual(NO_NAME_MATCHES);
  });

  it('keeps the names every misspelt word matches, or else any', async () => {
    expect((await resolveNameMatches(fixture.db, ['alied', 'beacn'])).carriers).toEqual([
      'Allied Shield Insurance Group',
      'Beacon Mutual Group',
    ]);
    const both = await resolveNameMatches(fixture.db, ['beacn', 'mutul']);
    expect(both.words).toEqual(['beacn', 'mutul']);
    expect(both.carriers).toEqual(['Beacon Mutual Group']);
  });

  it('takes the word still being typed as known when the index holds a word it begins', async () => {
    // 'mutu' whole is no word of the index, so it may stand for 'Mutual'; as the last word still
    // being typed it begins 'mutual', which the index knows.
    expect((await resolveNameMatches(fixture.db, ['mutu'])).words).toEqual(['mutu']);
    expect(await resolveNameMatches(fixture.db, ['mutu'], 'mutu')).toEqual(NO_NAME_MATCHES);
    // A misspelling that begins no word of the index is still read as a name.
    expect((await resolveNameMatches(fixture.db, ['beacn'], 'beacn')).carriers).toEqual([
      'Beacon Mutual Group',
    ]);
  });

  it('takes no word common on the document pages, which no filing’s own text holds', async () => {
    // 'grouper' is like "… Group" and on no filing's own text: a misspelt name until the pages
    // hold it often enough for the planner's statistics to list it.
    expect((await resolveNameMatches(fixture.db, ['grouper'])).words).toEqual(['grouper']);
    const [page] = await fixture.db.query<{ tn: string }>(
      'select serff_tracking_number as tn from document_pages limit 1',
    );
    const tn = page?.tn ?? '';
    for (let n = 0; n < 3; n++) {
      await fixture.db.query(
        'insert into document_pages (serff_tracking_number, page_number, content) values ($1, $2, $3)',
        [tn, 900 + n, `The grouper table ${n} is attached.`],
      );
    }
    await fixture.db.query('analyze document_pages');
    expect(await resolveNameMatches(fixture.db, ['grouper'])).toEqual(NO_NAME_MATCHES);
    // The word still being typed is known when a common page word begins with it.
    expect(await resolveNameMatches(fixture.db, ['groupe'], 'groupe')).toEqual(NO_NAME_MATCHES);
  });

  it('finds nothing for a word like no name', async () => {
    expect(await resolveNameMatches(fixture.db, ['zzzzqx'])).toEqual(NO_NAME_MATCHES);
  });
});
