import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { backupSettings, createBackup, restoreBackup } from '../backup/backup';

const USAGE = `Back up and restore Layout's data (the same DATA_DIR / DATABASE_URL as the server).

  npm run backup -- create [--out FOLDER]      (default: ./backups/layout-<date and time>)
  npm run backup -- restore --from FOLDER [--force]

A backup is a folder: manifest.json, data/ (a copy of DATA_DIR) and, with PostgreSQL,
database.pgdump (pg_dump's custom format). Every file and every table is checked on restore.
With the embedded database (no DATABASE_URL), stop the server first: PGlite serves one process.
With PostgreSQL the server may keep running; restore into a new, empty database.
restore wants an empty DATA_DIR; --force moves the existing one aside (DATA_DIR.before-restore-...).`;

/** Runs one backup command; returns the lines to print. Throws with a readable message. */
export async function runBackupCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: { out: { type: 'string' }, from: { type: 'string' }, force: { type: 'boolean', default: false }, help: { type: 'boolean', short: 'h' } },
  });
  const command = positionals[0];
  if (values.help || !command) return USAGE;
  const settings = backupSettings(env);
  switch (command) {
    case 'create': {
      const out = values.out ?? join('backups', `layout-${new Date().toISOString().replace(/[:.]/g, '-')}`);
      return (await createBackup(settings, out, { force: values.force })).join('\n');
    }
    case 'restore':
      if (!values.from) throw new Error('--from is required');
      return (await restoreBackup(settings, values.from, { force: values.force })).join('\n');
    default:
      throw new Error(`Unknown command '${command}'.\n\n${USAGE}`);
  }
}

// Run as a script (npm run backup), not when imported by tests.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  runBackupCommand(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: Error) => {
      console.error(`Error: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
