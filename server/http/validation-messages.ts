import type { FastifySchemaValidationError } from 'fastify/types/schema';

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
  // A key the client chose (a custom field's id) is named only when it looks like one.
  if (path.length === 0 || !path.every((part) => /^[A-Za-z0-9_-]{1,64}$/.test(part))) return undefined;
  return path.join('.');
}
