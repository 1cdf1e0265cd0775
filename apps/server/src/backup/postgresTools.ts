import { spawn } from 'node:child_process';

/**
 * PostgreSQL's own pg_dump and pg_restore, run from the machine's PATH. The password, if the URL
 * has one, goes to them in PGPASSWORD rather than on the command line, where `ps` would show it.
 */
function connection(databaseUrl: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) } };
}

function run(tool: 'pg_dump' | 'pg_restore', args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'ENOENT'
          ? new Error(`${tool} not found: install PostgreSQL's client tools (of the server's major version or newer), e.g. apt-get install postgresql-client`)
          : error,
      ),
    );
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`${tool} failed (exit ${code}): ${stderr.trim()}`))));
  });
}

/**
 * pg_dump's custom format of the whole database into `file`. With `snapshot` (from
 * pg_export_snapshot in a transaction still open), the dump sees exactly what that transaction sees.
 */
export async function pgDump(databaseUrl: string, file: string, snapshot?: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  // Without owners and grants: the restore may run as another role, on another server.
  const args = ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, ...(snapshot ? [`--snapshot=${snapshot}`] : []), `--dbname=${dbname}`];
  await run('pg_dump', args, env);
}

/** Restores a custom-format dump into the (empty) database, all or nothing. */
export async function pgRestore(databaseUrl: string, file: string): Promise<void> {
  const { dbname, env } = connection(databaseUrl);
  await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--dbname=${dbname}`, file], env);
}
