import { describe, expect, it } from 'vitest';
import { currentDataDrivenValues, previewDataDrivenValues, setDataDrivenValues } from './dataDrivenValues';

describe('a print run previews a person in place of the viewer’s details, and gives them back', () => {
  it('fills with the previewed record while it is shown, with the viewer’s latest details after', () => {
    setDataDrivenValues({ fullName: 'Viewer One' });
    const ada = { fullName: 'Ada Lovelace', phone: '555-0101' };
    previewDataDrivenValues(ada);
    expect(currentDataDrivenValues()).toBe(ada);
    // The viewer saves new details meanwhile: kept for later, the preview stays on the canvas.
    expect(setDataDrivenValues({ fullName: 'Viewer Two' })).toBe(true);
    expect(currentDataDrivenValues()).toBe(ada);
    previewDataDrivenValues(null);
    expect(currentDataDrivenValues()).toEqual({ fullName: 'Viewer Two' });
  });
});
