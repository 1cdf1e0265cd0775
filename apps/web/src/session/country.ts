import { publicContract } from '@layout/model';
import { request } from '../api/client';

/**
 * The visitor's country name (e.g. 'Australia') from the server's offline IP lookup.
 * Spec 000 section 8: a failed lookup is swallowed and yields no country.
 */
export async function lookUpCountry(): Promise<string | null> {
  try {
    return (await request(publicContract.country, {}, { withoutSession: true })).country;
  } catch {
    return null;
  }
}
