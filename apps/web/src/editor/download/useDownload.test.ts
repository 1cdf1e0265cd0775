import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/client';
import { failureText, progressText } from './useDownload';

describe('the progress line', () => {
  it('names the page being drawn once the server knows the total', () => {
    expect(progressText(null)).toBe('Preparing your file...');
    expect(progressText({ done: 1, total: 8 })).toBe('Preparing your file... page 2 of 8');
    expect(progressText({ done: 8, total: 8 })).toBe('Preparing your file... page 8 of 8');
  });
});

describe('why a download failed', () => {
  it("gives a refusal's reasons, else the server's details or message, and says the download is kept", () => {
    const refused = new ApiError(422, 'Format not offered', undefined, 'validation', { type: ['Print Ready PDF is not offered for Documents.'] });
    expect(failureText(refused)).toBe('The file could not be made: Print Ready PDF is not offered for Documents. Your download is kept; try again.');
    expect(failureText(new ApiError(500, 'Internal Server Error', undefined, 'plain'))).toBe(
      'The file could not be made: Internal Server Error. Your download is kept; try again.',
    );
    expect(failureText(new ApiError(null, 'Network Error', undefined, 'plain'))).toBe('The file could not be made: Network Error. Your download is kept; try again.');
  });
});
