import { ErrorCode } from '../../../server/http/error-codes';
import { demoTokens } from '../support/application-centre';
import { invalid, refusal } from '../support/refusals';
import { fingerprintTables } from '../support/table-fingerprints';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();
const { admin, yunshanAdmin, member } = demoTokens(server);

const UPLOAD = '/enterprise/v1/file/upload/image';
const TWO_MB = 2 * 1024 * 1024;

/** A 1×1 transparent PNG (70 bytes). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 0x01, 0x01]);
const GIF = Buffer.concat([Buffer.from('GIF89a'), Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x3b])]);
const WEBP = Buffer.concat([
  Buffer.from('RIFF'),
  Buffer.from([26, 0, 0, 0]),
  Buffer.from('WEBPVP8L'),
  Buffer.alloc(14),
]);
const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="1" height="1"/></svg>',
);
const HTML = Buffer.from('<!doctype html><script>alert(document.cookie)</script>');

const upload = (bytes: Buffer, token: string, fileName = 'logo.png') =>
  server.post<{ url: string }>(UPLOAD, { fileName, content: bytes.toString('base64') }, token);

const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => server.app.inject({ method, url });

async function storedRows() {
  return server.db.query<{ uniqueId: string; organization: string; fileName: string; byteSize: number }>(
    `select f.unique_id as "uniqueId", o.unique_id as organization, f.file_name as "fileName",
            f.byte_size as "byteSize"
       from stored_files f join organizations o on o.id = f.organization_id order by f.id`,
  );
}

describe('/enterprise/v1/file/upload/image', () => {
  it('stores a PNG and serves the same bytes at its url, as an image that never changes', async () => {
    const { body } = await upload(PNG, await admin());
    expect(body.code).toBe(0);
    expect(body.data.url).toMatch(/^\/files\/[0-9a-f]{32}$/);

    const response = await get(body.data.url);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(PNG)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': 'image/png',
      'content-length': String(PNG.length),
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
      'cache-control': 'public, max-age=31536000, immutable',
    });
    const head = await get(body.data.url, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/png');

    expect(await storedRows()).toEqual([
      {
        uniqueId: body.data.url.slice('/files/'.length),
        organization: 'xinghe-park',
        fileName: 'logo.png',
        byteSize: 70,
      },
    ]);
  });

  it.each([
    ['JPEG', JPEG, 'image/jpeg'],
    ['GIF', GIF, 'image/gif'],
    ['WebP', WEBP, 'image/webp'],
  ])('tells a %s by its bytes, whatever its name says', async (_kind, bytes, contentType) => {
    const { body } = await upload(bytes, await admin(), 'picture.png');
    expect(body.code).toBe(0);
    const response = await get(body.data.url);
    expect(response.headers['content-type']).toBe(contentType);
    expect(response.rawPayload.equals(bytes)).toBe(true);
  });

  it('lets any member upload, a member without settings included', async () => {
    const { body } = await upload(PNG, await member());
    expect(body.code).toBe(0);
    expect((await storedRows()).map((row) => row.organization)).toEqual(['xinghe-park']);
  });

  it('refuses callers who are not signed in to an organisation', async () => {
    expect(
      (await server.post(UPLOAD, { fileName: 'a.png', content: PNG.toString('base64') })).body,
    ).toMatchObject({
      code: ErrorCode.NotSignedIn,
    });
    const accountOnly = await server.signIn('13800000001');
    expect((await upload(PNG, accountOnly)).body.code).toBe(ErrorCode.OrganizationRequired);
    expect(await storedRows()).toEqual([]);
  });

  it.each([
    ['an SVG named .png', SVG],
    ['an HTML page named .png', HTML],
    ['a PNG signature cut short', PNG.subarray(0, 6)],
    ['a single byte', Buffer.from([0x89])],
  ])('refuses %s and stores nothing', async (_kind, bytes) => {
    const token = await admin();
    const before = await fingerprintTables(server.db);
    expect((await upload(bytes, token)).body).toEqual(
      refusal(ErrorCode.ImageTypeUnsupported, '仅支持 PNG、JPEG、GIF 或 WebP 图片'),
    );
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it.each([
    ['empty content', '', '图片内容不能为空'],
    ['characters outside base64', 'iVBO#w0K', '图片内容格式不正确'],
    ['a data url', `data:image/png;base64,${PNG.toString('base64')}`, '图片内容格式不正确'],
    ['a length that is not a multiple of four', 'iVBORw0KG', '图片内容格式不正确'],
    ['padding in the middle', 'iV==Rw0K', '图片内容格式不正确'],
  ])('refuses %s', async (_kind, content, message) => {
    const { body } = await server.post(UPLOAD, { fileName: 'logo.png', content }, await admin());
    expect(body).toEqual(invalid(message));
    expect(await storedRows()).toEqual([]);
  });

  it('refuses a missing or blank file name', async () => {
    const token = await admin();
    const content = PNG.toString('base64');
    expect((await server.post(UPLOAD, { content }, token)).body).toEqual(invalid('缺少必填项：文件名'));
    expect((await server.post(UPLOAD, { fileName: ' ', content }, token)).body).toEqual(
      invalid('文件名格式不正确'),
    );
  });

  it('takes an image of exactly 2 MB and refuses one byte more', async () => {
    const token = await admin();
    const largest = Buffer.concat([PNG, Buffer.alloc(TWO_MB - PNG.length)]);
    const accepted = await upload(largest, token);
    expect(accepted.body.code).toBe(0);
    expect((await get(accepted.body.data.url)).rawPayload.length).toBe(TWO_MB);

    const before = await fingerprintTables(server.db);
    expect((await upload(Buffer.concat([largest, Buffer.from([0])]), token)).body).toEqual(
      refusal(ErrorCode.ImageTooLarge, '图片不能超过 2 MB'),
    );
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it('answers 413 to a body past the upload route’s 3 MB limit', async () => {
    const { status, body } = await upload(Buffer.alloc(3 * TWO_MB), await admin());
    expect(status).toBe(413);
    expect(body).toEqual(refusal(ErrorCode.PayloadTooLarge, '请求内容过大'));
  });

  it('keeps each organisation’s uploads as rows of its own, a new id for each upload', async () => {
    const first = await upload(PNG, await admin());
    const second = await upload(PNG, await admin());
    const yunshan = await upload(PNG, await yunshanAdmin(), '云杉.png');
    const urls = [first, second, yunshan].map((result) => result.body.data.url);
    expect(new Set(urls).size).toBe(3);
    expect((await storedRows()).map(({ organization, fileName }) => [organization, fileName])).toEqual([
      ['xinghe-park', 'logo.png'],
      ['xinghe-park', 'logo.png'],
      ['yunshan-group', '云杉.png'],
    ]);
  });
});

describe('/enterprise/v1/file/upload/attachment', () => {
  const ATTACH = '/enterprise/v1/file/upload/attachment';
  const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
  const ZIP = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(26)]);
  const attach = (bytes: Buffer, token: string, fileName: string) =>
    server.post<{ url: string; contentType: string }>(
      ATTACH,
      { fileName, content: bytes.toString('base64') },
      token,
    );

  it.each([
    ['a PDF, shown in the page', PDF, '报价单.pdf', 'application/pdf', 'inline'],
    ['an image, shown', PNG, '现场照片.png', 'image/png', 'inline'],
    [
      'a Word document, saved',
      ZIP,
      '合同草稿.docx',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      'attachment',
    ],
    [
      'an Excel workbook, saved',
      ZIP,
      '明细.XLSX',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'attachment',
    ],
  ])('stores %s by its bytes, served under its name', async (_kind, bytes, fileName, type, disposition) => {
    const { body } = await attach(bytes, await member(), fileName);
    expect(body).toMatchObject({ code: 0, data: { contentType: type } });
    const response = await get(body.data.url);
    expect(response.rawPayload.equals(bytes)).toBe(true);
    expect(response.headers).toMatchObject({
      'content-type': type,
      'content-security-policy': "default-src 'none'",
      'content-disposition': `${disposition}; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    });
  });

  it.each([
    ['a page', HTML, '说明.pdf'],
    ['an SVG', SVG, '图.svg'],
    ['a zip not named as an Office document', ZIP, '资料.zip'],
  ])('refuses %s, whatever its name', async (_kind, bytes, fileName) => {
    const { body } = await attach(bytes, await member(), fileName);
    expect(body).toEqual(
      refusal(ErrorCode.AttachmentTypeUnsupported, '附件仅支持图片、PDF 或 Word、Excel、PowerPoint 文档'),
    );
    expect(await storedRows()).toEqual([]);
  });

  it('reads megabytes of content in one scan: a bad character at the very end is refused, not a crash', async () => {
    const content = `${Buffer.alloc(9 * 1024 * 1024)
      .toString('base64')
      .slice(0, -4)}AA#=`;
    const { body } = await server.post(ATTACH, { fileName: '大文件.pdf', content }, await member());
    expect(body).toEqual(invalid('附件内容格式不正确'));
  });

  it('takes 10 MB and refuses one byte more', async () => {
    const tenMb = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024 - PDF.length)]);
    expect((await attach(tenMb, await member(), '大文件.pdf')).body).toMatchObject({ code: 0 });
    const { body } = await attach(Buffer.concat([tenMb, Buffer.from([0])]), await member(), '大文件.pdf');
    expect(body).toEqual(refusal(ErrorCode.AttachmentTooLarge, '附件不能超过 10 MB'));
  });
});

describe('GET /files/:uniqueId', () => {
  it.each([
    ['an unknown id', '/files/0123456789abcdef0123456789abcdef'],
    ['a malformed id', '/files/..%2Fetc%2Fpasswd'],
    ['an id in upper case', '/files/0123456789ABCDEF0123456789ABCDEF'],
  ])('answers 404 to %s', async (_kind, url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual(refusal(ErrorCode.StoredFileNotFound, '文件不存在'));
  });

  it('serves files only by GET (and HEAD)', async () => {
    const { body } = await upload(PNG, await admin());
    const response = await server.app.inject({ method: 'POST', url: body.data.url });
    expect(response.statusCode).toBe(404);
  });
});
