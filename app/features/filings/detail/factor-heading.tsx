import { Text, Title } from '@mantine/core';

/** A rating factor's name as a heading, its category after it in a quieter tone. */
export function FactorHeading({
  name,
  category,
  order,
}: {
  name: string;
  category: string;
  order: 3 | 4;
}) {
  return (
    <Title order={order} size="sm">
      {name}
      {category ? (
        <Text span c="dimmed" size="sm" fw={400}>
          {' '}
          · {category}
        </Text>
      ) : null}
    </Title>
  );
}
