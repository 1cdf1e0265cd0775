import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './config';
import { rateLimitEnv } from './rateLimitSettings';

/**
 * Keeps deploy/ true to the server (deploy/README.md): every variable the compose files give a
 * Layout container is one config.ts reads, the containers' settings pass loadConfig, and the
 * instances share what they must. Docker is not needed: the compose files are read as YAML and
 * their ${...} filled in from deploy/.env.example, as `docker compose` fills them from deploy/.env.
 */
const ROOT = resolve(import.meta.dirname, '../../../..');
const DEPLOY = join(ROOT, 'deploy');
const LAYOUT_SERVICES = ['app1', 'app2', 'worker'] as const;
const API_SERVICES = ['app1', 'app2'] as const;
/** Node's own variables a compose file may give the Layout containers (not Layout settings). */
const NODE_VARIABLES = new Set(['NODE_EXTRA_CA_CERTS']);
/** Variables Docker Compose itself reads from .env (not through ${...}). */
const COMPOSE_VARIABLES = new Set(['COMPOSE_FILE']);

type Env = Record<string, string>;
interface Service {
  image?: string;
  command?: string[] | string;
  environment?: Record<string, string | number | boolean | null>;
  volumes?: string[];
  deploy?: { replicas?: number };
}
interface ComposeFile {
  services: Record<string, Service>;
}

