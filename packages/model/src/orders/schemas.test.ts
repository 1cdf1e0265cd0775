import { describe, expect, it } from 'vitest';
import { normaliseOrderReference } from './schemas';

describe('order references as customers type them', () => {
  it('reads lower case, spaces and missing dashes', () => {
    expect(normaliseOrderReference('abcd-efgh-jkmn-pqrs')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normaliseOrderReference(' ABCD EFGH JKMN PQRS ')).toBe('ABCD-EFGH-JKMN-PQRS');
    expect(normaliseOrderReference('abcdefghjkmnpqrs')).toBe('ABCD-EFGH-JKMN-PQRS');
  });

  it('is not a reference when too short, too long or with look-alike characters', () => {
    for (const typed of ['ABCD-EFGH-JKMN', 'ABCD-EFGH-JKMN-PQRS-TUVW', 'ABCD-EFGH-JKMN-PQR0', 'my secret password']) expect(normaliseOrderReference(typed), typed).toBeNull();
  });
});
