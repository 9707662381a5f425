import { Group, Text } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

/** Icon colours with at least 3:1 contrast on white and on the table's stripes. */
const TONES = {
  green: 'var(--mantine-color-green-9)',
  blue: 'var(--mantine-color-blue-9)',
  orange: 'var(--mantine-color-orange-9)',
  red: 'var(--mantine-color-red-9)',
  gray: 'var(--mantine-color-gray-7)',
} as const;

/**
 * A state in a table cell: a coloured icon and its name in full, in the text colour (readable at
 * any width, never truncated, never colour alone).
 */
export function StatusLabel({
  icon: Icon,
  tone,
  label,
  ...data
}: {
  icon: TablerIcon;
  tone: keyof typeof TONES;
  label: string;
} & Record<`data-${string}`, string>) {
  return (
    <Group gap={6} wrap="nowrap" component="span" {...data}>
      <Icon size={18} stroke={2.2} color={TONES[tone]} aria-hidden="true" style={{ flex: 'none' }} />
      <Text component="span" size="sm" fw={600}>
        {label}
      </Text>
    </Group>
  );
}
