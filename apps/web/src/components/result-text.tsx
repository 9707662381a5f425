import { Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** The outcome of an action: green on success, red otherwise; announced to screen readers. */
export function ResultText({ success, children }: { success: boolean; children: ReactNode }) {
  return (
    <Text
      c={success ? 'green.9' : 'red.9'}
      fw={600}
      role={success ? 'status' : 'alert'}
      data-result={success ? 'success' : 'error'}
    >
      {children}
    </Text>
  );
}
