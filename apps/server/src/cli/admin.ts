import { parseArgs } from 'node:util';
import { ROLES, type Role, emailSchema, registerSchema } from '@layout/model';
import { hashPassword } from '../auth/passwords';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { findUserByEmail, insertUser, updateUser } from '../users/users.queries';

const USAGE = `Manage Layout accounts from the shell (uses the same DATA_DIR / DATABASE_URL as the server).

  npm run admin -- create-user --email E --password P --role user|designer|admin [--firstname F --lastname L]
  npm run admin -- set-role --email E --role guest|user|designer|admin
  npm run admin -- set-password --email E --password P
  npm run admin -- set-plan --email E --plan free|pro [--until YYYY-MM-DD]
    (pro: PRO from now until that date, or with no end without --until; free: back to FREE, designs kept)

With the embedded database (no DATABASE_URL), stop the server first: PGlite serves one process.`;

/** Runs one admin command; returns the message to print. Throws with a readable message. */
export async function runAdminCommand(argv: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      role: { type: 'string' },
      plan: { type: 'string' },
      until: { type: 'string' },
      firstname: { type: 'string', default: '' },
      lastname: { type: 'string', default: '' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const command = positionals[0];
  if (values.help || !command) return USAGE;

  const email = emailSchema.safeParse(values.email ?? '');
  if (!email.success) throw new Error(`--email: ${email.error.issues[0]?.message}`);
  const role = values.role as Role | undefined;
  if (role !== undefined && !ROLES.includes(role)) throw new Error(`--role must be one of ${ROLES.join(', ')}`);
  const checkPassword = (password: string | undefined) => {
    const parsed = registerSchema.shape.password.safeParse(password ?? '');
    if (!parsed.success) throw new Error(`--password: ${parsed.error.issues[0]?.message}`);
    return parsed.data;
  };

  const config = loadConfig(env);
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await database.migrate();
    const db = database.db;
    const existing = await findUserByEmail(db, email.data);
    switch (command) {
      case 'create-user': {
        if (!role) throw new Error('--role is required');
        if (existing) throw new Error(`An account for ${email.data} already exists; use set-role or set-password`);
        const passwordHash = await hashPassword(checkPassword(values.password));
        await insertUser(db, { email: email.data, passwordHash, role, firstname: values.firstname ?? '', lastname: values.lastname ?? '' });
        return `Created ${role} ${email.data}`;
      }
      case 'set-role': {
        if (!role) throw new Error('--role is required');
        if (!existing) throw new Error(`No account for ${email.data}`);
        await updateUser(db, existing.id, { role });
        return `${email.data} is now ${role}`;
      }
      case 'set-password': {
        if (!existing) throw new Error(`No account for ${email.data}`);
        await updateUser(db, existing.id, { passwordHash: await hashPassword(checkPassword(values.password)) });
        return `Password of ${email.data} changed`;
      }
      case 'set-plan': {
        const plan = parsePlan(values.plan, values.until);
        if (!existing) throw new Error(`No account for ${email.data}`);
        if (plan.plan === 'free') {
          await updateUser(db, existing.id, { storagePlan: null, planId: null, planStarted: null, planRenewsAt: null, updatedAt: new Date() });
          return `${email.data} is now on the FREE plan`;
        }
        await updateUser(db, existing.id, { storagePlan: 'pro', planId: null, planStarted: new Date(), planRenewsAt: plan.until, updatedAt: new Date() });
        return `${email.data} is now on the PRO plan ${plan.until ? `until ${plan.until.toISOString().slice(0, 10)}` : 'with no end'}`;
      }
      default:
        throw new Error(`Unknown command '${command}'.\n\n${USAGE}`);
    }
  } finally {
    await database.close();
  }
}

/**
 * set-plan's --plan and --until: PRO until the start of that day (UTC), which must be in the
 * future, or with no end (support's gift, cancelled by hand); FREE takes no date.
 */
function parsePlan(plan: string | undefined, until: string | undefined): { plan: 'free' } | { plan: 'pro'; until: Date | null } {
  if (plan !== 'free' && plan !== 'pro') throw new Error('--plan must be free or pro');
  if (plan === 'free') {
    if (until !== undefined) throw new Error('--until goes with --plan pro only');
    return { plan };
  }
  if (until === undefined) return { plan, until: null };
  const date = /^\d{4}-\d{2}-\d{2}$/.test(until) ? new Date(`${until}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== until) throw new Error(`--until: '${until}' is not a date (YYYY-MM-DD)`);
  if (date.getTime() <= Date.now()) throw new Error(`--until: ${until} is not in the future`);
  return { plan, until: date };
}

// Run as a script (npm run admin), not when imported by tests.
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  runAdminCommand(process.argv.slice(2)).then(
    (message) => console.log(message),
    (error: Error) => {
      console.error(`Error: ${error.message}`);
      process.exitCode = 1;
    },
  );
}
