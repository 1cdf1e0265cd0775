import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client';
import { errorMessage } from './errorMessage';

describe('the message a form shows after "Error: "', () => {
  it('shows the details of a failed login rather than the bare status text', () => {
    const error = new ApiError(401, 'Unauthorized', 'Invalid email or password', 'plain');
    expect(errorMessage(error)).toBe('Invalid email or password');
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
