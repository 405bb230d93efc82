import { clientDigest, DEMO_PASSWORD } from '../../server/db/seed/demo-data';
import { ErrorCode } from '../../server/http/error-codes';
import { type BadBody, badBodies, type FieldSpec, isUnstorable } from './support/bad-bodies';
import { fingerprintTables } from './support/table-fingerprints';
import { setupTestServer, testConfig } from './support/test-server';

const server = setupTestServer();

/** Who sends the bodies: the token lets each request through authentication to validation. */
type Caller = 'public' | 'account' | 'member' | 'admin';

interface Endpoint {
  url: string;
  caller: Caller;
  fields: Record<string, FieldSpec>;
  /** The code the valid body answers after the batch: proof that only the one bad field was refused. */
  control: number;
  /**
   * A refusal code a field's bad values may get instead of 100400: the image upload decodes content
   * that is well-formed base64 (100 000 × "a") and refuses it as no image (400050).
   */
  alsoRefusedWith?: Record<string, number>;
}

const telephone: FieldSpec = { valid: '13800000001' };
const captcha: FieldSpec = { valid: '123456' };

const endpoints: Endpoint[] = [
  {
    url: '/v1/account/login',
    caller: 'public',
    fields: { telephone, password: { valid: clientDigest(DEMO_PASSWORD) } },
    control: 0,
  },
  { url: '/v1/account/captcha/send', caller: 'public', fields: { telephone }, control: 0 },
  {
    url: '/v1/account/login/captcha',
    caller: 'public',
    fields: { telephone, captcha },
    control: ErrorCode.WrongCaptcha,
  },
  {
    url: '/v1/account/password/ticket/generate',
    caller: 'public',
    fields: { telephone, captcha },
    control: ErrorCode.WrongCaptcha,
  },
  {
    url: '/v1/account/password/ticket/reset',
    caller: 'public',
    fields: { ticket: { valid: 'T'.repeat(43) }, password: { valid: clientDigest('Another#2026') } },
    control: ErrorCode.InvalidTicket,
  },
  {
    url: '/v1/exchange/owner/account/token',
    caller: 'account',
    fields: { ownerUniqueId: { valid: 'xinghe-park' } },
    control: 0,
  },
  {
    url: '/v1/exchange/owner/app/token',
    caller: 'member',
    fields: { agentId: { valid: 'unknownApp42' } },
    control: ErrorCode.ApplicationUnavailable,
  },
  {
    url: '/enterprise/v1/user/modify/password',
    caller: 'account',
    fields: {
      oldPassword: { valid: clientDigest(DEMO_PASSWORD) },
      newPassword: { valid: clientDigest('Another#2026') },
    },
    control: 0,
  },
  {
    url: '/enterprise/v1/owner/info/modify',
    caller: 'admin',
    // The area is a number (or null), which this generator of string fields does not cover: its
    // refusals are in enterprise/owner.test.ts.
    fields: {
      name: { valid: '星河科技园（二期）', optional: true, freeText: true },
      shortName: { valid: '星河二期', optional: true, freeText: true, emptyAllowed: true },
      address: { valid: '深圳市南山区科技园', optional: true, freeText: true, emptyAllowed: true },
      contactName: { valid: '王经理', optional: true, freeText: true, emptyAllowed: true },
      contactPhone: { valid: '0755-86001234', optional: true, emptyAllowed: true },
      introduction: { valid: '第一行\n第二行', optional: true, freeText: true, emptyAllowed: true },
      logoUrl: { valid: '/logo.png', optional: true, emptyAllowed: true },
    },
    control: 0,
  },
  {
    url: '/enterprise/v1/file/upload/image',
    caller: 'member',
    fields: {
      fileName: { valid: 'logo.png', freeText: true },
      // A 1×1 PNG; its padding makes the 100 kB repetition invalid base64.
      content: {
        valid:
          'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      },
    },
    control: 0,
    alsoRefusedWith: { content: ErrorCode.ImageTypeUnsupported },
  },
  {
    url: '/app/v1/user/application/detail',
    caller: 'member',
    fields: { uniqueId: { valid: 'app-nothing' } },
    control: ErrorCode.ApplicationNotHeld,
  },
  {
    url: '/app/v1/user/application/agent/check',
    caller: 'member',
    fields: { agentId: { valid: 'unknownApp42' } },
    control: 0,
  },
  {
    url: '/app/v1/marketplace/application/detail',
    caller: 'member',
    fields: { uniqueId: { valid: 'app-nothing' } },
    control: ErrorCode.ApplicationNotFound,
  },
  {
    url: '/app/v1/manage/application/open',
    caller: 'admin',
    fields: {
      uniqueId: { valid: 'app-nothing' },
      editionUniqueId: { valid: 'app-nothing-basic', optional: true },
    },
    control: ErrorCode.ApplicationNotFound,
  },
  {
    url: '/app/v1/manage/application/remove',
    caller: 'admin',
    fields: { uniqueId: { valid: 'app-nothing' } },
    control: ErrorCode.ApplicationNotInstalled,
  },
  {
    url: '/enterprise/v1/department/add',
    caller: 'admin',
    fields: { parentUniqueId: { valid: 'dept-nothing' }, name: { valid: '市场部', freeText: true } },
    control: ErrorCode.DepartmentNotFound,
  },
  {
    url: '/enterprise/v1/department/rename',
    caller: 'admin',
    fields: { uniqueId: { valid: 'dept-nothing' }, name: { valid: '市场部', freeText: true } },
    control: ErrorCode.DepartmentNotFound,
  },
  {
    url: '/enterprise/v1/department/move',
    caller: 'admin',
    fields: { uniqueId: { valid: 'dept-nothing' }, parentUniqueId: { valid: 'dept-other' } },
    control: ErrorCode.DepartmentNotFound,
  },
  {
    url: '/enterprise/v1/department/remove',
    caller: 'admin',
    fields: { uniqueId: { valid: 'dept-nothing' } },
    control: ErrorCode.DepartmentNotFound,
  },
  {
    url: '/enterprise/v1/department/member/list',
    caller: 'admin',
    fields: { uniqueId: { valid: 'dept-nothing' } },
    control: ErrorCode.DepartmentNotFound,
  },
  {
    url: '/enterprise/v1/message/detail',
    caller: 'member',
    fields: { uniqueId: { valid: 'msg-nothing' } },
    control: ErrorCode.MessageNotFound,
  },
  {
    url: '/enterprise/v1/notice/detail',
    caller: 'admin',
    fields: { uniqueId: { valid: 'notice-nothing' } },
    control: ErrorCode.NoticeNotFound,
  },
  {
    url: '/enterprise/v1/notice/remove',
    caller: 'admin',
    fields: { uniqueId: { valid: 'notice-nothing' } },
    control: ErrorCode.NoticeNotFound,
  },
  // Role endpoints with array fields (grant, member add/remove) are checked in enterprise/roles.test.ts.
  {
    url: '/enterprise/v1/role/detail',
    caller: 'admin',
    fields: { uniqueId: { valid: 'role-nothing' } },
    control: ErrorCode.RoleNotFound,
  },
  {
    url: '/enterprise/v1/role/add',
    caller: 'admin',
    fields: { name: { valid: '招商专员', freeText: true } },
    control: 0,
  },
  {
    url: '/enterprise/v1/role/rename',
    caller: 'admin',
    fields: { uniqueId: { valid: 'role-nothing' }, name: { valid: '招商专员', freeText: true } },
    control: ErrorCode.RoleNotFound,
  },
  {
    url: '/enterprise/v1/role/remove',
    caller: 'admin',
    fields: { uniqueId: { valid: 'role-nothing' } },
    control: ErrorCode.RoleNotFound,
  },
  {
    url: '/enterprise/v1/role/member/page',
    caller: 'admin',
    fields: { uniqueId: { valid: 'role-nothing' } },
    control: ErrorCode.RoleNotFound,
  },
  // Staff endpoints with arrays, numbers or objects (page, add, modify, modify/state, field/save) are
  // checked in enterprise/staff.test.ts.
  {
    url: '/enterprise/v1/staff/detail',
    caller: 'admin',
    fields: { uniqueId: { valid: 'staff-nothing' } },
    control: ErrorCode.StaffNotFound,
  },
  {
    url: '/enterprise/v1/staff/remove',
    caller: 'admin',
    fields: { uniqueId: { valid: 'staff-nothing' } },
    control: ErrorCode.StaffNotFound,
  },
  {
    url: '/enterprise/v1/staff/import',
    caller: 'admin',
    fields: {
      fileName: { valid: '员工.xlsx', freeText: true },
      // "not a zip": well-formed base64 (so are the 100 kB repetitions), refused as no workbook.
      content: { valid: 'bm90IGEgemlw' },
    },
    control: ErrorCode.StaffImportFileRejected,
    alsoRefusedWith: { content: ErrorCode.StaffImportFileRejected },
  },
];

/** The tables a refused body must leave exactly as they were (every other table is compared too). */
const guardedTables = [
  'accounts',
  'organizations',
  'memberships',
  'sessions',
  'organization_applications',
  'roles',
  'role_resources',
  'member_roles',
  'password_tickets',
  'resources',
  'applications',
  'captchas',
  'login_throttle',
  'member_favorite_applications',
  'member_layouts',
  'member_application_usage',
  'departments',
  'member_departments',
  'staff_fields',
  'stored_files',
];

const CJK = /\p{Script=Han}/u;
/** An answer may quote a short fragment of the input (a field name), never more. */
const MAX_ECHO = 16;
const BATCH_SIZE = 16;

function longestCommonSubstring(a: string, b: string): number {
  let previous = new Array<number>(b.length + 1).fill(0);
  let longest = 0;
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1).fill(0);
    for (let j = 1; j <= b.length; j++) {
      if (a[i - 1] === b[j - 1]) {
        current[j] = previous[j - 1]! + 1;
        longest = Math.max(longest, current[j]!);
      }
    }
    previous = current;
  }
  return longest;
}