/** The names config.ts's envSchema lists (read from its source: the schema itself is not exported). */
function envSchemaNames(): Set<string> {
  const file = join(import.meta.dirname, 'config.ts');
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names = new Set<string>();
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.name.text === 'envSchema') {
      const call = node.initializer;
      const shape = call && ts.isCallExpression(call) ? call.arguments[0] : undefined;
      if (!shape || !ts.isObjectLiteralExpression(shape)) throw new Error('envSchema is no longer z.object({ ... }): update deploy.test.ts');
      for (const property of shape.properties) {
        if (ts.isPropertyAssignment(property) && ts.isIdentifier(property.name)) names.add(property.name.text);
        else if (ts.isSpreadAssignment(property) && property.expression.getText(source) === 'rateLimitEnv()') {
          for (const name of Object.keys(rateLimitEnv())) names.add(name);
        } else throw new Error(`Unexpected member of envSchema: ${property.getText(source)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names;
}

/** A .env file as Docker Compose reads it: KEY=VALUE lines, # comments, optional quotes. */
function readDotenv(file: string): Env {
  const env: Env = {};
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const text = line.trim();
    if (!text || text.startsWith('#')) continue;
    const match = /^([A-Za-z_][A-Za-z0-9_]*)=(.*)$/.exec(text);
    if (!match) throw new Error(`Not a KEY=VALUE line in ${file}: ${line}`);
    const value = match[2]!.trim();
    env[match[1]!] = /^(["']).*\1$/.test(value) ? value.slice(1, -1) : value;
  }
  return env;
}

/** The variables that a compose file's ${...} read. */
function interpolatedNames(text: string): Set<string> {
  const names = new Set<string>();
  for (const match of text.matchAll(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)/g)) if (match[1]) names.add(match[1]);
  return names;
}

/** Compose's interpolation: ${VAR}, ${VAR:-default}, ${VAR:?error}, and $$ for a literal $. */
function interpolate(text: string, env: Env): string {
  return text.replace(/\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:-|:\?)([^}]*))?\}/g, (whole, name: string | undefined, operator: string | undefined, word: string | undefined) => {
    if (!name) return '$';
    const value = env[name];
    if (value) return value;
    if (operator === ':-') return word ?? '';
    throw new Error(`${whole}: ${name} is ${value === undefined ? 'unset' : 'empty'}`);
  });
}

/** A compose file as Docker Compose sees it: parsed first, then each string value interpolated. */
function readCompose(name: string, env: Env): ComposeFile {
  const fill = (value: unknown): unknown => {
    if (typeof value === 'string') return interpolate(value, env);
    if (Array.isArray(value)) return value.map(fill);
    if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, fill(inner)]));
    return value;
  };
  return fill(parse(readFileSync(join(DEPLOY, name), 'utf8'), { merge: true })) as ComposeFile;
}

/** A service's environment as the container gets it (compose passes every value as a string). */
function environmentOf(service: Service | undefined): Env {
  return Object.fromEntries(Object.entries(service?.environment ?? {}).map(([key, value]) => [key, value === null ? '' : String(value)]));
}

const example = readDotenv(join(DEPLOY, '.env.example'));
const compose = readCompose('compose.yaml', example);
const dataDir = mkdtempSync(join(tmpdir(), 'layout-deploy-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** loadConfig of a container's environment; DATA_DIR (the image's /data) becomes a scratch folder. */
const configOf = (env: Env) => loadConfig({ ...env, DATA_DIR: dataDir });

describe('deploy/compose.yaml', () => {
  it('gives the Layout containers only variables that config.ts reads', () => {
    const known = envSchemaNames();
    // The parse found the schema: a few names every version has.
    for (const name of ['PORT', 'DATABASE_URL', 'JWT_SECRET', 'S3_BUCKET', 'EXPORT_WORK_IN_SERVER', 'RATE_LIMIT_LOGIN_PER_IP']) expect(known).toContain(name);
    for (const service of LAYOUT_SERVICES) {
      const unknown = Object.keys(environmentOf(compose.services[service])).filter((name) => !known.has(name));
      expect(unknown, `${service} sets variables config.ts does not read`).toEqual([]);
    }
    const local = readCompose('compose.localhost.yaml', example);
    for (const service of LAYOUT_SERVICES) {
      const unknown = Object.keys(environmentOf(local.services[service])).filter((name) => !known.has(name) && !NODE_VARIABLES.has(name));
      expect(unknown, `compose.localhost.yaml: ${service} sets variables config.ts does not read`).toEqual([]);
    }
  });

  it('runs every Layout container from the one image', () => {
    const images = new Set(LAYOUT_SERVICES.map((service) => compose.services[service]?.image));
    expect(images).toEqual(new Set([example.LAYOUT_IMAGE]));
  });

  it('is accepted by loadConfig for each container, and the API instances leave exports to the workers', () => {
    for (const service of API_SERVICES) {
      const config = configOf(environmentOf(compose.services[service]));
      expect(config.databaseUrl).toMatch(/^postgres:\/\/layout:[^@]+@postgres:5432\/layout$/);
      expect(config.publicUrl).toBe(`https://${example.LAYOUT_DOMAIN}`);
      expect(config.trustProxy).toBe(1);
      expect(config.s3).toMatchObject({ bucket: example.S3_BUCKET, endpoint: `https://${example.S3_DOMAIN}`, forcePathStyle: true });
      expect(config.s3?.credentials).toEqual({ accessKeyId: example.S3_ACCESS_KEY_ID, secretAccessKey: example.S3_SECRET_ACCESS_KEY });
      expect(config.exports.queue).toMatchObject({ workInServer: false });
      expect(environmentOf(compose.services[service]).EXPORT_WORK_IN_SERVER).toBe('false');
    }
    // worker.ts loads the configuration with EXPORT_WORK_IN_SERVER=true, and needs the queue.
    const worker = configOf({ ...environmentOf(compose.services.worker), EXPORT_WORK_IN_SERVER: 'true' });
    expect(worker.exports.queue).toMatchObject({ workInServer: true });
    expect(worker.exports.workers).toBe(Number(example.EXPORT_WORKERS));
  });

  it('gives every instance and worker the same database, bucket, signing secret and address', () => {
    const shared = ['DATABASE_URL', 'JWT_SECRET', 'PUBLIC_URL', 'S3_BUCKET', 'S3_ENDPOINT', 'S3_REGION', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'];
    const [first, ...others] = LAYOUT_SERVICES.map((service) => environmentOf(compose.services[service]));
    for (const name of shared) expect(first![name], name).toBeTruthy();
    for (const env of others) for (const name of shared) expect(env[name], name).toBe(first![name]);
  });

  it('runs the worker script of package.json in the worker service, and the serve script in the image', () => {
    const scripts = (JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { scripts: Env }).scripts;
    const worker = compose.services.worker!;
    // Without npm's `sh -c`, which would not pass SIGTERM on to node (deploy/Dockerfile).
    expect(worker.command).toEqual(scripts.worker!.split(' '));
    expect(worker.deploy?.replicas).toBe(2);
    for (const service of API_SERVICES) expect(compose.services[service]!.command).toBeUndefined();
    const cmd = /^CMD (\[.*\])$/m.exec(readFileSync(join(DEPLOY, 'Dockerfile'), 'utf8'))?.[1];
    expect(JSON.parse(cmd ?? 'null')).toEqual(scripts.serve!.split(' '));
  });

  it("keeps each optional setting's default config.ts's own: left empty, it changes nothing", () => {
    const env = environmentOf(compose.services.app1);
    const text = readFileSync(join(DEPLOY, 'compose.yaml'), 'utf8');
    const optional = [...text.matchAll(/^\s+([A-Z][A-Z0-9_]*): \$\{\1:-/gm)].map((match) => match[1]!).filter((name) => name in env);
    expect(optional).toContain('SMTP_URL');
    // Every optional one left empty in .env: the compose default (or '') reaches loadConfig.
    const blank = Object.fromEntries(Object.entries(example).map(([name, value]) => [name, optional.includes(name) ? '' : value]));
    const defaulted = environmentOf(readCompose('compose.yaml', blank).services.app1);
    const withoutOptional = Object.fromEntries(Object.entries(defaulted).filter(([name]) => !optional.includes(name)));
    expect(configOf(defaulted)).toEqual(configOf(withoutOptional));
  });

  it('reads from .env exactly the variables .env.example lists', () => {
    const read = new Set<string>();
    for (const file of ['compose.yaml', 'compose.localhost.yaml']) for (const name of interpolatedNames(readFileSync(join(DEPLOY, file), 'utf8'))) read.add(name);
    for (const name of readFileSync(join(DEPLOY, 'Caddyfile'), 'utf8').matchAll(/\{\$([A-Za-z_][A-Za-z0-9_]*)/g)) read.add(name[1]!);
    const listed = Object.keys(example).filter((name) => !COMPOSE_VARIABLES.has(name));
    expect([...read].sort()).toEqual(listed.sort());
  });

  it("passes the Caddyfile's variables to the proxy, and points the containers at Caddy's root in compose.localhost.yaml", () => {
    const caddyfile = readFileSync(join(DEPLOY, 'Caddyfile'), 'utf8');
    const proxy = environmentOf(compose.services.proxy);
    for (const match of caddyfile.matchAll(/\{\$([A-Za-z_][A-Za-z0-9_]*)\}/g)) expect(proxy[match[1]!], match[1]).toBe(example[match[1]!]);
    // Caddy balances over the API services of the compose file, on the port they listen on.
    const upstreams = /reverse_proxy ((?:app\d+:\d+ ?)+) \{/.exec(caddyfile)?.[1]?.trim().split(' ');
    expect(upstreams).toEqual(API_SERVICES.map((service) => `${service}:${configOf(environmentOf(compose.services[service])).port}`));
    expect(caddyfile).toContain('health_uri /api/health');

    const local = readCompose('compose.localhost.yaml', example);
    for (const service of LAYOUT_SERVICES) {
      const file = environmentOf(local.services[service]).NODE_EXTRA_CA_CERTS;
      const mount = local.services[service]?.volumes?.find((volume) => file?.startsWith(`${volume.split(':')[1]}/`));
      expect(mount, service).toBeDefined();
    }
  });
});
