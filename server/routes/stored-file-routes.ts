import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config';
import { findStoredFile } from '../domain/stored-files';
import { ApiError } from '../http/api-error';
import { ErrorCode } from '../http/error-codes';
import { namedPlugin } from '../http/named-plugin';

const ONE_YEAR_SECONDS = 31_536_000;
const FILE_ID = /^[0-9a-f]{32}$/;
const SHOWN = /^(image\/(png|jpeg|gif|webp)|application\/pdf)$/;

/** Where an uploaded file is served: beside the enterprise service, under its prefix. */
export function storedFileUrl(config: ServerConfig, uniqueId: string): string {
  return `${config.prefixes.enterprise}/files/${uniqueId}`;
}

/**
 * Serves uploaded files by GET, outside the POST-only API (an `<img>` cannot send the bearer token).
 * A file is therefore readable by anyone holding its url: its id is 128 random bits, so knowing the
 * url is the permission, as for a shared link. Only the console's signed-in pages show these urls
 * (a park's logo in the navbar, an approval's attachments), and every upload's type was checked by
 * its bytes (images, PDFs, Office documents).
 *
 * A file never changes under its id, so it is cached for a year; `nosniff` and a CSP that allows
 * nothing keep a browser from treating it as anything but the image it was stored as.
 */
export const storedFileRoutes = namedPlugin('storedFileRoutes', async (app: FastifyInstance) => {
  const { db, config } = app.services;

  app.get<{ Params: { uniqueId: string } }>(
    `${config.prefixes.enterprise}/files/:uniqueId`,
    { config: { access: 'public' } },
    async (request, reply) => {
      const { uniqueId } = request.params;
      const file = FILE_ID.test(uniqueId) ? await findStoredFile(db, uniqueId) : undefined;
      if (!file) throw new ApiError(ErrorCode.StoredFileNotFound, undefined, 404);
      return (
        reply
          .header('content-type', file.contentType)
          .header('content-length', file.byteSize)
          .header('x-content-type-options', 'nosniff')
          .header('content-security-policy', "default-src 'none'")
          // Images and PDFs are shown where they are linked; anything else (an Office file) is saved.
          .header(
            'content-disposition',
            `${SHOWN.test(file.contentType) ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
          )
          .header('cache-control', `public, max-age=${ONE_YEAR_SECONDS}, immutable`)
          .header('etag', `"${file.uniqueId}"`)
          .send(file.content)
      );
    },
  );
});