/** What is wrong with the answer to a bad body, or undefined when it is a proper refusal. */
function problemWith(
  bad: BadBody,
  status: number,
  body: { code?: unknown; message?: unknown; data?: unknown },
  alsoRefusedWith: Record<string, number> = {},
) {
  if (status !== 200) return `HTTP ${status}`;
  if (Object.keys(body).sort().join() !== 'code,data,message') return `envelope ${Object.keys(body).join()}`;
  const otherCode = alsoRefusedWith[bad.label.split(':')[0]!];
  // Characters no string may hold are refused where bodies are parsed, before any field's schema.
  const expected = isUnstorable(bad) ? ErrorCode.DisallowedCharacters : ErrorCode.BadRequest;
  if (body.code !== expected && body.code !== otherCode) return `code ${String(body.code)}`;
  // Null, or the property the refusal concerns: a short path of names and indexes, nothing echoed.
  const data = body.data as { field?: unknown } | null;
  if (
    data !== null &&
    (Object.keys(data).join() !== 'field' || !/^[A-Za-z0-9_.-]{1,200}$/.test(String(data.field)))
  )
    return `data ${JSON.stringify(data).slice(0, 80)}`;
  if (typeof body.message !== 'string' || !CJK.test(body.message)) return `message ${String(body.message)}`;
  const message = body.message;
  const echoed = Math.max(
    0,
    ...bad.strings.map((text) => longestCommonSubstring(message, text.slice(0, 4096))),
  );
  if (echoed > MAX_ECHO || message.length > 120) return `message echoes the input: ${message.slice(0, 80)}`;
  return undefined;
}

