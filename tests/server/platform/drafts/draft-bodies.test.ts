import {
  DRAFT_KEY_MAX,
  DRAFT_VALUES_DEPTH_MAX,
  DRAFT_VALUES_MAX_BYTES,
} from '../../../../manifests/contracts/draft-constants';
import { ErrorCode } from '../../../../server/http/error-codes';
import { badBodies, type FieldSpec, isUnstorable } from '../../support/bad-bodies';
import { fingerprintTables } from '../../support/table-fingerprints';
import { setupTestServer } from '../../support/test-server';
import { areasWithDrafts, draftsOf, ONBOARDING, requestId } from './draft-fixture';

const server = setupTestServer({}, { areas: areasWithDrafts });

const CJK = /\p{Script=Han}/u;

async function send(url: string, payload: string, token: string) {
  const response = await server.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', authorization: token },
    payload,
  });
  return {
    status: response.statusCode,
    body: response.json() as { code: number; message: string; data: unknown },
  };
}

const kind: FieldSpec = { valid: ONBOARDING };
const uniqueId: FieldSpec = { valid: 'draft-nothing' };

/** Each route's string fields; the save's numbers and values are added to every body about a field. */
const endpoints: {
  url: string;
  fields: Record<string, FieldSpec>;
  extra?: Record<string, unknown>;
  control: number;
}[] = [
  {
    url: '/enterprise/v1/draft/save',
    fields: {
      kind,
      uniqueId: { ...uniqueId, optional: true },
      requestId: { valid: 'request-bodies-1' },
      title: { valid: '周杰入职', freeText: true },
    },
    extra: { revision: 0, step: 0, values: { name: '周杰' } },
    control: ErrorCode.DraftNotFound,
  },
  { url: '/enterprise/v1/draft/detail', fields: { kind, uniqueId }, control: ErrorCode.DraftNotFound },
  { url: '/enterprise/v1/draft/remove', fields: { kind, uniqueId }, control: ErrorCode.DraftNotFound },
  { url: '/enterprise/v1/draft/page', fields: { kind }, control: 0 },
];

