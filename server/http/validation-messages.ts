import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { ORDERED_RANGE_KEYWORD, type OrderedRange } from '../../manifests/contracts/fields';

interface SchemaWithTitle {
  title?: string;
  properties?: Record<string, { title?: string }>;
}

const typeNames: Record<string, string> = {
  string: '字符串',
  integer: '整数',
  number: '数字',
  boolean: '布尔值',
  object: '对象',
  array: '数组',
  null: '空值',
};

function fieldName(error: FastifySchemaValidationError): string {
  const parent = (error as { parentSchema?: SchemaWithTitle }).parentSchema;
  if (parent?.title) return parent.title;
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || '请求体';
}

/** Turns the first schema violation into one Chinese sentence the console can show as it is. */
export function describeValidationError(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>;
  const field = fieldName(error);
  switch (error.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      const parent = (error as { parentSchema?: SchemaWithTitle }).parentSchema;
      return `缺少必填项：${parent?.properties?.[missing]?.title ?? missing}`;
    }
    case 'type': {
      const expected = String(params.type)
        .split(',')
        .map((name) => typeNames[name] ?? name)
        .join('或');
      return `${field}的类型不正确，应为${expected}`;
    }
    case 'maxLength':
      return `${field}不能超过 ${String(params.limit)} 个字符`;
    case 'minLength':
      return Number(params.limit) <= 1
        ? `${field}不能为空`
        : `${field}不能少于 ${String(params.limit)} 个字符`;
    case 'pattern':
    case 'format':
      return `${field}格式不正确`;
    case 'enum':
    case 'const':
      return `${field}的取值不在允许范围内`;
    case 'minimum':
      return `${field}不能小于 ${String(params.limit)}`;
    case 'maximum':
      return `${field}不能大于 ${String(params.limit)}`;
    case 'maxItems':
      return `${field}不能超过 ${String(params.limit)} 项`;
    case 'minItems':
      return Number(params.limit) <= 1 ? `${field}不能为空` : `${field}不能少于 ${String(params.limit)} 项`;
    case 'additionalProperties':
      return `不支持的字段：${String(params.additionalProperty).slice(0, 32)}`;
    case 'minProperties':
      return '请至少填写一项需要修改的内容';
    case ORDERED_RANGE_KEYWORD:
      return `${field}${(error as { schema?: OrderedRange }).schema?.message ?? '的起止顺序不正确'}`;
    default:
      return `${field}不合法`;
  }
}

/**
 * The property a violation concerns, as a dotted path the console's form maps to a field
 * (`telephone`, `customFields.f-edu`, `departmentUniqueIds.0`); none for the body as a whole or a
 * property the body must not carry.
 */
export function violatedField(error: FastifySchemaValidationError): string | undefined {
  if (error.keyword === 'additionalProperties' || error.keyword === 'minProperties') return undefined;
  const path = error.instancePath
    .split('/')
    .slice(1)
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
  if (error.keyword === 'required')
    path.push(String((error.params as { missingProperty?: unknown }).missingProperty));
  return fieldPath(path);
}

/** The longest `data.field` a refusal names: a deeper path is no form's field. */
const FIELD_PATH_MAX = 200;
const PLAIN_PART = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * How many leading parts of `path` make a nameable dotted path: plain names and indexes (a key the
 * client chose, a custom field's id, only when it looks like one, so a refusal never echoes what the
 * client sent), 200 characters at most.
 */
export function plainPrefixLength(path: readonly string[]): number {
  let characters = -1;
  for (let index = 0; index < path.length; index++) {
    const part = path[index]!;
    characters += part.length + 1;
    if (!PLAIN_PART.test(part) || characters > FIELD_PATH_MAX) return index;
  }
  return path.length;
}

/**
 * A path of a body's properties and indexes as the dotted `data.field` of a refusal; none for the
 * body as a whole, or for a path that is not plain names all through (`plainPrefixLength`).
 */
export function fieldPath(path: readonly string[]): string | undefined {
  if (path.length === 0 || plainPrefixLength(path) < path.length) return undefined;
  return path.join('.');
}
