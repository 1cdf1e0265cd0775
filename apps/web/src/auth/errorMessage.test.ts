import { describe, expect, it } from 'vitest';
import { ApiError, toApiError } from '../api/client';
import { errorMessage } from './errorMessage';

describe('the message a form shows after "Error: "', () => {
  it('shows the details of a failed login rather than the bare status text', () => {
    const error = new ApiError(401, 'Unauthorized', 'Invalid email or password', 'plain');
    expect(errorMessage(error)).toBe('Invalid email or password');
  });

  it('shows how long to wait when the server refuses with 429 (rate limit)', () => {
    const details = 'Too many login attempts. Please wait 45 seconds and try again.';
    const error = toApiError(429, { statusCode: 429, message: 'Too Many Requests', details });
    expect(error.kind).toBe('plain');
    expect(error.message).toBe('Too Many Requests');
    expect(errorMessage(error)).toBe(details);
  });

  it('keeps the server’s request id of a failed request, for the toast', () => {
    const error = toApiError(500, { statusCode: 500, message: 'Internal Server Error', details: 'Something went wrong' }, 'req-7f3a');
    expect(error.requestId).toBe('req-7f3a');
    expect(toApiError(404, null).requestId).toBeNull();
  });

  it('shows the message when there are no details', () => {
    expect(errorMessage(new ApiError(null, 'Network Error', undefined, 'plain'))).toBe('Network Error');
  });

  it("shows a rejected field's own message for a validation error", () => {
    const error = new ApiError(422, 'Validation failed', undefined, 'validation', { email: ['Invalid email'] });
    expect(errorMessage(error)).toBe('Invalid email');
  });

  it('falls back to the message of any other error', () => {
    expect(errorMessage(new Error('boom'))).toBe('boom');
    expect(errorMessage('plain text')).toBe('plain text');
  });
});
