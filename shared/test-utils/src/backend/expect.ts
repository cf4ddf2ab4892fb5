/** What a request's result must be: success, a refusal with a given code, or nothing touched. */
import { expect } from 'vitest';

interface Result<T> {
  data: T;
  error: { code?: string; message: string } | null;
}

/** Asserts success and returns the data. */
export function ok<T>(result: Result<T>): NonNullable<T> {
  expect(result.error, result.error ? `${result.error.code}: ${result.error.message}` : '').toBeNull();
  return result.data as NonNullable<T>;
}

/** Asserts the request was refused with this SQLSTATE / PostgREST code (e.g. '42501', 'PGRST116'). */
export function refused(result: Result<unknown>, code: string): void {
  expect(result.error, `expected error ${code}, got success`).not.toBeNull();
  expect(result.error!.code, result.error!.message).toBe(code);
}

/** An update or delete that row-level security filtered to nothing: no error, no rows. */
export function noRows(result: Result<unknown[] | null>): void {
  expect(result.error, result.error ? `${result.error.code}: ${result.error.message}` : '').toBeNull();
  expect(result.data ?? []).toEqual([]);
}
