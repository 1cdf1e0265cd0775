import { defineRoute, fileAnswer } from './route';

/**
 * The print company's CMYK profile (not in the spec; issue 26): the ICC bytes the Print Ready PDF
 * is made for (PRINT_ICC_PROFILE, or Layout's own Coated FOGRA39), so the editor shows colours
 * stored as inks through the same profile the press prints with. Open to everyone: a guest's
 * editor shows CMYK colours too, and a profile is no secret (every Print Ready PDF embeds it).
 */
export const printProfileContract = {
  profile: defineRoute({
    method: 'GET',
    path: '/print/profile',
    summary: 'The print profile (ICC) the Print Ready PDF is made for, to show CMYK colours on screen',
    description: 'Answers the ICC profile’s bytes (application/vnd.iccprofile) with an ETag; a matching If-None-Match answers 304.',
    response: { 200: fileAnswer },
  }),
};
