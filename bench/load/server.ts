import { type ServerProcess, startServerProcess } from '../serverProcess';

export type LoadServer = ServerProcess;

/**
 * `npm run serve`'s server as a child process on loopback: a fresh DATA_DIR, the embedded
 * database unless `databaseUrl` is given, no seeded libraries (the bench needs none, and seeding
 * would run during the measurement), and the rate limits multiplied out of the way (one address
 * for a hundred accounts would otherwise be throttled, which is what they are for).
 */
export function startLoadServer(options: { databaseUrl?: string; env?: Record<string, string> } = {}): Promise<LoadServer> {
  return startServerProcess('load', {
    DATABASE_URL: options.databaseUrl ?? '',
    SEED_LIBRARIES: 'false',
    RATE_LIMIT_FACTOR: '100000',
    ...options.env,
  });
}
