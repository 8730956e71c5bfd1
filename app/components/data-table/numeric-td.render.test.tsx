// @vitest-environment happy-dom
import { MantineProvider, Table } from '@mantine/core';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { NumericTd, PercentChangeCell, PercentChangeTd } from './numeric-td.tsx';

afterEach(cleanup);

function renderRow(cells: ReactNode) {
  return render(
    <MantineProvider>
      <Table>
        <Table.Tbody>
          <Table.Tr>{cells}</Table.Tr>
        </Table.Tbody>
      </Table>
    </MantineProvider>,
  );
}

describe('numeric table cells', () => {
  it('NumericTd right-aligns its number and keeps its title', () => {
    renderRow(<NumericTd text="$1.2M" title="$1,200,000" />);
    const cell = screen.getByRole('cell');
    expect(cell.textContent).toBe('$1.2M');
    expect(cell.getAttribute('style') ?? '').toContain('text-align: right');
    expect(screen.getByTitle('$1,200,000').textContent).toBe('$1.2M');
  });

  it('PercentChangeTd prints the change with its sign, right-aligned', () => {
    renderRow(
      <>
        <PercentChangeTd value={4.25} />
        <PercentChangeTd value={-1.5} />
      </>,
    );
    const [up, down] = screen.getAllByRole('cell');
    expect(up?.textContent).toBe('+4.3%');
    expect(down?.textContent).toBe('−1.5%');
    expect(up?.getAttribute('style') ?? '').toContain('text-align: right');
  });

  it('PercentChangeCell colours an increase differently from no change', () => {
    const { container } = render(
      <MantineProvider>
        <PercentChangeCell value={3} />
        <PercentChangeCell value={0} />
        <PercentChangeCell value={undefined} />
      </MantineProvider>,
    );
    const [up, flat, missing] = Array.from(container.querySelectorAll('span'));
    expect(up?.className).not.toBe(flat?.className);
    expect(flat?.className).toBe(missing?.className);
    expect(missing?.textContent).toBe('—');
  });
});
