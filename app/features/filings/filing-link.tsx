import type { CSSProperties } from 'react';
import { AnchorLink } from '#app/components/data-table/anchor-link.tsx';

/** A filing's SERFF tracking number, in monospace and never wrapped, linking to its page. */
export function FilingLink({
  tn,
  size = 'sm',
  style,
}: {
  tn: string;
  size?: 'xs' | 'sm';
  style?: CSSProperties;
}) {
  return (
    <AnchorLink
      to="/filings/$serffTrackingNumber"
      params={{ serffTrackingNumber: tn }}
      size={size}
      ff="monospace"
      style={{ whiteSpace: 'nowrap', ...style }}
    >
      {tn}
    </AnchorLink>
  );
}
