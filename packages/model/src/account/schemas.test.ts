import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages';
import { passwordChangeSchema, repeatedPasswordProblem } from './schemas';

describe('repeatedPasswordProblem: what a form shows under the repeated password while it is typed', () => {
  it('nothing while the repetition is empty or equal', () => {
    expect(repeatedPasswordProblem({ password: 'secret123', password2: '' })).toBeNull();
    expect(repeatedPasswordProblem({ password: 'secret123', password2: 'secret123' })).toBeNull();
  });

  it("the schema's own mismatch message once it differs, however short", () => {
    expect(repeatedPasswordProblem({ password: 'secret123', password2: 's' })).toBe(MESSAGES.passwordsDoNotMatch);
    const refused = passwordChangeSchema.safeParse({ currentPassword: 'old one', password: 'secret123', password2: 'secret124' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((i) => i.message)).toContain(repeatedPasswordProblem({ password: 'secret123', password2: 'secret124' }));
  });
});
