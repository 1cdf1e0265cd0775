import { describe, expect, it } from 'vitest';
import { defaultDownloadFormat } from '../catalogue';
import { downloadFormatOf, downloadItemFor, offeredDownloadFormats } from './downloadFormats';

const flags = (pdfPressReady: boolean, pdfStandard: boolean, jpg: boolean, png: boolean) => ({ pdfPressReady, pdfStandard, jpg, png });

describe('download formats (spec 000 section 9)', () => {
  it('offers the product flags in order, with the spec labels', () => {
    expect(offeredDownloadFormats(flags(true, true, true, true)).map((f) => f.label)).toEqual(['Print Ready PDF', 'Standard PDF', 'JPG', 'PNG']);
    expect(offeredDownloadFormats(flags(false, true, false, true)).map((f) => f.label)).toEqual(['Standard PDF', 'PNG']);
  });
  it('the first offered is the default format', () => {
    const product = flags(false, true, true, true);
    expect(offeredDownloadFormats(product)[0]!.flag).toBe(defaultDownloadFormat(product));
  });
  it('a design of no product gets all four', () => {
    expect(offeredDownloadFormats(undefined)).toHaveLength(4);
  });
  it('Print Ready PDF is print resolution, Standard PDF is not; JPG and PNG follow the choice', () => {
    expect(downloadItemFor(5, 'pdfPressReady', false)).toEqual({ designId: 5, type: 'pdf', isPrintResolution: true });
    expect(downloadItemFor(5, 'pdfStandard', true)).toEqual({ designId: 5, type: 'pdf', isPrintResolution: false });
    expect(downloadItemFor(5, 'png', true)).toEqual({ designId: 5, type: 'png', isPrintResolution: true });
    expect(downloadItemFor(5, 'jpg', false)).toEqual({ designId: 5, type: 'jpg', isPrintResolution: false });
  });
  it('names a bucket item by its format', () => {
    expect(downloadFormatOf({ type: 'pdf', isPrintResolution: true }).label).toBe('Print Ready PDF');
    expect(downloadFormatOf({ type: 'pdf', isPrintResolution: false }).label).toBe('Standard PDF');
    expect(downloadFormatOf({ type: 'jpg', isPrintResolution: false }).label).toBe('JPG');
  });
});
