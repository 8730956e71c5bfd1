// @vitest-environment happy-dom
import { create } from '@bufbuild/protobuf';
import { timestampFromMs } from '@bufbuild/protobuf/wkt';
import { MantineProvider } from '@mantine/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { formatDateTime } from '#app/lib/format/format-date.ts';
import {
  IntelligenceBriefSummarySchema,
  ListBriefsResponseSchema,
} from '#gen/ratefiling/v1/intelligence_service_pb.ts';
import { BriefList } from './brief-list.tsx';

afterEach(cleanup);

describe('BriefList', () => {
  it('writes the creation moment with the one date module (plain spaces, "May 13, 2022, 2:03 PM")', () => {
    const created = Date.UTC(2022, 4, 13, 14, 3);
    const data = create(ListBriefsResponseSchema, {
      briefs: [
        create(IntelligenceBriefSummarySchema, {
          id: 'b1',
          title: 'Texas auto',
          filingCount: 12,
          createdDate: timestampFromMs(created),
        }),
      ],
    });
    render(
      <MantineProvider>
        <BriefList data={data} openId={undefined} onOpen={() => {}} onDelete={() => {}} />
      </MantineProvider>,
    );
    const row = screen.getByTestId('brief-row');
    const cell = within(row).getByText(formatDateTime(created));
    expect(cell.textContent).toMatch(/^May 1[34], 2022, \d{1,2}:03 [AP]M$/);
    // toLocaleString's narrow no-break space before "PM" is not what the module writes.
    expect(row.textContent).not.toMatch(/[\u00a0\u202f]/);
  });
});
