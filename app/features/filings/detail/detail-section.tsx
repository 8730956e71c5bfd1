import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from '#app/components/section-card.tsx';

/**
 * A heading a link scrolls to (`#objections-heading`, `#documents-heading`): it stops below the
 * app's sticky header (Mantine's --app-shell-header-height) instead of under it.
 */
export const SCROLL_TARGET = {
  scrollMarginTop: 'calc(var(--app-shell-header-height, 0px) + var(--mantine-spacing-md))',
};

/** A titled block of the filing detail page (an h2 landmark region). */
export function DetailSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <SectionCard labelledBy={`${id}-heading`}>
      <Title order={2} fz="lg" mb="sm" id={`${id}-heading`} style={SCROLL_TARGET}>
        {title}
      </Title>
      {children}
    </SectionCard>
  );
}
