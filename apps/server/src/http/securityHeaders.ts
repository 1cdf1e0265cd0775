import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config/config';

/** Where Unsplash's pictures are hotlinked from (its guidelines forbid copying them). */
const UNSPLASH_IMAGE_ORIGINS = ['https://images.unsplash.com', 'https://plus.unsplash.com'];
/** Dropbox's temporary links, which the Dropbox picker shows as thumbnails. */
const DROPBOX_LINK_ORIGINS = ['https://*.dropboxusercontent.com'];

/**
 * The CSP hashes ('sha256-...') of the inline scripts of the built index.html: the start-up
 * script the build writes there (apps/web/startupPreload.ts) runs before the app's code arrives,
 * so it stays inline and is allowed by its hash. Read from the file the server sends, so the
 * hashes always match the build being served.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1]!) || match[2] === '') continue;
    hashes.push(`'sha256-${createHash('sha256').update(match[2]!, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

/**
 * The Content-Security-Policy of the app and the API. Scripts only from the server (and the
 * hashed start-up script): no inline script, no eval (zod runs jitless in the browser,
 * apps/web/src/zodWithoutEval.ts). WebAssembly may be compiled ('wasm-unsafe-eval', which allows
 * nothing else): Little CMS shows colours stored as inks through the print profile (issue 26). Styles may be inline: Mantine writes its CSS variables and
 * component styles at run time. Pictures and fonts come from the server, data: and blob: URLs
 * (canvas snapshots, dropped files, previews), and where configured the storage's public address,
 * Unsplash and Dropbox; the page fetches from the same places (fonts, SVG files, colour reading).
 * Export downloads are navigations (an <a download>), which CSP does not govern, so S3's
 * presigned addresses need no entry. With SENTRY_WEB_DSN the page also sends its error reports to
 * that DSN's host. No site may frame the app.
 */
export function contentSecurityPolicy(config: Config, scriptHashes: readonly string[]): Record<string, string[]> {
  const storage = config.s3?.publicUrl ? [new URL(config.s3.publicUrl).origin] : [];
  const pictures = [...storage, ...(config.unsplash ? UNSPLASH_IMAGE_ORIGINS : []), ...(config.dropbox ? DROPBOX_LINK_ORIGINS : [])];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'", ...scriptHashes],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...pictures],
    'font-src': ["'self'", 'data:', ...storage],
    'connect-src': ["'self'", 'data:', 'blob:', ...pictures, ...(config.webErrorReporting ? [new URL(config.webErrorReporting.dsn).origin] : [])],
    'worker-src': ["'self'", 'blob:'],
  };
  // Only behind HTTPS: over plain HTTP (development, the browser tests) it would send the page's
  // own requests to an https:// address nothing answers.
  if (config.publicUrl.startsWith('https:')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * Security headers on every response, the app's pages and the API alike (@fastify/helmet):
 * the CSP above, nosniff, Referrer-Policy strict-origin-when-cross-origin, framing refused twice
 * (frame-ancestors 'none' and X-Frame-Options DENY), HSTS when served over HTTPS. The opener
 * policy lets the Dropbox sign-in popup be opened (same-origin-allow-popups).
 */
export async function registerSecurityHeaders(app: FastifyInstance, webDist: string): Promise<void> {
  const indexHtml = resolve(webDist, 'index.html');
  const hashes = existsSync(indexHtml) ? inlineScriptHashes(readFileSync(indexHtml, 'utf8')) : [];
  const https = app.config.publicUrl.startsWith('https:');
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(app.config, hashes) },
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: https ? { maxAge: 180 * 24 * 60 * 60, includeSubDomains: false } : false,
    xFrameOptions: { action: 'deny' },
  });
}