async function tokenFor(caller: Caller): Promise<string | undefined> {
  switch (caller) {
    case 'public':
      return undefined;
    case 'account':
      return server.signIn('13800000001');
    case 'member':
      return server.signInTo('13800000002', 'xinghe-park');
    case 'admin':
      return server.signInTo('13800000001', 'xinghe-park');
  }
}

async function send(url: string, payload: string, token: string | undefined) {
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    payload,
  });
  return { status: response.statusCode, body: response.json() as Record<string, unknown> };
}

describe('generated bad bodies', () => {
  const generated = endpoints.map((endpoint) => ({ endpoint, bodies: badBodies(endpoint.fields) }));

  it('generates more than 200 distinct bodies, each small enough to reach validation', () => {
    const all = generated.flatMap(({ endpoint, bodies }) =>
      bodies.map((bad) => `${endpoint.url} ${bad.payload}`),
    );
    expect(all.length).toBeGreaterThan(200);
    expect(new Set(all).size).toBe(all.length);
    const sizes = generated.flatMap(({ bodies }) => bodies.map((bad) => Buffer.byteLength(bad.payload)));
    expect(Math.max(...sizes)).toBeLessThan(testConfig.bodyLimitBytes);
    expect(Math.max(...sizes)).toBeGreaterThan(100_000);
  });

  it.each(generated.map(({ endpoint, bodies }) => [endpoint.url, bodies.length, endpoint, bodies] as const))(
    '%s refuses all %i bad bodies with a Chinese message and changes no row',
    async (url, _count, endpoint, bodies) => {
      const token = await tokenFor(endpoint.caller);
      const before = await fingerprintTables(server.db);
      expect(Object.keys(before)).toEqual(expect.arrayContaining(guardedTables));
      expect(before.accounts!.rows).toBeGreaterThan(0);

      const problems: string[] = [];
      for (let start = 0; start < bodies.length; start += BATCH_SIZE) {
        const batch = bodies.slice(start, start + BATCH_SIZE);
        const answers = await Promise.all(batch.map((bad) => send(url, bad.payload, token)));
        answers.forEach(({ status, body }, index) => {
          const bad = batch[index]!;
          const problem = problemWith(bad, status, body, endpoint.alsoRefusedWith);
          if (problem) problems.push(`${bad.label} → ${problem}`);
        });
      }
      expect(problems).toEqual([]);
      expect(await fingerprintTables(server.db)).toEqual(before);
      expect(server.sms.sent).toEqual([]);

      // The valid body still gets through: the refusals were the bad field's, and no lock was tripped.
      const base = Object.fromEntries(
        Object.entries(endpoint.fields).map(([name, spec]) => [name, spec.valid]),
      );
      const control = await send(url, JSON.stringify(base), token);
      expect(control.body.code).toBe(endpoint.control);
    },
  );
});

describe('free text that only looks dangerous', () => {
  it('stores SQL-looking organisation names verbatim and leaves every other table alone', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const before = await fingerprintTables(server.db);
    for (const name of [
      "' or 1=1 --",
      "'; drop table accounts; --",
      'Robert"); drop table organizations;--',
    ]) {
      const { body } = await server.post<{ name: string }>(
        '/enterprise/v1/owner/info/modify',
        { name },
        token,
      );
      expect(body).toMatchObject({ code: 0, data: { name } });
      const rows = await server.db.query<{ name: string }>(
        "select name from organizations where unique_id = 'xinghe-park'",
      );
      expect(rows).toEqual([{ name }]);
    }
    const after = await fingerprintTables(server.db);
    const changed = Object.keys(before).filter((table) => before[table]!.digest !== after[table]!.digest);
    expect(changed).toEqual(['organizations']);
    expect(after.accounts).toEqual(before.accounts);
  });
});
