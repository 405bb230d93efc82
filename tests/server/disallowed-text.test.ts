import type { RouteOptions } from 'fastify';
import type {
  ApprovalDetail,
  StartableTemplate,
  StartedApproval,
  TemplateCatalog,
  TemplateDraft,
} from '../../manifests/contracts/approval';
import type { BatchAnswer } from '../../manifests/contracts/batch';
import { ErrorCode } from '../../server/http/error-codes';
import { ADMIN, CHEN_GANG, xingheToken } from './notice/support';
import { fingerprintTables } from './support/table-fingerprints';
import { setupTestServer } from './support/test-server';

const server = setupTestServer();
const ZHAO_MIN = '13800000005';
const CJK = /\p{Script=Han}/u;

/** The three kinds of character refused everywhere, as raw JSON escapes: NUL, a lone surrogate, BEL. */
const BAD_ESCAPES = [
  ['NUL', '\\u0000', '空字符'],
  ['lone surrogate', '\\ud800', '残缺的字符编码'],
  ['control character', '\\u0007', '控制字符'],
] as const;

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/** A property the route's body schema names, so the refusal can use its title; else any name. */
function fieldOf(route: RouteOptions): string {
  const body = route.schema?.body as { properties?: Record<string, unknown> } | undefined;
  return Object.keys(body?.properties ?? {})[0] ?? 'text';
}

let sequence = 0;
const requestId = () => `text-check-${++sequence}-${Date.now()}`;

describe('text that cannot be stored, over every route', () => {
  it('refuses NUL, a lone surrogate and a control character on every POST route, naming the field', async () => {
    const routes = server.routes.filter((route) => methodsOf(route).includes('POST'));
    // Every service and area: the auth service, the enterprise service's areas, the application service.
    expect(routes.length).toBeGreaterThan(100);
    for (const prefix of ['/v1/account/', '/enterprise/v1/approval/', '/enterprise/v1/notice/', '/app/v1/'])
      expect(routes.some((route) => route.url.startsWith(prefix))).toBe(true);

    const admin = await xingheToken(server, ADMIN);
    const before = await fingerprintTables(server.db);
    const problems: string[] = [];
    for (const route of routes) {
      const field = fieldOf(route);
      const answers = await Promise.all(
        BAD_ESCAPES.map(([, encoded]) => server.post(route.url, `{"${field}":"a${encoded}b"}`, admin)),
      );
      answers.forEach(({ status, body }, index) => {
        const [label, , kind] = BAD_ESCAPES[index]!;
        const where = `${route.url} (${label})`;
        if (status !== 200) problems.push(`${where}: HTTP ${status}`);
        else if (body.code === 0) problems.push(`${where}: accepted`);
        else if (!CJK.test(body.message)) problems.push(`${where}: ${body.message}`);
        // The batch relays its calls' bodies and checks them as each is served (see below); its own
        // schema refuses a string where the calls belong.
        else if (route.config?.relaysInnerCalls) {
          if (body.code !== ErrorCode.BadRequest) problems.push(`${where}: code ${body.code}`);
        } else if (
          body.code !== ErrorCode.DisallowedCharacters ||
          !body.message.endsWith(`含有不允许的字符（${kind}）`) ||
          JSON.stringify(body.data) !== JSON.stringify({ field })
        )
          problems.push(`${where}: ${JSON.stringify(body)}`);
      });
    }
    expect(problems).toEqual([]);
    expect(await fingerprintTables(server.db)).toEqual(before);
  });

  it('never answers HTTP 500 to a GET route given such characters in its path', async () => {
    const routes = server.routes.filter((route) => methodsOf(route).includes('GET'));
    expect(routes.some((route) => route.url.includes('/files/:uniqueId'))).toBe(true);
    for (const route of routes) {
      for (const encoded of ['%00', '%ED%A0%80', '%07']) {
        const url = route.url.replace(/:[A-Za-z]+|\*/g, `x${encoded}`);
        const response = await server.app.inject({ method: 'GET', url });
        expect([url, response.statusCode < 500]).toEqual([url, true]);
      }
    }
  });
});

async function approval<T>(path: string, body: object, token: string) {
  return (await server.post<T>(`/enterprise/v1/approval/${path}`, body, token)).body;
}

async function startExpense(chen: string): Promise<StartedApproval> {
  const templates = (await approval<StartableTemplate[]>('template/startable', {}, chen)).data;
  const template = templates.find((item) => item.name === '报销')!.uniqueId;
  const form = { amount: 80_000, category: 'office', spentOn: '2026-11-20', detail: '办公用品' };
  const started = await approval<StartedApproval>(
    'start',
    { templateUniqueId: template, form, requestId: requestId() },
    chen,
  );
  expect(started.code).toBe(0);
  return started.data;
}

