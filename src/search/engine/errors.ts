import type { MeiliError, MeiliErrorCode } from './types';

export function meiliError(code: MeiliErrorCode, message: string): MeiliError {
  return { message, code, type: code === 'internal' ? 'internal' : 'invalid_request', link: `https://docs.meilisearch.com/errors#${code}` };
}

export function isMeiliError(value: unknown): value is MeiliError {
  return typeof value === 'object' && value !== null && 'code' in value && 'message' in value && 'link' in value && !('hits' in value);
}

/** HTTP status Meilisearch answers each error with. */
export function errorStatus(error: MeiliError): number {
  if (error.code === 'index_not_found' || error.code === 'not_found') return 404;
  if (error.code === 'internal') return 500;
  return 400;
}

/** Thrown by the filter parser and caught by the engine, which turns it into a MeiliError. */
export class SearchRequestError extends Error {
  readonly error: MeiliError;
  constructor(error: MeiliError) {
    super(error.message);
    this.name = 'SearchRequestError';
    this.error = error;
  }
}
