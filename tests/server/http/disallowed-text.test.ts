import { Type } from 'typebox';
import { DraftSaveBody, TaskActBody } from '../../../manifests/contracts/approval';
import { disallowedTextRefusal, findDisallowedText } from '../../../server/http/disallowed-text';
import { ErrorCode } from '../../../server/http/error-codes';
import { titleAt } from '../../../server/http/schema-titles';

describe('findDisallowedText', () => {
  const cases: [string, unknown, ReturnType<typeof findDisallowedText>][] = [
    ['NUL in a value', { comment: 'a\u0000b' }, { path: ['comment'], inKey: false, kind: 'nul' }],
    ['a lone high surrogate', { comment: 'a\ud800' }, { path: ['comment'], inKey: false, kind: 'surrogate' }],
    ['a lone low surrogate', { comment: '\udc00a' }, { path: ['comment'], inKey: false, kind: 'surrogate' }],
    [
      'reversed surrogates',
      { comment: '\udc00\ud800' },
      { path: ['comment'], inKey: false, kind: 'surrogate' },
    ],
    ['BEL', { comment: 'a\u0007' }, { path: ['comment'], inKey: false, kind: 'control' }],
    ['ESC', ['\u001b[31m'], { path: ['0'], inKey: false, kind: 'control' }],
    ['vertical tab', 'a\u000bb', { path: [], inKey: false, kind: 'control' }],
    ['form feed', 'a\u000cb', { path: [], inKey: false, kind: 'control' }],
    ['DEL', 'a\u007f', { path: [], inKey: false, kind: 'control' }],
    ['a C1 control', 'a\u0085', { path: [], inKey: false, kind: 'control' }],
    ['the last C1 control', 'a\u009f', { path: [], inKey: false, kind: 'control' }],
    [
      'deep in arrays and objects',
      { form: [{ options: [{ value: 'ok' }, { value: 'x\u0000' }] }] },
      { path: ['form', '0', 'options', '1', 'value'], inKey: false, kind: 'nul' },
    ],
    ['in a key', { form: { 'a\u0000': 1 } }, { path: ['form'], inKey: true, kind: 'nul' }],
    ['in a top-level key', { '\ud800': 1 }, { path: [], inKey: true, kind: 'surrogate' }],
    [
      'the first in document order',
      { a: ['fine', 'b\u0007'], b: 'c\u0000' },
      { path: ['a', '1'], inKey: false, kind: 'control' },
    ],
  ];
  it.each(cases)('%s', (_label, body, expected) => {
    expect(findDisallowedText(body)).toEqual(expected);
  });

  it.each([
    ['tab, line feed and carriage return', { text: '第一行\t\r\n第二行' }],
    ['Chinese and emoji (paired surrogates)', { text: '同意 👍👨‍👩‍👧 𠀀' }],
    ['the character after C1 and format characters', { text: '\u00a0\u200b\u202e\ufeff' }],
    ['numbers, booleans and null', { a: 1, b: true, c: null, d: [1.5, false] }],
  ])('passes %s', (_label, body) => {
    expect(findDisallowedText(body)).toBeUndefined();
  });

  it('walks a deeply nested body without exhausting the stack, in time linear in its size', () => {
    // What a 1 MB body can nest: a path copied at each level would cost minutes here.
    let body: unknown = 'x\u0000';
    for (let depth = 0; depth < 500_000; depth++) body = depth % 2 ? [body] : { a: body };
    const started = performance.now();
    const found = findDisallowedText(body);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(found).toMatchObject({ kind: 'nul', inKey: false });
    expect(found?.path).toHaveLength(500_000);
    // Named, in time, by the nearest plain path of 200 characters at most; no data.field.
    const refusal = disallowedTextRefusal(found!, undefined);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(refusal.message).toMatch(/^「0\.a\.0\.a[.a0]*」含有不允许的字符（空字符）$/);
    expect(refusal.message.length).toBeLessThan(230);
    expect(refusal.data).toBeNull();
  });
});

describe('titleAt', () => {
  it.each([
    [TaskActBody, ['comment'], '意见'],
    [TaskActBody, ['action'], '操作'],
    [TaskActBody, ['form'], '表单'],
    [TaskActBody, ['form', 'f-edu'], undefined],
    [DraftSaveBody, ['form', '0', 'options', '2', 'value'], '选项值'],
    [DraftSaveBody, ['form', '3', 'description'], '说明'],
    [DraftSaveBody, ['form', '3', 'defaultValue', '1'], undefined],
    [DraftSaveBody, ['flow', 'nodeName'], '节点名称'],
    // The flow is cyclic (TypeBox `$ref`s in `$defs`): found through a branch and its child nodes.
    [DraftSaveBody, ['flow', 'childNode', 'conditionNodes', '0', 'childNode', 'nodeName'], '节点名称'],
    [DraftSaveBody, ['unknown'], undefined],
    [Type.Record(Type.String(), Type.String({ title: '值' })), ['any-key'], '值'],
    [undefined, ['comment'], undefined],
  ])('%#: %j', (schema, path, title) => {
    expect(titleAt(schema, path)).toBe(title);
  });
});

describe('disallowedTextRefusal', () => {
  it('names the field by its title, with the dotted path as data.field', () => {
    const refusal = disallowedTextRefusal({ path: ['comment'], inKey: false, kind: 'control' }, TaskActBody);
    expect(refusal).toMatchObject({
      code: ErrorCode.DisallowedCharacters,
      message: '「意见」含有不允许的字符（控制字符）',
      data: { field: 'comment' },
      statusCode: 200,
    });
  });

  it.each([
    [
      { path: ['form', 'f-edu'], inKey: false, kind: 'nul' },
      '「form.f-edu」含有不允许的字符（空字符）',
      'form.f-edu',
    ],
    [{ path: ['form', '学历'], inKey: false, kind: 'nul' }, '「表单」含有不允许的字符（空字符）', undefined],
    [
      { path: ['form'], inKey: true, kind: 'surrogate' },
      '「表单」中的字段名含有不允许的字符（残缺的字符编码）',
      'form',
    ],
    [{ path: [], inKey: true, kind: 'nul' }, '字段名含有不允许的字符（空字符）', undefined],
    [{ path: [], inKey: false, kind: 'nul' }, '请求内容含有不允许的字符（空字符）', undefined],
    [
      { path: ['target', 'x', '学历'], inKey: false, kind: 'nul' },
      '「target.x」含有不允许的字符（空字符）',
      undefined,
    ],
    // Too deep for a data.field: named by its deepest enclosing plain path of 200 characters at most.
    [
      { path: ['comment', ...Array(150).fill('0')], inKey: false, kind: 'nul' },
      `「comment${'.0'.repeat(96)}」含有不允许的字符（空字符）`,
      undefined,
    ],
  ] as const)('%j', (found, message, field) => {
    const refusal = disallowedTextRefusal(found, TaskActBody);
    expect(refusal.message).toBe(message);
    expect(refusal.data).toEqual(field ? { field } : null);
  });
});
