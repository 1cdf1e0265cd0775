import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { isRetryableSaveFailure, retryDelayMs } from './saveStatus';

const failure = (status: number | null) => new ApiError(status, 'x', undefined, 'plain');

describe('a save that failed on the network is tried again; one the server refused is not', () => {
  it('retries no answer, 408, 429, 502, 503 and 504', () => {
    for (const status of [null, 408, 429, 502, 503, 504]) expect(isRetryableSaveFailure(failure(status))).toBe(true);
  });

  it('does not retry a refusal: 400, 401, 403, 404, 409, 422, 428, nor a 500', () => {
    for (const status of [400, 401, 403, 404, 409, 422, 428, 500]) expect(isRetryableSaveFailure(failure(status))).toBe(false);
    expect(isRetryableSaveFailure(new Error('bug'))).toBe(false);
  });

  it('waits 1, 2, 4, 8, 16 s, then 30 s between attempts', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 20].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
  });
});
