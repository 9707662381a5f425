import { Stack, type StackProps } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A list drawn without bullets or indent (cards, rows, links), spaced as a stack: a `ul`, or an
 * `ol` where the order is meant (`ordered`).
 */
export function PlainList({
  ordered = false,
  ...stack
}: Omit<StackProps, 'style'> & { ordered?: boolean; children: ReactNode }) {
  return <Stack component={ordered ? 'ol' : 'ul'} p={0} m={0} style={{ listStyle: 'none' }} {...stack} />;
}