describe('draft bodies', () => {
  it.each(endpoints.map((endpoint) => [endpoint.url, endpoint] as const))(
    '%s refuses every generated bad body with a Chinese message and changes no row',
    async (url, endpoint) => {
      const token = await server.signInTo('13800000001', 'xinghe-park');
      const before = await fingerprintTables(server.db);
      const problems: string[] = [];
      for (const bad of badBodies(endpoint.fields)) {
        let payload = bad.payload;
        if (endpoint.extra && bad.label.includes(':'))
          payload = JSON.stringify({ ...endpoint.extra, ...JSON.parse(payload) });
        const { status, body } = await send(url, payload, token);
        if (
          status !== 200 ||
          body.code !== (isUnstorable(bad) ? ErrorCode.DisallowedCharacters : ErrorCode.BadRequest) ||
          !CJK.test(body.message)
        )
          problems.push(`${bad.label} → ${status} ${body.code} ${body.message}`);
      }
      expect(problems).toEqual([]);
      expect(await fingerprintTables(server.db)).toEqual(before);
      const valid = Object.fromEntries(
        Object.entries(endpoint.fields).map(([name, spec]) => [name, spec.valid]),
      );
      expect((await send(url, JSON.stringify({ ...endpoint.extra, ...valid }), token)).body.code).toBe(
        endpoint.control,
      );
    },
  );

  it('refuses a revision, a step and values of the wrong shape', async () => {
    const drafts = draftsOf(server, await server.signInTo('13800000001', 'xinghe-park'));
    const cases: [Record<string, unknown>, string][] = [
      [{ revision: -1 }, 'revision'],
      [{ revision: 1.5 }, 'revision'],
      [{ revision: '1' }, 'revision'],
      [{ step: -1 }, 'step'],
      [{ step: 20 }, 'step'],
      [{ values: [] }, 'values'],
      [{ values: '周杰' }, 'values'],
      [{ values: null }, 'values'],
      [{ title: '' }, 'title'],
    ];
    for (const [body, field] of cases) {
      const answer = await drafts.save(body);
      expect({ body, answer: answer.body }).toMatchObject({
        body,
        answer: { code: ErrorCode.BadRequest, data: { field } },
      });
    }
    // A new draft starts at revision 0.
    expect((await drafts.save({ revision: 3 })).body).toEqual({
      code: ErrorCode.BadRequest,
      message: '新草稿的版本应为 0',
      data: { field: 'revision' },
    });
    expect((await drafts.page()).body.data).toMatchObject({ total: 0 });
  });

  it('refuses values holding what no engine stores as sent, naming the field', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const drafts = draftsOf(server, token);
    // `levels` objects, one in the other: the values themselves are the first level.
    const deep = (levels: number): unknown => (levels === 0 ? '底' : { next: deep(levels - 1) });
    const cases: [unknown, string, string][] = [
      [{ ['k'.repeat(DRAFT_KEY_MAX + 1)]: 1 }, 'values', `草稿内容的字段名须为 1 至 ${DRAFT_KEY_MAX} 个字符`],
      [{ '': 1 }, 'values', `草稿内容的字段名须为 1 至 ${DRAFT_KEY_MAX} 个字符`],
      [
        deep(DRAFT_VALUES_DEPTH_MAX + 1),
        expect.stringMatching(/^values(\.next)+$/) as never,
        `草稿内容的层级不能超过 ${DRAFT_VALUES_DEPTH_MAX} 层`,
      ],
    ];
    for (const [values, field, message] of cases) {
      const answer = await drafts.save({ values });
      expect({ values, answer: answer.body }).toEqual({
        values,
        answer: { code: ErrorCode.DraftValuesInvalid, message, data: { field } },
      });
    }
    // What no engine stores (NUL, a lone surrogate, a control character) is refused where bodies are
    // parsed, naming the value's path (server/http/disallowed-text.ts).
    for (const [values, field] of [
      [{ name: '周\u0000杰' }, 'values.name'],
      [{ rooms: [{ note: '\udc00' }] }, 'values.rooms.0.note'],
      [{ name: '\u001b[31m' }, 'values.name'],
    ] as const) {
      expect((await drafts.save({ values })).body).toMatchObject({
        code: ErrorCode.DisallowedCharacters,
        data: { field },
      });
    }
    // A number JSON has but JavaScript reads as Infinity.
    const huge = await send(
      '/enterprise/v1/draft/save',
      `{"kind":"${ONBOARDING}","revision":0,"requestId":"${requestId()}","title":"大数","step":0,"values":{"n":1e400}}`,
      token,
    );
    expect(huge.body).toEqual({
      code: ErrorCode.DraftValuesInvalid,
      message: '草稿内容中的数值超出范围',
      data: { field: 'values.n' },
    });
    // Nested far deeper than any form: refused at the bound, without walking it all.
    const abyss = await send(
      '/enterprise/v1/draft/save',
      `{"kind":"${ONBOARDING}","revision":0,"requestId":"${requestId()}","title":"深","step":0,"values":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`,
      token,
    );
    expect(abyss.body).toMatchObject({
      code: ErrorCode.DraftValuesInvalid,
      message: `草稿内容的层级不能超过 ${DRAFT_VALUES_DEPTH_MAX} 层`,
    });
    expect((await drafts.page()).body.data).toMatchObject({ total: 0 });

    // What a form holds passes: line breaks and tabs, emoji with joiners, nesting to the bound.
    const fine = {
      note: '第一行\r\n第二行\t完',
      emoji: '😀👨‍👩‍👧',
      deep: deep(DRAFT_VALUES_DEPTH_MAX - 1),
      n: -0.5,
    };
    const saved = await drafts.save({ values: fine });
    expect(saved.body.code).toBe(0);
    expect((await drafts.detail(saved.body.data.uniqueId)).body.data).toMatchObject({ values: fine });
  });

  it(`keeps values to ${DRAFT_VALUES_MAX_BYTES / 1024} KB of JSON`, async () => {
    const drafts = draftsOf(server, await server.signInTo('13800000001', 'xinghe-park'));
    // {"t":"…"} is 8 bytes around the text; a Chinese character is 3 bytes of UTF-8.
    const atBound = { t: `${'中'.repeat((DRAFT_VALUES_MAX_BYTES - 8 - 2) / 3)}ab` };
    expect(Buffer.byteLength(JSON.stringify(atBound))).toBe(DRAFT_VALUES_MAX_BYTES);
    const saved = await drafts.save({ values: atBound });
    expect(saved.body.code).toBe(0);

    const over = await drafts.save({ values: { t: `${atBound.t}c` } });
    expect(over.body).toEqual({
      code: ErrorCode.DraftTooLarge,
      message: `草稿内容不能超过 ${DRAFT_VALUES_MAX_BYTES / 1024} KB`,
      data: { field: 'values' },
    });
    const unchanged = await drafts.save({
      uniqueId: saved.body.data.uniqueId,
      revision: 1,
      values: { t: `${atBound.t}c` },
    });
    expect(unchanged.body.code).toBe(ErrorCode.DraftTooLarge);
    expect((await drafts.detail(saved.body.data.uniqueId)).body.data).toMatchObject({
      revision: 1,
      values: atBound,
    });
  });
});
