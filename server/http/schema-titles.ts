/** The parts of a JSON schema (as TypeBox writes them) that lead to a property's own schema. */
interface Schema {
  title?: unknown;
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema | Schema[];
  prefixItems?: Schema[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  $defs?: Record<string, Schema>;
  $id?: string;
}

const isSchema = (value: unknown): value is Schema => typeof value === 'object' && value !== null;

/**
 * Notes the definitions a schema holds, which `$ref`s name: TypeBox's `Type.Cyclic` keeps them in
 * `$defs` (by key, and each under its `$id`), wherever the cyclic schema sits in the body.
 */
function noteDefinitions(schema: Schema, definitions: Map<string, Schema>): void {
  for (const [key, definition] of Object.entries(schema.$defs ?? {})) {
    if (!isSchema(definition)) continue;
    definitions.set(key, definition);
    definitions.set(`#/$defs/${key}`, definition);
    if (typeof definition.$id === 'string') definitions.set(definition.$id, definition);
  }
}

/** The schemas a value may match: each one given, the definitions it refers to, its alternatives. */
function alternatives(schemas: readonly Schema[], definitions: Map<string, Schema>): Schema[] {
  const found: Schema[] = [];
  const seen = new Set<Schema>();
  const pending = [...schemas];
  while (pending.length > 0) {
    const schema = pending.shift()!;
    if (seen.has(schema)) continue;
    seen.add(schema);
    found.push(schema);
    noteDefinitions(schema, definitions);
    const referred = schema.$ref === undefined ? undefined : definitions.get(schema.$ref);
    if (referred) pending.push(referred);
    for (const list of [schema.anyOf, schema.oneOf, schema.allOf])
      if (Array.isArray(list)) pending.push(...list.filter(isSchema));
  }
  return found;
}

/** The schemas of `part` (a property name, or an array index) inside a value of `schema`. */
function childrenOf(schema: Schema, part: string): Schema[] {
  const children: Schema[] = [];
  const named =
    schema.properties && Object.hasOwn(schema.properties, part) ? schema.properties[part] : undefined;
  if (isSchema(named)) children.push(named);
  let patterned = false;
  for (const [pattern, child] of Object.entries(schema.patternProperties ?? {})) {
    if (isSchema(child) && new RegExp(pattern, 'u').test(part)) {
      children.push(child);
      patterned = true;
    }
  }
  if (!named && !patterned && isSchema(schema.additionalProperties))
    children.push(schema.additionalProperties);
  if (/^\d+$/.test(part)) {
    const index = Number(part);
    const item =
      schema.prefixItems?.[index] ?? (Array.isArray(schema.items) ? schema.items[index] : schema.items);
    if (isSchema(item)) children.push(item);
  }
  return children;
}

const titleOf = (schemas: readonly Schema[]) =>
  schemas.find((schema) => typeof schema.title === 'string' && schema.title !== '')?.title as
    | string
    | undefined;

/**
 * The Chinese titles a route's body schema gives the values along `path`: entry `i` is the title of
 * the value at the path's first `i` parts (entry 0 the body's), found through properties, records,
 * arrays, unions and TypeBox's cyclic definitions; the list ends where the path leaves the schema.
 * One walk, however deep the path.
 */
export function titlesAlong(bodySchema: unknown, path: readonly string[]): (string | undefined)[] {
  if (!isSchema(bodySchema)) return [];
  const definitions = new Map<string, Schema>();
  let current = alternatives([bodySchema], definitions);
  const titles = [titleOf(current)];
  for (const part of path) {
    current = alternatives(
      current.flatMap((schema) => childrenOf(schema, part)),
      definitions,
    );
    if (current.length === 0) break;
    titles.push(titleOf(current));
  }
  return titles;
}

/** The title the body schema gives the value at `path` (`['form', '0', 'options', '2', 'value']` → 选项值). */
export function titleAt(bodySchema: unknown, path: readonly string[]): string | undefined {
  return titlesAlong(bodySchema, path)[path.length];
}
