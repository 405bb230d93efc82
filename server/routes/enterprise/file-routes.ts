import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { sniffImageType } from '../../domain/image-types';
import { insertStoredFile } from '../../domain/stored-files';
import { ApiError } from '../../http/api-error';
import { ok } from '../../http/envelope';
import { ErrorCode } from '../../http/error-codes';
import { PlainName } from '../../http/fields';
import { organizationSessionOf } from '../../plugins/session-auth';
import { storedFileUrl } from '../stored-file-routes';

/** The largest image accepted, decoded: 2 MB. */
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
/** Base64 grows the bytes by a third; JSON and the file name add a little. */
const UPLOAD_BODY_LIMIT = 3 * 1024 * 1024;

const ImageUpload = Type.Object({
  fileName: PlainName('文件名', 128),
  // Only the base64 alphabet: the length and the padding are checked when decoding.
  content: Type.String({
    title: '图片内容',
    minLength: 1,
    maxLength: UPLOAD_BODY_LIMIT,
    pattern: '^[A-Za-z0-9+/]+={0,2}$',
  }),
});

const invalidBase64 = () => new ApiError(ErrorCode.BadRequest, '图片内容格式不正确');

/** Decodes strict base64 (length a multiple of four): Node's decoder alone skips what it cannot read. */
function decodeBase64(content: string): Buffer {
  if (content.length % 4 !== 0) throw invalidBase64();
  const padding = content.endsWith('==') ? 2 : content.endsWith('=') ? 1 : 0;
  if ((content.length / 4) * 3 - padding > IMAGE_MAX_BYTES) throw new ApiError(ErrorCode.ImageTooLarge);
  return Buffer.from(content, 'base64');
}

/**
 * Image upload (a park's logo, say): any member of the organisation may upload; the image is kept in
 * the database under a new unguessable id and served at the returned url (see stored-file-routes.ts).
 * Its type comes from its bytes: PNG, JPEG, GIF or WebP only, so nothing scriptable (SVG, HTML) is
 * ever served from the console's origin.
 */
export const fileRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock, config } = app.services;

  app.post(
    '/enterprise/v1/file/upload/image',
    { bodyLimit: UPLOAD_BODY_LIMIT, schema: { body: ImageUpload } },
    async (request) => {
      const session = organizationSessionOf(request);
      const content = decodeBase64(request.body.content);
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
};
