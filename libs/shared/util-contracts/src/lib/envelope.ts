/** The answer shape of every API route: `{ success, message, data }` (plus `meta` on lists). */
export interface ApiEnvelope<T> {
  success: boolean;
  message: string;
  data: T;
}

export interface PageMeta {
  page: number;
  per_page: number;
  total: number;
}

export interface ApiPage<T> extends ApiEnvelope<T[]> {
  meta: PageMeta;
}

export const DEFAULT_PER_PAGE = 10;
export const MAX_PER_PAGE = 100;
