import { describe, expect, it } from 'vitest';
import { composeObjection, composeReply, type LetterHeader } from './compose-letter.ts';

const header: LetterHeader = {
  round: 2,
  trackingNumber: 'ABCD-134000001',
  productName: 'Signature Auto',
  stateName: 'Ohio',
  regime: 'prior approval',
  objectionDate: '2024-03-01',
  dueDate: '2024-03-31',
  replyDate: '2024-03-20',
  previousReplyDate: '2024-02-15',
  signer: 'Dana Whitfield',
  title: 'Property and Casualty Actuary',
  company: 'A Mutual Insurance Company',
};
const items = [
  { request: 'Please provide A.', reply: 'A is attached.' },
  { request: 'Please provide B.', reply: 'B is attached.' },
];

describe('composeObjection', () => {
  it('heads, numbers and signs the letter with its due date', () => {
    const text = composeObjection(header, items);
    expect(text.split('\n').slice(0, 4)).toEqual([
      'Objection Letter 2',
      'Objection Letter Date: 2024-03-01',
      'Respond By Date: 2024-03-31',
      'Filing: ABCD-134000001 - Signature Auto',
    ]);
    expect(text).toContain('\n1. Please provide A.\n\n2. Please provide B.\n');
    expect(text).toContain('response of 2024-02-15');
    expect(text).toContain('no later than 2024-03-31');
    expect(text).toContain('may be disapproved');
    expect(
      text.endsWith('Dana Whitfield\nProperty and Casualty Actuary\nOhio Department of Insurance'),
    ).toBe(true);
  });

  it('opens a first letter with the review and closes a file-and-use letter without disapproval', () => {
    const text = composeObjection(
      { ...header, round: 1, previousReplyDate: null, regime: 'file and use' },
      items,
    );
    expect(text).toContain('Ohio Department of Insurance has reviewed the above filing');
    expect(text).not.toContain('disapproved');
  });
});

describe('composeReply', () => {
  it('answers each item in order, addressed to the signer', () => {
    const text = composeReply(header, items);
    expect(
      text.startsWith('Response to Objection Letter 2\nResponse Letter Date: 2024-03-20'),
    ).toBe(true);
    expect(text).toContain('Dear Dana Whitfield:');
    expect(text).toContain('letter of 2024-03-01');
    expect(text).toContain('\n1. A is attached.\n\n2. B is attached.\n');
    expect(text.endsWith('A Mutual Insurance Company')).toBe(true);
  });
});
