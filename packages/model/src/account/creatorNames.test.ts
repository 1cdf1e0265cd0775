import { describe, expect, it } from 'vitest';
import { isReservedCreatorName } from './creatorNames';

describe('creator names that are pages of Layout', () => {
  it('refuses the first segments of its own pages, in any case and with spaces for dashes', () => {
    for (const name of ['Sales', 'learn', ' Checkout ', 'Terms and conditions', 'ADMIN']) expect(isReservedCreatorName(name), name).toBe(true);
  });

  it('accepts names that only contain one', () => {
    for (const name of ['Sales Studio', 'Learn Design', 'Anna-Marie Prints']) expect(isReservedCreatorName(name), name).toBe(false);
  });
});
