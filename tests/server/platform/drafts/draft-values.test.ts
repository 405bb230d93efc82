import { DRAFT_VALUES_MAX_BYTES } from '../../../../manifests/contracts/draft-constants';
import { draftValuesProblem } from '../../../../server/platform/drafts/draft-values';

describe('draftValuesProblem', () => {
  it.each([
    ['plain values', { name: '周杰', age: 30, ok: true, none: null, list: [1, '二', { three: 3 }] }],
    ['an empty object', {}],
    ['line breaks and tabs', { note: 'a\r\nb\tc' }],
    ['a surrogate pair (emoji)', { emoji: '😀' }],
    ['zero-width joiners of an emoji sequence', { family: '👨‍👩‍👧' }],
  ])('passes %s', (_label, values) => {
    expect(draftValuesProblem(values)).toBeUndefined();
  });

  it.each([
    ['an array', [], 'values', '草稿内容必须是对象'],
    ['null', null, 'values', '草稿内容必须是对象'],
    ['a string', '周杰', 'values', '草稿内容必须是对象'],
    ['Infinity', { n: Number.POSITIVE_INFINITY }, 'values.n', '草稿内容中的数值超出范围'],
    ['NaN', { n: Number.NaN }, 'values.n', '草稿内容中的数值超出范围'],
    ['a function (never from JSON)', { f: () => 1 }, 'values.f', '草稿内容只能包含文字、数值、是否和列表'],
    ['a key naming no safe path', { 'a b': Number.NaN }, 'values', '草稿内容中的数值超出范围'],
  ])('refuses %s, naming the field', (_label, values, field, message) => {
    expect(draftValuesProblem(values)).toEqual({ kind: 'invalid', field, message });
  });

  it('measures the size in UTF-8 bytes of JSON, after the walk', () => {
    const text = (bytes: number) => ({ t: 'a'.repeat(bytes - 8) });
    expect(draftValuesProblem(text(DRAFT_VALUES_MAX_BYTES))).toBeUndefined();
    expect(draftValuesProblem(text(DRAFT_VALUES_MAX_BYTES + 1))).toEqual({
      kind: 'tooLarge',
      bytes: DRAFT_VALUES_MAX_BYTES + 1,
    });
  });
});
