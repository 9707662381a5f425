import { SimpleGrid, Text } from '@mantine/core';

/** Saved values shown read-only, as a description list; `placeholder` for values still missing. */
export function DetailsList({
  items,
  placeholder,
}: {
  items: readonly { id: string; label: string; value: string }[];
  placeholder?: string;
}) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm" m={0}>
      {items.map((item) => (
        <div key={item.id} data-detail={item.id}>
          <Text component="dt" fw={700} size="sm">
            {item.label}
          </Text>
          <Text
            component="dd"
            m={0}
            c={item.value === '' ? 'dimmed' : undefined}
            fs={item.value === '' ? 'italic' : undefined}
          >
            {item.value === '' ? (placeholder ?? '–') : item.value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
