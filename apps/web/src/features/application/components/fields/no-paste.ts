import type { ClipboardEvent } from 'react';

/**
 * "Paste is blocked in text inputs" (specification 001, section 5, Application): spread on the
 * text inputs of the application's steps. Password fields are left alone, so password managers,
 * which type rather than paste, keep working.
 */
export const noPaste = {
  onPaste: (event: ClipboardEvent<HTMLElement>) => event.preventDefault(),
} as const;
