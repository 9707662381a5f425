import type { StatusMessageKey } from '@school/domain/candidate/status-bar';
import type { Resources } from '../../../i18n/i18n';

type StatusMessages = Resources['candidate']['status'];

/** A phase message's key in the `candidate` catalogue ("status.edition.wait"). */
export type StatusCatalogueKey = {
  [Group in keyof StatusMessages]: `status.${Group & string}.${keyof StatusMessages[Group] & string}`;
}[keyof StatusMessages];

/**
 * The catalogue key (namespace `candidate`) of a phase message of the status bar:
 * 'candidate.status.edition.wait' → 'status.edition.wait'. Every key of STATUS_MESSAGE_KEYS is in
 * both catalogues (status-bar.test.tsx).
 */
export function statusMessageKey(key: StatusMessageKey): StatusCatalogueKey {
  return key.replace(/^candidate\./, '') as StatusCatalogueKey;
}
