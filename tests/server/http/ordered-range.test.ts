import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { AmountRange, DateRange } from '../../../manifests/contracts/fields';
import { ajvOptions } from '../../../server/http/ajv-options';
import { ErrorCode } from '../../../server/http/error-codes';
import { errorHandling } from '../../../server/plugins/error-handling';

/** A list's search with the shared range fields, validated as the server validates every body. */
async function searchApp(): Promise<FastifyInstance> {
  const app = Fastify({
    ajv: { customOptions: { ...ajvOptions.customOptions }, plugins: [...ajvOptions.plugins] },
  });
  await app.register(errorHandling);
  const body = Type.Object(
    { signed: Type.Optional(DateRange('签订日期')), amount: Type.Optional(AmountRange('合同金额')) },
    { additionalProperties: false },
  );
  app.post('/search', { schema: { body } }, async (request) => ({ code: 0, data: request.body }));
  return app;
}

describe('the shared range fields', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await searchApp();
  });
  afterAll(() => app.close());
  const search = async (payload: object) =>
    (await app.inject({ method: 'POST', url: '/search', payload })).json() as {
      code: number;
      message?: string;
      data: unknown;
    };

  it.each([
    [{ signed: { from: '2026-01-01', to: '2026-12-31' } }],
    [{ signed: { from: '2026-05-01', to: '2026-05-01' } }],
    [{ signed: { from: '2026-05-01' } }],
    [{ signed: { to: '2026-05-01' } }],
    [{ amount: { min: 100, max: 100 } }],
    [{ amount: { min: -500, max: 0 } }],
    [{ amount: { max: 100 } }],
  ])('accepts %j', async (payload) => {
    expect(await search(payload)).toEqual({ code: 0, data: payload });
  });

  it.each([
    [{ signed: { from: '2026-12-31', to: '2026-01-01' } }, '签订日期的开始日期不能晚于结束日期', 'signed'],
    [{ amount: { min: 100_01, max: 100_00 } }, '合同金额的最小值不能大于最大值', 'amount'],
    [{ amount: { min: 1.5 } }, '合同金额最小值的类型不正确，应为整数', 'amount.min'],
    [{ signed: { from: '2026-13-01' } }, '签订日期起格式不正确', 'signed.from'],
    [{ signed: { from: '2026-01-01', until: '2026-02-01' } }, '不支持的字段：until', undefined],
  ])('refuses %j: %s', async (payload, message, field) => {
    expect(await search(payload)).toEqual({
      code: ErrorCode.BadRequest,
      message,
      data: field ? { field } : null,
    });
  });
});
