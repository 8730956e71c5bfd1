import { Skeleton } from '@mantine/core';
import { useDeferredComponent } from '#app/components/shell/use-deferred-component.ts';

// The facts load with the not-found page in the browser, not with every page's entry chunk.
const loadRandomFact = async () => (await import('./random-fact.tsx')).RandomFact;

/** A random fact, chosen in the browser so server and client markup agree. */
export function FunFact() {
  const RandomFact = useDeferredComponent(loadRandomFact);
  return RandomFact ? <RandomFact /> : <Skeleton height={92} radius="md" />;
}
