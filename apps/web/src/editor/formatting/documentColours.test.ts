import { doc, page, rect, text } from '../../../../../packages/model/src/testing/fixtures';
import { describe, expect, it } from 'vitest';
import { documentColours } from './documentColours';

describe('the document colours offered as swatches', () => {
  it('lists every visible colour once, asset colours first, then page colours', () => {
    const content = doc(
      page({ id: 'p', backgroundColor: '#FFFFFF' }, rect({ fill: '#FF0000' }), text({ fill: 'red' }), rect({ fill: '#00ff00' })),
      page({ id: 'q', backgroundColor: '#000' }),
    );
    expect(documentColours(content)).toEqual(['#ff0000', '#00ff00', '#ffffff', '#000000']);
  });
});
