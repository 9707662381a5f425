import * as staffApi from '@school/domain/staff/contracts/staff-endpoints';
import { endpointUrl } from '../../../../lib/api-client';

/**
 * The CSV of the applications' list (same filters and order, no paging): a plain download link.
 * The page offers it once an edition is chosen, so `params` holds `edition`.
 */
export const applicationsCsvUrl = (params: Record<string, string>) =>
  endpointUrl(staffApi.applicationsCsv, { query: params as EditionParams });

/** A list's filters as the page sends them: the edition is always among them. */
export type EditionParams = Record<string, string> & { edition: string };

/** The stored file of a document (inline for the viewer, a download link elsewhere). */
export const staffDocumentFileUrl = (documentId: string) =>
  endpointUrl(staffApi.documentFile, { params: { id: documentId } });
