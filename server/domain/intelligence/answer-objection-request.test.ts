import { describe, expect, it } from 'vitest';
import { loadFilingDetails } from '#server/domain/filings/load-filing-details.ts';
import { insertFiling } from '#tests/support/factories/insert-filing.ts';
import { useTestDatabase } from '#tests/support/use-test-database.ts';
import { answerObjectionRequest } from './answer-objection-request.ts';

describe('answerObjectionRequest', () => {
  const fixture = useTestDatabase('pglite', async (db) => {
    const filing = await insertFiling(db, {
      state: 'OK',
      sub_toi: '19.0001 Private Passenger Auto (PPA)',
      filing_type: 'Rate/Rule',
      companies: [
        { company: 'Alpha One', max_change: 18.4, min_change: -3.1 },
        { company: 'Alpha Two', max_change: 25, min_change: -9 },
      ],
      ratingFactors: [
        { factor: 'Territory', category: 'Location', change: 4 },
        { factor: 'Increased limits', category: 'Coverage', change: 2.5 },
        { factor: 'Unchanged', category: 'Other', change: 0 },
      ],
    });
    const details = await loadFilingDetails(db, filing.serff_tracking_number);
    if (!details) throw new Error('the filing was not loaded');
    return { filing, details };
  });

  it('quotes the rate impact and the range of policyholder changes for a histogram request', () => {
    const { details } = fixture.seeded;
    const w = details.whole;
    const answer = answerObjectionRequest('Missing policyholder rate-change histogram', details);
    expect(answer).toContain(`overall rate impact is +${w.overall_rate_impact?.toFixed(1)}%`);
    expect(answer).toContain('range from −9.0% to +25.0%');
    expect(answer).toContain('[TO SUPPLY: the uncapped histogram');
  });

  it('lists only the factors that changed for a side-by-side request', () => {
    const { details, filing } = fixture.seeded;
    const answer = answerObjectionRequest('Side-by-side comparison of rates requested', details);
    expect(answer).toContain(`revised by filing ${filing.serff_tracking_number}`);
    expect(answer).toContain('   - Territory (Location): change +4.0%');
    expect(answer).toContain('   - Increased limits (Coverage): change +2.5%');
    expect(answer).not.toContain('Unchanged');
  });

  it('picks the limit and territory factors for their themes', () => {
    const { details } = fixture.seeded;
    expect(
      answerObjectionRequest('Increased limits factor changes not justified', details),
    ).toContain('   - Increased limits: change +2.5%');
    const manual = answerObjectionRequest(
      'Complete manual and territory definitions requested',
      details,
    );
    expect(manual).toContain('rating manual for OK');
    expect(manual).toContain('Territory factors revised: Territory (+4.0%).');
  });

  it('names the sub-TOI, filing type and companies for a TOI request', () => {
    expect(
      answerObjectionRequest('Wrong TOI, sub-TOI or filing type', fixture.seeded.details),
    ).toContain(
      'under sub-TOI 19.0001 Private Passenger Auto (PPA) as a Rate/Rule filing, by Alpha One, Alpha Two.',
    );
  });

  it('relates the premium change to the written premium', () => {
    const { details } = fixture.seeded;
    const w = details.whole;
    const answer = answerObjectionRequest('Premium impact and data anomalies', details);
    expect(answer).toContain('The filing states a written premium change of +$1,440,000');
    const share =
      ((w.overall_written_premium_change ?? 0) / (w.overall_written_premium ?? 1)) * 100;
    expect(answer).toContain(`The premium change is +${share.toFixed(1)}% of the written premium`);
  });

  it('marks every figure to supply when no filing is known', () => {
    const answer = answerObjectionRequest('Missing policyholder rate-change histogram', undefined);
    expect(answer).toContain('[TO SUPPLY: overall rate impact]');
    expect(answer).toContain('[TO SUPPLY: smallest policyholder change]');
    expect(answer).toContain('[TO SUPPLY: policyholders affected]');
    expect(
      answerObjectionRequest('Side-by-side comparison of rates requested', undefined),
    ).toContain('[TO SUPPLY: SERFF tracking number]');
    expect(answerObjectionRequest('Wrong TOI, sub-TOI or filing type', undefined)).toContain(
      'sub-TOI [TO SUPPLY: sub-TOI] as a [TO SUPPLY: filing type] filing, by [TO SUPPLY: the filing companies]',
    );
  });

  it('asks for the answer for an unknown or missing theme', () => {
    expect(answerObjectionRequest(undefined, fixture.seeded.details)).toBe(
      "[TO SUPPLY: the company's answer to this request]",
    );
    expect(answerObjectionRequest('Something else', undefined)).toBe(
      "[TO SUPPLY: the company's answer to this request]",
    );
  });
});
