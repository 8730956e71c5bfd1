import { Alert } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import { useState } from 'react';
import { pickFunFact } from './insurance-fun-facts.ts';

/** One insurance fun fact, picked when it first renders (in the browser: see fun-fact.tsx). */
export function RandomFact() {
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
