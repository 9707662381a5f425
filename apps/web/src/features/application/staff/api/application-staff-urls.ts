/** The query of a console list's address, `?…` or nothing. */
export const searchOf = (params: Record<string, string>) => {
  const query = new URLSearchParams(params).toString();
  return query ? `?${query}` : '';
};

/** The CSV of the applications' list (same filters and order, no paging): a plain download link. */
export const applicationsCsvUrl = (params: Record<string, string>) =>
  `/api/staff/applications.csv${searchOf(params)}`;

/** `GET /api/staff/documents/:id/file`: the stored file (inline for the viewer). */
export function staffDocumentFileUrl(documentId: string): string {
  return `/api/staff/documents/${encodeURIComponent(documentId)}/file`;
}
