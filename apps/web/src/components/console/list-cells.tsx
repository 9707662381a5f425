import { Badge, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { StaffTableColumn } from './staff-table';

/** A tag under a record's name in a list (hidden, mandatory, on promotion…), shown when `show`. */
export interface NameTag {
  show: unknown;
  text: ReactNode;
  color: string;
  /** `outline` unless said (a code, in `light`). */
  variant?: 'outline' | 'light';
}

/** A list's name cell: the name in bold, the tags that apply under it. */
export function NameWithTags({ name, tags }: { name: ReactNode; tags: readonly NameTag[] }) {
  return (
    <Stack gap={2}>
      <Text size="sm" fw={600}>
        {name}
      </Text>
      <Group gap={4}>
        {tags.map(
          (tag, index) =>
            Boolean(tag.show) && (
              // The tags are a fixed list, each in its place.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed, never reordered
              <Badge key={index} size="sm" variant={tag.variant ?? 'outline'} color={tag.color}>
                {tag.text}
              </Badge>
            ),
        )}
      </Group>
    </Stack>
  );
}

/** A column saying in bold which of two states a record is in (active or not, published or hidden). */
export function stateColumn<T>(
  accessor: string,
  title: string,
  isOn: (row: T) => boolean,
  [on, off]: readonly [string, string],
): StaffTableColumn<T> {
  return { accessor, title, render: (row) => <Text fw={600}>{isOn(row) ? on : off}</Text> };
}

/** A date (or a date and time) in a list's cell, never broken in the middle ("18-11-" / "2026"). */
export function DateCell({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
      {children}
    </Text>
  );
}
