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

  it('lists a colour stored as inks once, in its one spelling, apart from the screen colour of the same look (issue 26)', () => {
    const content = doc(
      page(
        { id: 'p', backgroundColor: 'device-cmyk(0 0 0 0.2)' },
        rect({ fill: 'device-cmyk(0% 100% 100% 0%)' }),
        text({ fill: 'DEVICE-CMYK(0 1 1 0)' }),
        rect({ fill: '#ff0000' }),
      ),
    );
    expect(documentColours(content)).toEqual(['device-cmyk(0% 100% 100% 0%)', '#ff0000', 'device-cmyk(0% 0% 0% 20%)']);
  });
});
