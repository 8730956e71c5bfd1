// @vitest-environment happy-dom
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TextWithIdentifiers } from './identifier.tsx';

afterEach(cleanup);

describe('TextWithIdentifiers', () => {
  it('keeps each tracking number of running text on one line and the text unchanged', () => {
    const text =
      'The largest increase was CAHG-133543215 (+12.0%); the largest decrease SFMG-134182001.';
    const { container } = render(
      <p>
        <TextWithIdentifiers text={text} />
      </p>,
    );
    const spans = [...container.querySelectorAll<HTMLElement>('[data-identifier]')];
    expect(spans.map((s) => s.textContent)).toEqual(['CAHG-133543215', 'SFMG-134182001']);
    for (const span of spans) expect(span.style.whiteSpace).toBe('nowrap');
    // What is copied is what the server wrote: no non-breaking hyphen, nothing added.
    expect(container.textContent).toBe(text);
  });

  it('renders text without tracking numbers as it is', () => {
    const { container } = render(<TextWithIdentifiers text="Filed May 13, 2022; 2023-2024" />);
    expect(container.innerHTML).toBe('Filed May 13, 2022; 2023-2024');
  });
});
