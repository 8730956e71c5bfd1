import { Alert, Skeleton } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { ClientOnly } from '@tanstack/react-router';
import { useState } from 'react';
import { pickFunFact } from './insurance-fun-facts.ts';

function RandomFact() {
  const [fact] = useState(() => pickFunFact());
  return (
    <Alert
      variant="light"
      icon={<IconBulb aria-hidden />}
      title="Insurance fun fact"
      data-testid="fun-fact"
    >
      {fact}
    </Alert>
  );
}

/** A random fact, chosen in the browser so server and client markup agree. */
export function FunFact() {
  return (
    <ClientOnly fallback={<Skeleton height={92} radius="md" />}>
      <RandomFact />
    </ClientOnly>
  );
}
