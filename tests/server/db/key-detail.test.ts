import {
  describeDateRange,
  type KeyDetail,
  parseDateRange,
  parseKeyDetail,
} from '../../../server/db/key-detail';

/** Details as both engines print them (PostgreSQL 15 through node-postgres, PGlite's PostgreSQL 18). */
const details: [string, string, KeyDetail | undefined][] = [
  [
    'an exclusion over a room and a date range',
    'Key (room_id, during)=(5, [2026-01-01,2026-02-01)) conflicts with existing key (room_id, during)=(5, [2026-01-15,2026-03-01)).',
    {
      columns: ['room_id', 'during'],
      key: { room_id: '5', during: '[2026-01-01,2026-02-01)' },
      conflictingKey: { room_id: '5', during: '[2026-01-15,2026-03-01)' },
    },
  ],
  [
    'an exclusion found while the constraint is added',
    'Key (room_id, during)=(5, [2026-01-01,2026-02-01)) conflicts with key (room_id, during)=(5, [2026-01-15,)).',
    {
      columns: ['room_id', 'during'],
      key: { room_id: '5', during: '[2026-01-01,2026-02-01)' },
      conflictingKey: { room_id: '5', during: '[2026-01-15,)' },
    },
  ],
  [
    'a unique key of two columns',
    'Key (organization_id, name)=(1, 市场部) already exists.',
    {
      columns: ['organization_id', 'name'],
      key: { organization_id: '1', name: '市场部' },
      conflictingKey: undefined,
    },
  ],
  [
    'a unique key found while the index is built',
    'Key (serial_no)=(202601010001) is duplicated.',
    { columns: ['serial_no'], key: { serial_no: '202601010001' }, conflictingKey: undefined },
  ],
  [
    'one column whose text holds commas and brackets',
    'Key (name)=(a, b) (c]) already exists.',
    { columns: ['name'], key: { name: 'a, b) (c]' }, conflictingKey: undefined },
  ],
  [
    'an expression index (parentheses in the column list)',
    'Key (organization_id, lower(name::text))=(1, 市场部) already exists.',
    {
      columns: ['organization_id', 'lower(name::text)'],
      key: { organization_id: '1', 'lower(name::text)': '市场部' },
      conflictingKey: undefined,
    },
  ],
  [
    'quoted identifiers',
    'Key ("Room Id", "a""b")=(5, x) already exists.',
    { columns: ['Room Id', 'a"b'], key: { 'Room Id': '5', 'a"b': 'x' }, conflictingKey: undefined },
  ],
  [
    'a text range whose quoted bounds hold commas and quotes',
    'Key (thing_id, span)=(7, ["a, b","c\\"d")) conflicts with existing key (thing_id, span)=(7, [a,z)).',
    {
      columns: ['thing_id', 'span'],
      key: { thing_id: '7', span: '["a, b","c\\"d")' },
      conflictingKey: { thing_id: '7', span: '[a,z)' },
    },
  ],
  [
    'an array and a record value',
    'Key (tags, pair)=({"x, y",z}, (1,"a, b")) already exists.',
    {
      columns: ['tags', 'pair'],
      key: { tags: '{"x, y",z}', pair: '(1,"a, b")' },
      conflictingKey: undefined,
    },
  ],
  [
    'a timestamp range (quoted bounds with spaces)',
    'Key (room_id, slot)=(3, ["2026-01-01 09:00:00+08","2026-01-01 10:00:00+08")) conflicts with existing key (room_id, slot)=(3, ["2026-01-01 09:30:00+08","2026-01-01 11:00:00+08")).',
    {
      columns: ['room_id', 'slot'],
      key: { room_id: '3', slot: '["2026-01-01 09:00:00+08","2026-01-01 10:00:00+08")' },
      conflictingKey: { room_id: '3', slot: '["2026-01-01 09:30:00+08","2026-01-01 11:00:00+08")' },
    },
  ],
  [
    'plain text with an unbalanced bracket, told apart by the plain split',
    'Key (organization_id, name)=(1, 会议室(A) already exists.',
    {
      columns: ['organization_id', 'name'],
      key: { organization_id: '1', name: '会议室(A' },
      conflictingKey: undefined,
    },
  ],
  [
    'text holding ", " in a key of two columns: the values cannot be told apart',
    'Key (thing_id, lower(name))=(5, a, b) already exists.',
    { columns: ['thing_id', 'lower(name)'], key: undefined, conflictingKey: undefined },
  ],
  ['no key shown (no read permission)', 'Key conflicts with existing key.', undefined],
  ['another detail altogether', 'Failing row contains (1, null).', undefined],
  ['an unclosed column list', 'Key (room_id, during=(5, x) already exists.', undefined],
  ['an unknown ending', 'Key (room_id)=(5) is strange.', undefined],
];

describe('parseKeyDetail', () => {
  it.each(details)('%s', (_label, detail, expected) => {
    expect(parseKeyDetail(detail)).toEqual(expected);
  });
});

const ranges: [string, ReturnType<typeof parseDateRange>, string | undefined][] = [
  ['[2026-01-01,2026-02-01)', { first: '2026-01-01', last: '2026-01-31' }, '2026-01-01 至 2026-01-31'],
  ['[2026-02-28,2026-03-01)', { first: '2026-02-28', last: '2026-02-28' }, '2026-02-28'],
  ['(2025-12-31,2026-12-31]', { first: '2026-01-01', last: '2026-12-31' }, '2026-01-01 至 2026-12-31'],
  ['[2024-02-28,2024-03-01)', { first: '2024-02-28', last: '2024-02-29' }, '2024-02-28 至 2024-02-29'],
  ['[2026-01-15,)', { first: '2026-01-15', last: null }, '2026-01-15 起'],
  ['(,2026-02-01)', { first: null, last: '2026-01-31' }, '至 2026-01-31'],
  ['(,)', { first: null, last: null }, '不限日期'],
  ['["2026-01-01","2026-01-02")', { first: '2026-01-01', last: '2026-01-01' }, '2026-01-01'],
  ['empty', undefined, undefined],
  ['[1,5)', undefined, undefined],
  ['["2026-01-01 09:00:00+08","2026-01-01 10:00:00+08")', undefined, undefined],
];

describe('parseDateRange and describeDateRange', () => {
  it.each(ranges)('%s', (text, span, described) => {
    expect(parseDateRange(text)).toEqual(span);
    expect(describeDateRange(text)).toBe(described);
  });
});
