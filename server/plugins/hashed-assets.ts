import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A compression the server sends in. */
export type ContentCoding = 'br' | 'gzip';

/**
 * The coding to answer in among `offered`, as @fastify/static negotiates (its negotiator, `*` taken as
 * gzip); undefined for none.
 */
export function negotiatedCoding(
  request: FastifyRequest,
  offered: readonly ContentCoding[],
): ContentCoding | undefined {
  const header = request.headers['accept-encoding']?.toLowerCase().replace(/\*/g, 'gzip');
  return (header ? (negotiate(header, [...offered]) as ContentCoding | null) : null) ?? undefined;
}

/** A content-hashed file name: what the build writes for scripts, stylesheets, fonts and images. */
export const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

/** As @fastify/static answers them (its `send` with mime's types, UTF-8 text marked). */
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  js: 'application/javascript; charset=utf-8',
  css: 'text/css; charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  jpg: 'image/jpeg',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface HashedAsset {
  type: string;
  etag: string;
  lastModified: string;
  /** The file as built, and its compressed twins when the build wrote them. */
  identity: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

function readIfPresent(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * The console's content-hashed assets, read once at start with their `.br` and `.gz` twins (a few MB):
 * a signed-in start asks for about twenty files and eight API calls at once over the browser's six
 * connections, and each file went through @fastify/static's stat calls and a file stream, whose
 * event-loop turns waited behind the API calls' database work. From memory it is one write. A file
 * never changes under its hashed name, so nothing is read again; a rebuild's new names are @fastify/static's.
 */
export function readHashedAssets(staticDir: string): Map<string, HashedAsset> {
  const assets = new Map<string, HashedAsset>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (HASHED_ASSET.test(entry.name)) {
        const extension = entry.name.slice(entry.name.lastIndexOf('.') + 1);
        const stat = statSync(full);
        const url = `/${path.relative(staticDir, full).split(path.sep).join('/')}`;
        assets.set(url, {
          type: CONTENT_TYPES[extension] ?? 'application/octet-stream',
          etag: `W/"${stat.size.toString(16)}-${stat.mtime.getTime().toString(16)}"`,
          lastModified: stat.mtime.toUTCString(),
          identity: readFileSync(full),
          br: readIfPresent(`${full}.br`),
          gzip: readIfPresent(`${full}.gz`),
        });
      }
    }
  };
  walk(staticDir);
  return assets;
}

/**
 * Answers a GET or HEAD of a hashed asset from memory, as @fastify/static would (its type, validators,
 * a year's immutable caching, the compressed twin the browser accepts); false for anything else.
 */
export function answerHashedAsset(
  assets: ReadonlyMap<string, HashedAsset>,
  request: FastifyRequest,
  reply: FastifyReply,
): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const query = request.url.indexOf('?');
  const asset = assets.get(query === -1 ? request.url : request.url.slice(0, query));
  if (!asset) return false;
  reply
    .header('cache-control', IMMUTABLE)
    .header('last-modified', asset.lastModified)
    .header('etag', asset.etag)
    .header('content-type', asset.type)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === asset.etag) {
    reply.code(304).send();
    return true;
  }
  // Among the twins this file has.
  const encoding = negotiatedCoding(
    request,
    (['br', 'gzip'] as const).filter((coding) => asset[coding] !== undefined),
  );
  if (encoding) reply.header('content-encoding', encoding);
  reply.send(encoding ? asset[encoding] : asset.identity);
  return true;
}
