/**
 * The public PDF of a reserve document (registered directly: a file, not JSON). Kept apart from
 * the reserve's contract (./reserve.ts) so that /reserve links to it without loading zod.
 */
export const RESERVE_DOCUMENT_PATH = '/api/reserve/documents/:documentId';
export const reserveDocumentHref = (documentId: string) =>
  `/api/reserve/documents/${encodeURIComponent(documentId)}`;
