import geoip from 'geoip-country';

/**
 * The country name (e.g. 'Australia') of an IP address, from the offline database shipped in
 * the geoip-country package. Private, loopback and unknown addresses, and any failure, give null:
 * a country is a convenience, never a reason to fail a request.
 */
export function countryOfIp(ip: string | undefined): string | null {
  if (!ip) return null;
  try {
    const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
    return geoip.lookup(address)?.name ?? null;
  } catch {
    return null;
  }
}