describe('text that cannot be stored, on real routes', () => {
  it('refuses an approval comment holding NUL on 「意见」, and takes tabs, line breaks and emoji', async () => {
    const chen = await xingheToken(server, CHEN_GANG);
    const zhao = await xingheToken(server, ZHAO_MIN);
    const { uniqueId } = await startExpense(chen);
    const task = (await approval<ApprovalDetail>('detail', { uniqueId }, zhao)).data.myTask!;
    const act = (comment: string) =>
      approval(
        'task/act',
        { taskUniqueId: task.uniqueId, requestId: requestId(), action: 'approve', comment },
        zhao,
      );

    for (const [comment, kind] of [
      ['同意\u0000', '空字符'],
      ['同意\ud800', '残缺的字符编码'],
      ['同意\u001b[31m', '控制字符'],
      ['同意\u0085', '控制字符'],
    ]) {
      expect(await act(comment!)).toEqual({
        code: ErrorCode.DisallowedCharacters,
        message: `「意见」含有不允许的字符（${kind}）`,
        data: { field: 'comment' },
      });
    }
    const comment = '同意\t金额无误\r\n票据齐全 👍👨‍👩‍👧 𠀀';
    expect(await act(comment)).toMatchObject({ code: 0 });
    const detail = (await approval<ApprovalDetail>('detail', { uniqueId }, chen)).data;
    expect(JSON.stringify(detail)).toContain(JSON.stringify(comment).slice(1, -1));
  });

  it('refuses a start whose form holds NUL in a value or a key, naming 表单', async () => {
    const chen = await xingheToken(server, CHEN_GANG);
    const templates = (await approval<StartableTemplate[]>('template/startable', {}, chen)).data;
    const templateUniqueId = templates.find((item) => item.name === '报销')!.uniqueId;
    const form = { amount: 80_000, category: 'office', spentOn: '2026-11-20', detail: '办公\u0000用品' };
    expect(await approval('start', { templateUniqueId, form, requestId: requestId() }, chen)).toEqual({
      code: ErrorCode.DisallowedCharacters,
      message: '「form.detail」含有不允许的字符（空字符）',
      data: { field: 'form.detail' },
    });
    const keyed = { ...form, detail: '办公用品', 'x\u0000': 1 };
    expect(await approval('start', { templateUniqueId, form: keyed, requestId: requestId() }, chen)).toEqual({
      code: ErrorCode.DisallowedCharacters,
      message: '「表单」中的字段名含有不允许的字符（空字符）',
      data: { field: 'form' },
    });
  });

  it("refuses 审批配置's draft save with NUL in an option's value or a lone surrogate in a field's description", async () => {
    const admin = await xingheToken(server, ADMIN);
    const catalog = (await approval<TemplateCatalog>('template/list', {}, admin)).data;
    const uniqueId = catalog.templates.find((template) => template.name === '报销')!.uniqueId;
    const draft = (await approval<TemplateDraft>('template/draft', { uniqueId }, admin)).data;
    const select = draft.form.findIndex((field) => (field.options?.length ?? 0) > 0);
    expect(select).toBeGreaterThanOrEqual(0);
    const save = (form: TemplateDraft['form']) =>
      approval('template/draft/save', { uniqueId, revision: draft.revision, form, flow: draft.flow }, admin);
    const withField = (change: object) =>
      draft.form.map((field, index) => (index === select ? { ...field, ...change } : field));

    const options = draft.form[select]!.options!.map((option, index) =>
      index === 0 ? { ...option, value: `${option.value}\u0000` } : option,
    );
    expect(await save(withField({ options }))).toEqual({
      code: ErrorCode.DisallowedCharacters,
      message: '「选项值」含有不允许的字符（空字符）',
      data: { field: `form.${select}.options.0.value` },
    });
    expect(await save(withField({ description: '说明\ud800' }))).toEqual({
      code: ErrorCode.DisallowedCharacters,
      message: '「说明」含有不允许的字符（残缺的字符编码）',
      data: { field: `form.${select}.description` },
    });
    expect(await save(withField({ description: '第一行\n第二行\t😀' }))).toMatchObject({ code: 0 });
  });

  it('refuses a settings change holding a control character on its titled field', async () => {
    const admin = await xingheToken(server, ADMIN);
    const modify = (body: object) => server.post('/enterprise/v1/owner/info/modify', body, admin);
    expect((await modify({ introduction: '第一行\u0007' })).body).toEqual({
      code: ErrorCode.DisallowedCharacters,
      message: '「园区简介」含有不允许的字符（控制字符）',
      data: { field: 'introduction' },
    });
    expect((await modify({ name: '星河\u007f科技园' })).body).toMatchObject({
      code: ErrorCode.DisallowedCharacters,
      data: { field: 'name' },
    });
    expect((await modify({ introduction: '第一行\n第二行 🌿' })).body).toMatchObject({ code: 0 });
  });

  it('refuses a deeply nested body at once, naming no path longer than a form field', async () => {
    const admin = await xingheToken(server, ADMIN);
    const depth = 100_000;
    const payload = `{"introduction":${'['.repeat(depth)}"x\\u0000"${']'.repeat(depth)}}`;
    const { status, body } = await server.post('/enterprise/v1/owner/info/modify', payload, admin);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code: ErrorCode.DisallowedCharacters, data: null });
    expect(body.message.length).toBeLessThan(230);
  });

  it("refuses an upload's file name holding NUL before reading its content", async () => {
    const admin = await xingheToken(server, ADMIN);
    const png =
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';
    for (const url of ['/enterprise/v1/file/upload/image', '/enterprise/v1/file/upload/attachment']) {
      const { status, body } = await server.post(url, { fileName: 'logo\u0000.png', content: png }, admin);
      expect([url, status, body]).toEqual([
        url,
        200,
        expect.objectContaining({ code: ErrorCode.DisallowedCharacters, data: { field: 'fileName' } }),
      ]);
    }
  });

  it("refuses a batch's call on its own, the batch and its other calls answered", async () => {
    const admin = await xingheToken(server, ADMIN);
    const payload =
      '{"calls":[{"url":"/enterprise/v1/owner/info/modify","body":{"introduction":"a\\ud800"}},' +
      '{"url":"/enterprise/v1/owner/info/detail"}]}';
    const { status, body } = await server.post<BatchAnswer[]>('/v1/batch', payload, admin);
    expect(status).toBe(200);
    expect(body.code).toBe(0);
    const [refused, answered] = body.data;
    expect(refused).toEqual({
      code: ErrorCode.DisallowedCharacters,
      message: '「园区简介」含有不允许的字符（残缺的字符编码）',
      data: { field: 'introduction' },
    });
    expect(answered).toMatchObject({ code: 0 });
  });
});
