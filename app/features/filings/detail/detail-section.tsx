import { Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { SectionCard } from '#app/components/section-card.tsx';

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
      <Title order={2} fz="lg" mb="sm" id={`${id}-heading`}>
        {title}
      </Title>
      {children}
    </SectionCard>
  );
}
