import { describe, expect, it } from 'vitest';
import { DataError, isNetworkFailure, isNoRowsError, unwrap } from '../src/index.ts';

describe('unwrap', () => {
  it('returns the data of a result without an error', () => {
    expect(unwrap<number[]>({ data: [1, 2], error: null, status: 200 })).toEqual([1, 2]);
  });

  it('throws a DataError carrying the code, the message and the HTTP status', () => {
    let thrown: unknown;
    try {
      unwrap({ data: null, error: { code: '42501', message: 'new row violates row-level security policy' }, status: 403 });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DataError);
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).toMatchObject({ name: 'DataError', code: '42501', status: 403, message: 'new row violates row-level security policy' });
  });

  it('gives an error without a message a readable one and drops an empty code', () => {
    const error = new DataError({ code: '' });
    expect(error.message).toBe('Request failed');
    expect(error.code).toBeUndefined();
  });
});

describe('isNetworkFailure', () => {
  it('is true for a fetch that threw and for a status-0 answer without a code', () => {
    expect(isNetworkFailure(new TypeError('Failed to fetch'))).toBe(true);
    expect(isNetworkFailure(new DataError({ message: 'TypeError: Failed to fetch' }, 0))).toBe(true);
  });

  it('is false when the server answered, even with status 0 and a code, and for other errors', () => {
    expect(isNetworkFailure(new DataError({ code: 'PGRST000', message: 'x' }, 0))).toBe(false);
    expect(isNetworkFailure(new DataError({ code: '23505', message: 'duplicate' }, 409))).toBe(false);
    expect(isNetworkFailure(new Error('boom'))).toBe(false);
    expect(isNetworkFailure('offline')).toBe(false);
  });
});

describe('isNoRowsError', () => {
  it('treats PGRST116 as a normal empty answer', () => {
    expect(isNoRowsError({ code: 'PGRST116' })).toBe(true);
    expect(isNoRowsError({ code: '42501' })).toBe(false);
    expect(isNoRowsError(null)).toBe(false);
  });
});
