import { PassThrough, type Transform } from 'node:stream';
import { brotliCompressSync, constants, createBrotliCompress, createGzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { type ContentCoding, negotiatedCoding } from './hashed-assets';

/**
 * A page compressed for the browser that accepts it, per answer (each carries its own nonce, so none is
 * compressed ahead like the scripts): Brotli at quality 5 and gzip at level 6, the levels made for
 * compressing as one answers (Brotli's 11 takes tens of ms on a page). Marks the answer's coding and
 * adds `accept-encoding` to its `Vary`; the coding chosen, or undefined to send the page as it is.
 */
function pageCoding(request: FastifyRequest, reply: FastifyReply): ContentCoding | undefined {
  const coding = negotiatedCoding(request, ['br', 'gzip']);
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  if (coding) reply.header('content-encoding', coding);
  return coding;
}

const BROTLI_PAGE = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };
const GZIP_PAGE = { level: 6 };

/** A whole page, compressed when the browser accepts it. */
export function pageBody(request: FastifyRequest, reply: FastifyReply, html: string): string | Buffer {
  const coding = pageCoding(request, reply);
  if (coding === 'br') return brotliCompressSync(html, BROTLI_PAGE);
  if (coding === 'gzip') return gzipSync(html, GZIP_PAGE);
  return html;
}

/**
 * A page written in parts (`write`, then `end`), compressed when the browser accepts it: each `write` is
 * flushed, so what was written reaches the browser at once instead of waiting in the compressor for
 * the rest.
 */
export function streamedPage(
  request: FastifyRequest,
  reply: FastifyReply,
): {
  body: Transform;
  /** Writes a part, compressed and flushed; `written` runs once it is ready for the response to send. */
  write(part: string, written?: () => void): void;
  end(part: string): void;
} {
  const coding = pageCoding(request, reply);
  const body: Transform =
    coding === 'br'
      ? createBrotliCompress(BROTLI_PAGE)
      : coding === 'gzip'
        ? createGzip(GZIP_PAGE)
        : new PassThrough();
  return {
    body,
    write(part, written) {
      if (!coding) {
        body.write(part, () => written?.());
        return;
      }
      body.write(part);
      (body as Transform & { flush(callback?: () => void): void }).flush(() => written?.());
    },
    end(part) {
      body.end(part);
    },
  };
}
