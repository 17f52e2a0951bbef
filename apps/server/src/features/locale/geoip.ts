import fs from 'node:fs';
import { Reader, type CountryResponse } from 'maxmind';

/** Looks up the country of an IP address in a local MaxMind-format (.mmdb) database. */
export interface GeoIp {
  country(ip: string): string | null;
}

/**
 * Opens the database once, in memory (a country database is a few megabytes). A configured file
 * that is missing or unreadable stops the start with a clear message rather than guessing wrong.
 */
export function openGeoIp(file: string): GeoIp {
  let reader: Reader<CountryResponse>;
  try {
    reader = new Reader<CountryResponse>(fs.readFileSync(file));
  } catch (error) {
    throw new Error(`GEOIP_DB: cannot read a MaxMind database at ${file}: ${(error as Error).message}`, {
      cause: error,
    });
  }
  const ipv4Only = reader.metadata.ipVersion === 4;
  return {
    country(ip) {
      // Node reports IPv4 clients of a dual-stack socket as IPv4-mapped IPv6 addresses.
      const address = ip.startsWith('::ffff:') && ip.includes('.') ? ip.slice(7) : ip;
      if (ipv4Only && address.includes(':')) return null;
      try {
        const record = reader.get(address);
        const code = record?.country?.iso_code ?? record?.registered_country?.iso_code;
        return typeof code === 'string' && /^[A-Z]{2}$/.test(code) ? code : null;
      } catch {
        return null; // not an IP address (e.g. a test client's "localhost")
      }
    },
  };
}
