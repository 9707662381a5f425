import { Card, type CardProps } from '@mantine/core';
import type { ReactNode, Ref } from 'react';

/**
 * One section of a page drawn as a bordered card: named by its heading (`titleId` is the heading's
 * id) and marked with `data-box`, as the Utility, Housing and doors sections are.
 */
export function SectionCard({
  box,
  titleId,
  children,
  ...card
}: CardProps & {
  box: string;
  titleId: string;
  id?: string;
  ref?: Ref<HTMLElement>;
  children: ReactNode;
}) {
  return (
    <Card
      component="section"
      withBorder
      radius="md"
      padding="lg"
      aria-labelledby={titleId}
      data-box={box}
      {...card}
    >
      {children}
    </Card>
  );
}
