import { describe, expect, it } from 'vitest';
import { designInputSchema } from './design';
import { DESIGN_PREVIEW_MAX_CHARS, isDesignPreview } from './preview';

describe('isDesignPreview', () => {
  it('accepts exactly what the API schema accepts as a preview', () => {
    const cases: unknown[] = [
      'data:image/jpeg;base64,AAAA',
      `data:image/png;base64,${'A'.repeat(DESIGN_PREVIEW_MAX_CHARS - 22)}`,
      `data:image/png;base64,${'A'.repeat(DESIGN_PREVIEW_MAX_CHARS - 21)}`,
      'data:text/html,<b>',
      'https://example.com/p.png',
      '',
      42,
      undefined,
    ];
    for (const value of cases) {
      const byApi = value !== undefined && designInputSchema.shape.preview.safeParse(value).success;
      expect(isDesignPreview(value), String(value).slice(0, 30)).toBe(byApi);
    }
  });
});
