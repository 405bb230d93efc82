import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AttachmentUploadBody, ImageUploadBody } from '../../../manifests/contracts/account';
import {
  ATTACHMENT_BODY_LIMIT,
  ATTACHMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  UPLOAD_BODY_LIMIT,
} from '../../../manifests/contracts/upload-limits';
import { sniffAttachmentType, sniffImageType } from '../../domain/image-types';
import { insertStoredFile } from '../../domain/stored-files';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { ErrorCode } from '../../http/error-codes';
import { namedPlugin } from '../../http/named-plugin';
import { organizationSessionOf } from '../../plugins/session-auth';
import { storedFileUrl } from '../stored-file-routes';

const invalidBase64 = (what: string) =>
  new ApiError(ErrorCode.BadRequest, `${what}内容格式不正确`, 200, { field: 'content' });

const NOT_BASE64 = /[^A-Za-z0-9+/]/;

/**
 * Decodes strict base64 (length a multiple of four): Node's decoder alone skips what it cannot read.
 * Refused with `tooLarge` when the decoded bytes would exceed `maxBytes`.
 */
function decodeBase64(content: string, what: string, maxBytes: number, tooLarge: ErrorCode): Buffer {
  if (content.length % 4 !== 0) throw invalidBase64(what);
  const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0;
  // One scan for a character outside the alphabet (padding only at the end): no backtracking.
  if (NOT_BASE64.test(content.slice(0, content.length - padding))) throw invalidBase64(what);
  if ((content.length / 4) * 3 - padding > maxBytes) throw new ApiError(tooLarge);
  return Buffer.from(content, 'base64');
}

/**
 * Uploads. An image (a park's logo, say): any member of the organisation may upload; the image is kept in
 * the database under a new unguessable id and served at the returned url (see stored-file-routes.ts).
 * Its type comes from its bytes: PNG, JPEG, GIF or WebP only, so nothing scriptable (SVG, HTML) is
 * ever served from the console's origin.
 */
export const fileRoutes: FastifyPluginAsyncTypebox = namedPlugin('fileRoutes', async (app) => {
  const { db, clock, config } = app.services;

  app.post(
    '/enterprise/v1/file/upload/image',
    { bodyLimit: UPLOAD_BODY_LIMIT, schema: { body: ImageUploadBody } },
    async (request) => {
      const session = organizationSessionOf(request);
      const content = decodeBase64(request.body.content, '图片', IMAGE_MAX_BYTES, ErrorCode.ImageTooLarge);
      const contentType = sniffImageType(content);
      if (!contentType) throw new ApiError(ErrorCode.ImageTypeUnsupported);
      const uniqueId = await db.transaction((tx) =>
        insertStoredFile(tx, {
          organizationId: session.organizationId,
          fileName: request.body.fileName.trim(),
          contentType,
          content,
          createdAt: clock.now(),
        }),
      );
      return ok({ url: storedFileUrl(config, uniqueId) });
    },
  );

  // An attachment (an approval's, a contract's): an image or PDF is shown in the page, an Office
  // document downloaded; the type is read from the bytes, so nothing else is ever stored.
  app.post(
    '/enterprise/v1/file/upload/attachment',
    { bodyLimit: ATTACHMENT_BODY_LIMIT, schema: { body: AttachmentUploadBody } },
    async (request) => {
      const session = organizationSessionOf(request);
      const fileName = request.body.fileName.trim();
      const content = decodeBase64(
        request.body.content,
        '附件',
        ATTACHMENT_MAX_BYTES,
        ErrorCode.AttachmentTooLarge,
      );
      const contentType = sniffAttachmentType(content, fileName);
      if (!contentType) throw new ApiError(ErrorCode.AttachmentTypeUnsupported);
      const uniqueId = await db.transaction((tx) =>
        insertStoredFile(tx, {
          organizationId: session.organizationId,
          fileName,
          contentType,
          content,
          createdAt: clock.now(),
        }),
      );
      return ok({ url: storedFileUrl(config, uniqueId), contentType });
    },
  );
});
