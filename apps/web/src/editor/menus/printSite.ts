import { authContract } from '@layout/model';
import { request } from '../../api/client';
import { reportError } from '../../app/errors';

/**
 * The print company's site with a one-time redirect token that signs the user in there
 * (spec 000 section 7, GET /api/auth/redirect-token): `<MAIN_WEBSITE_URL>?user=<token>`. Only an
 * absolute http(s) address is a print site (the default '/' is Layout itself): null otherwise.
 */
export function printSiteLink(mainWebsiteUrl: string, token: string): string | null {
  if (!/^https?:\/\//i.test(mainWebsiteUrl)) return null;
  const url = new URL(mainWebsiteUrl);
  url.searchParams.set('user', token);
  return url.toString();
}

/** Whether the configured main website is a print site the account menu can link to. */
export const hasPrintSite = (mainWebsiteUrl: string) => printSiteLink(mainWebsiteUrl, 'x') !== null;

/**
 * The account menu's 'Go to print site': opens the print site in a new tab, signed in. The tab is
 * opened at once (a tab opened after the token's request would be blocked as a pop-up) and sent
 * on when the token is there.
 */
export async function openPrintSite(mainWebsiteUrl: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { jwt } = await request(authContract.redirectToken);
    const link = printSiteLink(mainWebsiteUrl, jwt);
    if (!link) throw new Error('No print site is configured');
    if (tab) tab.location.href = link;
    else window.location.href = link;
  } catch (error) {
    tab?.close();
    reportError(error);
  }
}
