import type { ReactNode } from 'react';
import { splitOnTrackingNumbers } from '#contract/filings/tracking-numbers.ts';

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * An identifier inside running text ("CAHG-133543215"), kept on one line: a line may break before
 * or after it, never at its hyphen. The text is unchanged (no non-breaking hyphen), so a copied
 * number is the number.
 */
export function Identifier({ children }: { children: ReactNode }) {
  return (
    <span style={NOWRAP} data-identifier="">
      {children}
    </span>
  );
}

/**
 * Running text (a server-written summary, a change log) with every tracking number in it set as
 * an `Identifier`.
 */
export function TextWithIdentifiers({ text }: { text: string }) {
  const pieces = splitOnTrackingNumbers(text);
  if (pieces.every((p) => !p.trackingNumber)) return text;
  let offset = 0;
  return (
    <>
      {pieces.map((piece) => {
        const key = offset;
        offset += piece.text.length;
        return piece.trackingNumber ? <Identifier key={key}>{piece.text}</Identifier> : piece.text;
      })}
    </>
  );
}
