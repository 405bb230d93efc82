// `npm run new-plugin -- <name> [中文名称]` scaffolds an area plugin that follows the plugin contract
// (README "Plugin contract"): its manifest, the console plugin (module, API and queries, a list page
// on the kit's ListPage and an add page on its FormPage), the server area
// (api.ts, routes/ calling use cases that take a transaction, migrations.ts, seed.ts, dependsOn) and a test of each side, then registers it with
// one line in manifests/index.ts, plugins/index.ts and server/areas/index.ts. What it writes passes
// `npm run typecheck`, `npm run lint` and its own tests as it is.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function fail(message) {
  process.stderr.write(`新建插件失败：${message}\n`);
  process.exit(1);
}

// ---------------------------------------------------------------------------------------------- names

function namesOf(id, title) {
  const words = id.split('-');
  const camel = words
    .map((word, index) => (index === 0 ? word : word[0].toUpperCase() + word.slice(1)))
    .join('');
  return {
    id,
    title,
    camel,
    pascal: camel[0].toUpperCase() + camel.slice(1),
    upper: words.join('_').toUpperCase(),
    snake: words.join('_'),
    agentId: randomBytes(8).toString('hex'),
  };
}

const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;

/** Why `id` cannot be used, or undefined when it is free. */
function refusalOf(id, title) {
  if (!id) return '请给出插件名称，例如：npm run new-plugin -- visitor-pass 访客通行';
  if (!KEBAB.test(id) || id.length > 32) {
    return `插件名称「${id}」须为小写字母开头、以连字符分隔的小写字母或数字（kebab-case，最多 32 个字符），例如 visitor-pass`;
  }
  if (title !== undefined && !/^[^\s<>'"`\\]{1,20}$/.test(title)) {
    return `中文名称「${title}」须为 1–20 个字符，不含空白、引号与尖括号`;
  }
  const names = namesOf(id, title);
  const taken = [
    `manifests/${id}.ts`,
    `plugins/${id}`,
    `server/areas/${id}`,
    `tests/plugins/${id}`,
    `tests/server/${id}`,
  ].filter((entry) => existsSync(path.join(root, entry)));
  if (taken.length > 0) return `插件名称「${id}」已被占用：${taken.join('、')} 已存在`;
  for (const file of readdirSync(path.join(root, 'manifests')).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(path.join(root, 'manifests', file), 'utf8');
    if (text.includes(`id: '${id}'`)) return `插件名称「${id}」已被 manifests/${file} 使用`;
    const claimed = [names.upper, `${names.upper}_HOME`, `${names.upper}_ADD`].find((code) =>
      text.includes(`'${code}'`),
    );
    if (claimed) return `资源编码 ${claimed} 已被 manifests/${file} 使用，请换一个插件名称`;
  }
  return undefined;
}

// ------------------------------------------------------------------------------------------ templates

const manifestFile = (n) => `import { definePaths, definePermissions } from './resource-codes';
import { defineManifest, directory, menu } from './resource-types';

/**
 * The ${n.id} area (${n.title}), scaffolded by \`npm run new-plugin\`: a page listing the organisation's
 * records, and the page that adds one (a hidden menu: its code is also the permission to add). Every
 * member is given the list; adding is left to admins and to the roles granted it.
 */
export const ${n.camel}Manifest = defineManifest({
  id: '${n.id}',
  grantedToEveryone: { except: ['${n.upper}_ADD'] },
  application: {
    agentId: '${n.agentId}',
    name: '${n.title}',
    pcName: '${n.title}',
    category: '协同办公',
    iconUrl: '',
    introduction: '${n.title}：由插件脚手架生成的业务区域，请按需修改。',
    pcUrl: '/${n.id}/home',
    appUrl: '',
  },
  views: {
    ${n.upper}_HOME: { view: '${n.id}-home' },
    ${n.upper}_ADD: { view: '${n.id}-add' },
  },
  resources: [
    directory(
      '${n.upper}',
      '${n.title}',
      [
        menu('${n.upper}_HOME', '${n.title}记录', {
          pathUrl: '/${n.id}/home',
          children: [menu('${n.upper}_ADD', '新增${n.title}记录', { isHidden: true, pathUrl: '/${n.id}/add' })],
        }),
      ],
      { iconUrl: 'appstore' },
    ),
  ],
});

/** The area's permission codes, named once for the console (\`usePermission\`) and the server (\`config.permission\`). */
export const ${n.pascal}Permission = definePermissions(${n.camel}Manifest, {
  home: '${n.upper}_HOME',
  add: '${n.upper}_ADD',
});

/** Console paths of the area, read from its resources above (written once). */
export const ${n.pascal}Paths = definePaths(${n.camel}Manifest, {
  home: '${n.upper}_HOME',
  add: '${n.upper}_ADD',
});
`;

const pluginIndexFile = (n) => `import { definePlugin } from '@core/plugin';
import { ${n.camel}Manifest } from '@manifests/${n.id}';
import { ${n.camel}Module } from './${n.id}-module';

/** The ${n.id} area (${n.title}): the organisation's records. */
export default definePlugin({
  id: '${n.id}',
  manifest: ${n.camel}Manifest,
  module: ${n.camel}Module,
  views: {
    '${n.id}-home': () => import(/* webpackChunkName: "plugin-${n.id}" */ './views/${n.id}-home-page'),
    '${n.id}-add': () => import(/* webpackChunkName: "plugin-${n.id}" */ './views/${n.id}-add-page'),
  },
});
`;

const moduleFile = (n) => `import { RequestService } from '@core';
import { ContainerModule } from 'inversify';
import { ${n.pascal}Api, Http${n.pascal}Api } from './api/${n.id}-api';

/** The ${n.id} area's services (its stores and settings, when it has some, are bound here too). */
export const ${n.camel}Module = new ContainerModule(({ bind }) => {
  bind<${n.pascal}Api>(${n.pascal}Api)
    .toDynamicValue((context) => new Http${n.pascal}Api(context.get<RequestService>(RequestService)))
    .inSingletonScope();
});
`;

const apiFile = (n) => `import { type RequestService, token } from '@core';
import type { Page, PageQuery, ReadOptions } from '@core/data';

/** One record of the area. */
export interface ${n.pascal}Item {
  uniqueId: string;
  name: string;
  /** ISO 8601. */
  createdAt: string;
}

/** What the list asks for: a page, and the name searched for. */
export interface ${n.pascal}PageQuery extends PageQuery {
  name?: string;
}

/** The ${n.id} area's calls (\`/enterprise/v1/${n.id}/...\`). */
export const ${n.pascal}Api = token<${n.pascal}Api>('${n.id}.${n.pascal}Api');
export interface ${n.pascal}Api {
  /** A page of the organisation's records, newest first, those whose name holds \`query.name\`. */
  page(query: ${n.pascal}PageQuery, options?: ReadOptions): Promise<Page<${n.pascal}Item>>;
  /** Sent silently: the form shows the refusal on its field and keeps what was typed. */
  add(name: string): Promise<${n.pascal}Item>;
}

export class Http${n.pascal}Api implements ${n.pascal}Api {
  constructor(private readonly request: RequestService) {}

  /**
   * The server answers the whole list (a young area has few records); the page is cut here. Give the
   * route \`pageNum\`/\`pageSize\` once the list grows, and send them instead.
   */
  async page(query: ${n.pascal}PageQuery, options: ReadOptions = {}) {
    const items = await this.request.post<${n.pascal}Item[]>('/enterprise/v1/${n.id}/item/list', {}, options);
    const name = query.name?.trim() ?? '';
    const found = name ? items.filter((item) => item.name.includes(name)) : items;
    const start = (query.pageNum - 1) * query.pageSize;
    return {
      list: found.slice(start, start + query.pageSize),
      total: found.length,
      pageNum: query.pageNum,
      pageSize: query.pageSize,
    };
  }

  add(name: string) {
    return this.request.post<${n.pascal}Item>('/enterprise/v1/${n.id}/item/add', { name }, { silent: true });
  }
}
`;

const consoleQueriesFile = (n) => `import { defineQuery } from '@core/data';
import { ${n.pascal}Api, type ${n.pascal}PageQuery } from './${n.id}-api';

/**
 * The area's reads, declared once for every view (kept apart from the API file, which the container
 * module imports with the console's entry: the data layer loads with the views only).
 */
export const ${n.pascal}Tag = '${n.id}';

export const ${n.camel}PageQuery = defineQuery({
  key: ['${n.id}', 'items', 'page'],
  service: ${n.pascal}Api,
  fetch: (api, query: ${n.pascal}PageQuery, signal) => api.page(query, { signal }),
  tags: [${n.pascal}Tag],
});
`;

const pageFile = (n) => `import { usePermission } from '@core';
import { type CrudColumn, ListPage, type RowAction } from '@core/crud';
import { ${n.pascal}Paths, ${n.pascal}Permission } from '@manifests/${n.id}';
import { withQuery } from '@manifests/resource-codes';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate } from 'react-router-dom';
import type { ${n.pascal}Item } from '../api/${n.id}-api';
import { ${n.camel}PageQuery } from '../api/${n.id}-queries';

const columns: CrudColumn<${n.pascal}Item>[] = [
  { title: '名称', dataIndex: 'name', ellipsis: true, search: { placeholder: '请输入名称' } },
  {
    title: '创建时间',
    dataIndex: 'createdAt',
    width: 200,
    render: (value: string) => new Date(value).toLocaleString('zh-CN', { hour12: false }),
  },
];

/**
 * ${n.title}记录 (/${n.id}/home): the organisation's records on the kit's ListPage (search by name,
 * paging, refresh, density, column settings); 新增 and the row action 复制 show only to holders of
 * ${n.upper}_ADD (the server refuses anyone else).
 */
const ${n.pascal}HomePage = observer(function ${n.pascal}HomePage() {
  const navigate = useNavigate();
  const canAdd = usePermission(${n.pascal}Permission.add);
  const actions: RowAction<${n.pascal}Item>[] = [
    {
      key: 'copy',
      label: '复制',
      permission: ${n.pascal}Permission.add,
      onClick: (item) => navigate(withQuery(${n.pascal}Paths.add, { name: item.name })),
    },
  ];
  return (
    <div style={{ padding: 24 }}>
      <ListPage<${n.pascal}Item, Parameters<typeof ${n.camel}PageQuery.fetch>[1]>
        title="${n.title}记录"
        tableId="${n.id}.items"
        rowKey="uniqueId"
        columns={columns}
        actions={actions}
        query={${n.camel}PageQuery}
        errorTitle="记录加载失败"
        emptyText={(filtered) => (filtered ? '没有符合条件的记录' : '暂无记录')}
        extra={
          canAdd && (
            <Button type="primary" onClick={() => navigate(${n.pascal}Paths.add)}>
              新增
            </Button>
          )
        }
      />
    </div>
  );
});

export default ${n.pascal}HomePage;
`;

const addPageFile = (n) => `import { Notifier, useLeaveView, useService } from '@core';
import { FormPage } from '@core/crud';
import { useInvalidate } from '@core/data';
import { ${n.pascal}Paths } from '@manifests/${n.id}';
import { Form, Input } from 'antd';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { ${n.pascal}Api } from '../api/${n.id}-api';
import { ${n.pascal}Tag } from '../api/${n.id}-queries';

export const NAME_MAX = 50;

/** The server's code for a body its route's schema refuses: here only the name can be wrong. */
const INVALID_REQUEST = 100400;

interface ${n.pascal}Values {
  name: string;
}

/**
 * 新增${n.title}记录 (/${n.id}/add, \`?name=\` to start from a copy): the kit's FormPage — 提交/取消,
 * a refusal on the field it concerns, leaving with unsaved changes asks. Once added, the list reloads
 * and this tab closes.
 */
const ${n.pascal}AddPage = observer(function ${n.pascal}AddPage() {
  const api = useService(${n.pascal}Api);
  const notifier = useService(Notifier);
  const invalidate = useInvalidate();
  const leave = useLeaveView();
  const copied = useSearchParams()[0].get('name') ?? '';

  const submit = async (values: ${n.pascal}Values) => {
    const added = await api.add(values.name.trim());
    void invalidate(${n.pascal}Tag);
    notifier.success(\`已新增「\${added.name}」\`);
    leave(${n.pascal}Paths.home);
  };

  return (
    <div style={{ padding: 24 }}>
      <FormPage<${n.pascal}Values>
        title="新增${n.title}记录"
        initialValues={{ name: copied }}
        onSubmit={submit}
        onCancel={() => leave(${n.pascal}Paths.home)}
        fieldOfRefusal={(error) => (error.code === INVALID_REQUEST ? 'name' : undefined)}
      >
        <Form.Item
          label="名称"
          name="name"
          rules={[
            { required: true, whitespace: true, message: '请输入名称' },
            { max: NAME_MAX, message: \`名称不能超过 \${NAME_MAX} 个字符\` },
          ]}
        >
          <Input placeholder="请输入名称" maxLength={NAME_MAX} autoComplete="off" />
        </Form.Item>
      </FormPage>
    </div>
  );
});

export default ${n.pascal}AddPage;
`;

const serverIndexFile = (n) => `import { ${n.camel}Manifest } from '../../../manifests/${n.id}';
import { defineServerArea } from '../../platform/server-area';
import { ${n.camel}Migrations } from './migrations';
import { ${n.camel}Routes } from './routes/${n.id}-routes';
import { seed${n.pascal}Demo } from './seed';

/** The server side of the ${n.id} area (${n.title}): its routes, its own tables and its demo data. */
export const ${n.camel}ServerArea = defineServerArea({
  id: '${n.id}',
  manifest: ${n.camel}Manifest,
  // Areas this one builds on (their api.ts, their extension points), e.g. ['settings'].
  dependsOn: [],
  routes: ${n.camel}Routes,
  migrations: ${n.camel}Migrations,
  seed: seed${n.pascal}Demo,
});
`;

const serverApiFile = (n) => `/**
 * The ${n.id} area's public API: the only file of \`server/areas/${n.id}/\` that code outside the area
 * may import (tests/server/areas/boundaries.test.ts checks it). Its use cases take the caller's
 * transaction, so another area's change and this one commit or fail together.
 */
export { add${n.pascal}Item, list${n.pascal}Items, type ${n.pascal}Item } from './${n.id}-items';
`;

const migrationsFile = (n) => `import type { Migration } from '../../db/migrations';

/**
 * The ${n.id} area's tables, applied after the core history and after the migrations of the areas it
 * depends on. Ids start with the area's id; append new entries, never edit a released one. Rows belong
 * to an organisation (removed with it; the test harness's reset empties the table through this
 * reference).
 */
export const ${n.camel}Migrations: readonly Migration[] = [
  {
    id: '${n.id}-0001-items',
    sql: \`
create table ${n.snake}_items (
  id integer generated by default as identity primary key,
  unique_id text not null unique,
  organization_id integer not null references organizations (id) on delete cascade,
  name text not null,
  created_at timestamptz not null
);
create index ${n.snake}_items_organization_idx on ${n.snake}_items (organization_id, created_at desc, id desc);
\`,
  },
];
`;

const seedFile = (n) => `import type { Queryable } from '../../db/database';
import type { DemoSeedContext } from '../../platform/server-area';

/**
 * The ${n.id} area's demo data, run once into a fresh database after the platform's demo and the
 * seeds of the areas it depends on: \`demo\` names the demo organisations and members. Add rows
 * through the area's use cases, e.g. \`add${n.pascal}Item(tx, { organizationId: demo.organizations.xinghe, … })\`.
 */
export async function seed${n.pascal}Demo(_tx: Queryable, _demo: DemoSeedContext): Promise<void> {}
`;

const queriesFile = (n) => `import type { Queryable } from '../../db/database';
import { newUniqueId } from '../../services/secrets';

/**
 * The ${n.id} area's use cases and their SQL: each takes the caller's transaction (or connection) and
 * the session's organisation. Routes parse, call one of these and answer; other areas call them
 * through \`api.ts\`.
 */

export interface ${n.pascal}Item {
  uniqueId: string;
  name: string;
  createdAt: Date;
}

const columns = 'unique_id as "uniqueId", name, created_at as "createdAt"';

/** The organisation's records, newest first. */
export function list${n.pascal}Items(tx: Queryable, query: { organizationId: number }): Promise<${n.pascal}Item[]> {
  return tx.query<${n.pascal}Item>(
    \`select \${columns} from ${n.snake}_items where organization_id = $1 order by created_at desc, id desc\`,
    [query.organizationId],
  );
}

/** Adds a record under its trimmed name. */
export async function add${n.pascal}Item(
  tx: Queryable,
  item: { organizationId: number; name: string; now: Date },
): Promise<${n.pascal}Item> {
  const rows = await tx.query<${n.pascal}Item>(
    \`insert into ${n.snake}_items (unique_id, organization_id, name, created_at) values ($1, $2, $3, $4)
     returning \${columns}\`,
    [newUniqueId(), item.organizationId, item.name.trim(), item.now],
  );
  return rows[0]!;
}
`;

const routesFile = (
  n,
) => `import { type FastifyPluginAsyncTypebox, Type } from '@fastify/type-provider-typebox';
import { ${n.pascal}Permission } from '../../../../manifests/${n.id}';
import { ok } from '../../../http/envelope';
import { PlainName } from '../../../http/fields';
import { organizationSessionOf } from '../../../plugins/session-auth';
import { add${n.pascal}Item, list${n.pascal}Items } from '../${n.id}-items';

/** Characters a record's name may hold (the page's field has the same limit). */
export const ${n.upper}_NAME_MAX = 50;

/**
 * The ${n.id} area (\`/enterprise/v1/${n.id}/...\`): each route parses, calls a use case in a
 * transaction and answers; every call is scoped by the session's organisation and put behind a code
 * of the area's manifest.
 */
export const ${n.camel}Routes: FastifyPluginAsyncTypebox = async (app) => {
  const { db, clock } = app.services;

  app.post(
    '/enterprise/v1/${n.id}/item/list',
    { config: { permission: ${n.pascal}Permission.home }, schema: { body: Type.Object({}) } },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      return ok(await db.transaction((tx) => list${n.pascal}Items(tx, { organizationId })));
    },
  );

  app.post(
    '/enterprise/v1/${n.id}/item/add',
    {
      config: { permission: ${n.pascal}Permission.add },
      schema: { body: Type.Object({ name: PlainName('名称', ${n.upper}_NAME_MAX) }) },
    },
    async (request) => {
      const { organizationId } = organizationSessionOf(request);
      const item = { organizationId, name: request.body.name, now: clock.now() };
      return ok(await db.transaction((tx) => add${n.pascal}Item(tx, item)));
    },
  );
};
`;

const pageTestFile = (n) => `import type { Page } from '@core/data';
import { ApiError } from '@core/services/api-error';
import { PermissionStore } from '@core/stores/permission-store';
import { SessionStore } from '@core/stores/session-store';
import { ${n.camel}Manifest } from '@manifests/${n.id}';
import ${n.camel}Plugin from '@plugins/${n.id}';
import { ${n.pascal}Api, type ${n.pascal}Item, type ${n.pascal}PageQuery } from '@plugins/${n.id}/api/${n.id}-api';
import ${n.pascal}AddPage from '@plugins/${n.id}/views/${n.id}-add-page';
import ${n.pascal}HomePage from '@plugins/${n.id}/views/${n.id}-home-page';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { resourcesGranting } from '@tests/support/resources-granting';
import { createTestContainer } from '@tests/support/test-container';
import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';

/** An in-memory ${n.pascal}Api; \`failNext\` makes the next call refuse. */
class Fake${n.pascal}Api implements ${n.pascal}Api {
  items: ${n.pascal}Item[] = [];
  added: string[] = [];
  private failure: ApiError | undefined;

  failNext(failure = new ApiError(100500, '服务暂时不可用')): void {
    this.failure = failure;
  }

  private check(): void {
    const failure = this.failure;
    this.failure = undefined;
    if (failure) throw failure;
  }

  async page(query: ${n.pascal}PageQuery): Promise<Page<${n.pascal}Item>> {
    this.check();
    const found = this.items.filter((item) => !query.name || item.name.includes(query.name));
    const start = (query.pageNum - 1) * query.pageSize;
    return { list: found.slice(start, start + query.pageSize), total: found.length, ...query };
  }

  async add(name: string) {
    this.check();
    const item = { uniqueId: \`i\${this.items.length + 1}\`, name, createdAt: '2026-03-01T08:00:00.000Z' };
    this.items.unshift(item);
    this.added.push(name);
    return item;
  }
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{\`\${location.pathname}\${location.search}\`}</output>;
}

async function renderPage(
  page: ReactElement,
  options: { path: string; codes?: string[]; items?: string[]; failFirst?: boolean },
) {
  const api = new Fake${n.pascal}Api();
  api.items = (options.items ?? []).map((name, index) => ({
    uniqueId: \`s\${index + 1}\`,
    name,
    createdAt: '2026-03-01T08:00:00.000Z',
  }));
  if (options.failFirst) api.failNext();
  const test = createTestContainer({
    plugins: [${n.camel}Plugin],
    overrides: (c) => {
      c.rebind(${n.pascal}Api).toConstantValue(api);
    },
  });
  if (test.api.user) test.api.user.isAdmin = false;
  test.api.routeInfoAnswer = {
    organization: { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '' },
    resources: resourcesGranting(${n.camel}Manifest, options.codes ?? ['${n.upper}_HOME', '${n.upper}_ADD']),
  };
  await test.service(SessionStore).loadUserInfo();
  await test.service(PermissionStore).generate();
  await act(async () => {
    renderWithServices(
      <>
        {page}
        <LocationProbe />
      </>,
      { container: test.container, path: options.path },
    );
  });
  return {
    api,
    notifier: test.notifier,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const home = (options: { codes?: string[]; items?: string[]; failFirst?: boolean } = {}) =>
  renderPage(<${n.pascal}HomePage />, { path: '/${n.id}/home', ...options });
const button = (text: string) => screen.getByText(text, { selector: 'button > span' }).closest('button')!;

describe('${n.pascal}HomePage', () => {
  it("lists the organisation's records and searches them by name", async () => {
    const { user } = await home({ items: ['第一条', '第二条'] });
    expect(await screen.findByText('第一条')).toBeInTheDocument();
    expect(screen.getByText('第二条')).toBeInTheDocument();
    await user.type(screen.getByLabelText('名称'), '第二');
    await user.click(button('查询'));
    await waitFor(() => expect(screen.queryByText('第一条')).not.toBeInTheDocument());
    expect(screen.getByText('第二条')).toBeInTheDocument();
  });

  it('says when there is nothing yet', async () => {
    await home();
    expect(await screen.findByText('暂无记录')).toBeInTheDocument();
  });

  it('shows a failed load with a retry that loads again', async () => {
    const { user } = await home({ items: ['第一条'], failFirst: true });
    expect(await screen.findByText('服务暂时不可用')).toBeInTheDocument();
    await user.click(button('重试'));
    expect(await screen.findByText('第一条')).toBeInTheDocument();
  });

  it('offers 新增 and 复制 to holders of the add code, 复制 starting from the row', async () => {
    const { user } = await home({ items: ['第一条'] });
    await screen.findByText('第一条');
    await user.click(button('复制'));
    expect(screen.getByTestId('location')).toHaveTextContent(\`/${n.id}/add?name=\${encodeURIComponent('第一条')}\`);
    await user.click(button('新增'));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\\/${n.id}\\/add$/);
  });

  it('hides 新增 and 复制 from members without the add code', async () => {
    await home({ codes: ['${n.upper}_HOME'], items: ['第一条'] });
    expect(await screen.findByText('第一条')).toBeInTheDocument();
    expect(screen.queryByText('新增', { selector: 'button > span' })).not.toBeInTheDocument();
    expect(screen.queryByText('复制', { selector: 'button > span' })).not.toBeInTheDocument();
  });
});

describe('${n.pascal}AddPage', () => {
  const add = (path = '/${n.id}/add') => renderPage(<${n.pascal}AddPage />, { path });

  it('asks for a name, then adds the record and returns to the list', async () => {
    const { api, notifier, user } = await add();
    await user.click(button('提交'));
    expect(await screen.findByText('请输入名称')).toBeInTheDocument();
    await user.type(screen.getByLabelText('名称'), ' 新记录 ');
    await user.click(button('提交'));
    await waitFor(() => expect(api.added).toEqual(['新记录']));
    expect(notifier.successes).toEqual(['已新增「新记录」']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/${n.id}/home'));
  });

  it('starts from a copied name', async () => {
    await add(\`/${n.id}/add?name=\${encodeURIComponent('第一条')}\`);
    expect(screen.getByLabelText('名称')).toHaveValue('第一条');
  });

  it('shows a refused name on its field and anything else above the form, keeping what was typed', async () => {
    const { api, user } = await add();
    await user.type(screen.getByLabelText('名称'), '再一条');
    api.failNext(new ApiError(100400, '名称不能包含尖括号'));
    await user.click(button('提交'));
    expect(await screen.findByText('名称不能包含尖括号')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    api.failNext(new ApiError(300403, '您没有「新增${n.title}记录」的权限，请联系企业管理员'));
    await user.click(button('提交'));
    expect(await screen.findByRole('alert')).toHaveTextContent('您没有「新增${n.title}记录」的权限');
    expect(screen.getByLabelText('名称')).toHaveValue('再一条');
    expect(screen.getByTestId('location')).toHaveTextContent('/${n.id}/add');
  });
});
`;

const serverTestFile = (n) => `import { ErrorCode } from '../../../server/http/error-codes';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();

const ADMIN = '13800000001'; // 张伟: admin of 星河科技园 and 云杉集团
const LI_NA = '13800000002'; // 李娜: a member of 星河科技园 with the 普通员工 role

interface Item {
  uniqueId: string;
  name: string;
  createdAt: string;
}

const list = (token: string) => server.post<Item[]>('/enterprise/v1/${n.id}/item/list', {}, token);
const add = (token: string, name: unknown) => server.post<Item>('/enterprise/v1/${n.id}/item/add', { name }, token);

describe('the ${n.id} area', () => {
  it("adds a record and lists the organisation's records, newest first", async () => {
    const admin = await server.signInTo(ADMIN, 'xinghe-park');
    expect((await list(admin)).body).toEqual({ code: 0, message: 'success', data: [] });
    const { body } = await add(admin, '  第一条 ');
    expect(body).toEqual({
      code: 0,
      message: 'success',
      data: { uniqueId: expect.stringMatching(/^[0-9a-f]{16}$/), name: '第一条', createdAt: expect.any(String) },
    });
    server.clock.advance(60_000);
    await add(admin, '第二条');
    expect((await list(admin)).body.data.map((item) => item.name)).toEqual(['第二条', '第一条']);
  });

  it('refuses a call without the permission code, naming what is missing', async () => {
    const liNa = await server.signInTo(LI_NA, 'xinghe-park');
    expect((await list(liNa)).body.code).toBe(0);
    expect((await add(liNa, '越权')).body).toMatchObject({
      code: ErrorCode.Forbidden,
      message: '您没有「新增${n.title}记录」的权限，请联系企业管理员',
    });
    expect((await list(await server.signInTo(ADMIN, 'xinghe-park'))).body.data).toEqual([]);
  });

  it('refuses callers who are not signed in, and bodies that break the schema', async () => {
    expect((await server.post('/enterprise/v1/${n.id}/item/list', {})).body.code).toBe(ErrorCode.NotSignedIn);
    const admin = await server.signInTo(ADMIN, 'xinghe-park');
    expect((await add(admin, '')).body.code).not.toBe(0);
    expect((await server.post('/enterprise/v1/${n.id}/item/add', {}, admin)).body.message).toBe('缺少必填项：名称');
  });

  it('keeps each organisation to its own records', async () => {
    await add(await server.signInTo(ADMIN, 'xinghe-park'), '星河的记录');
    const yunshan = await server.signInTo(ADMIN, 'yunshan-group');
    expect((await list(yunshan)).body.data).toEqual([]);
    await add(yunshan, '云杉的记录');
    const xinghe = await server.signInTo(ADMIN, 'xinghe-park');
    expect((await list(xinghe)).body.data.map((item) => item.name)).toEqual(['星河的记录']);
  });
});
`;

// ------------------------------------------------------------------------------------- registration

/** Adds `importLine` among the relative imports of `file` (sorted) and `entry` at the end of its list. */
function register(file, importLine, listStart, entry) {
  const full = path.join(root, file);
  let text = readFileSync(full, 'utf8');
  const start = text.indexOf(listStart);
  if (start < 0) fail(`${file} 中找不到「${listStart}」，无法登记`);
  const end = text.indexOf('];', start);
  const list = text.slice(start + listStart.length, end);
  const trimmed = list.replace(/[\s,]*$/, '');
  text = `${text.slice(0, start + listStart.length)}${trimmed}, ${entry}\n${text.slice(end)}`;
  const lines = text.split('\n');
  const specifier = (line) => /from '([^']+)';$/.exec(line)?.[1];
  const newSpecifier = specifier(importLine);
  // Imports sit above the list; biome's organizeImports (run below) settles any finer ordering.
  const header = lines.slice(
    0,
    lines.findIndex((line) => line.includes(listStart)),
  );
  let at = header.findIndex((line) => {
    const other = specifier(line);
    return line.startsWith('import ') && other?.startsWith('./') && other > newSpecifier;
  });
  if (at < 0) at = header.findLastIndex((line) => specifier(line) !== undefined) + 1;
  lines.splice(at, 0, importLine);
  writeFileSync(full, lines.join('\n'));
}

function format(files) {
  const biome = path.join(root, 'node_modules', '.bin', 'biome');
  if (!existsSync(biome)) {
    process.stdout.write('（未找到 biome：请运行 npm run format 整理格式）\n');
    return;
  }
  const result = spawnSync(biome, ['check', '--write', ...files], { cwd: root, encoding: 'utf8' });
  if (result.status !== 0) {
    process.stderr.write(result.stdout + result.stderr);
    fail('生成的文件未通过 biome 检查');
  }
}

// --------------------------------------------------------------------------------------------- main

function main() {
  const [id, title, ...rest] = process.argv.slice(2).filter((arg) => arg !== '--');
  if (rest.length > 0) fail(`多余的参数：${rest.join(' ')}（用法：npm run new-plugin -- <名称> [中文名称]）`);
  const refusal = refusalOf(id, title);
  if (refusal) fail(refusal);
  const n = namesOf(id, title ?? '新业务区域');

  const files = {
    [`manifests/${id}.ts`]: manifestFile(n),
    [`plugins/${id}/index.ts`]: pluginIndexFile(n),
    [`plugins/${id}/${id}-module.ts`]: moduleFile(n),
    [`plugins/${id}/api/${id}-api.ts`]: apiFile(n),
    [`plugins/${id}/api/${id}-queries.ts`]: consoleQueriesFile(n),
    [`plugins/${id}/views/${id}-home-page.tsx`]: pageFile(n),
    [`plugins/${id}/views/${id}-add-page.tsx`]: addPageFile(n),
    [`server/areas/${id}/index.ts`]: serverIndexFile(n),
    [`server/areas/${id}/api.ts`]: serverApiFile(n),
    [`server/areas/${id}/migrations.ts`]: migrationsFile(n),
    [`server/areas/${id}/seed.ts`]: seedFile(n),
    [`server/areas/${id}/${id}-items.ts`]: queriesFile(n),
    [`server/areas/${id}/routes/${id}-routes.ts`]: routesFile(n),
    [`tests/plugins/${id}/${id}-home-page.test.tsx`]: pageTestFile(n),
    [`tests/server/${id}/${id}.test.ts`]: serverTestFile(n),
  };
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text, { flag: 'wx' });
  }

  const registrations = {
    'manifests/index.ts': [
      `import { ${n.camel}Manifest } from './${id}';`,
      'export const areaManifests: readonly AreaManifest[] = [',
      `${n.camel}Manifest`,
    ],
    'plugins/index.ts': [
      `import ${n.camel} from './${id}';`,
      'export const plugins: readonly AtriumPlugin[] = [',
      n.camel,
    ],
    'server/areas/index.ts': [
      `import { ${n.camel}ServerArea } from './${id}';`,
      'export const serverAreas: readonly ServerArea[] = [',
      `${n.camel}ServerArea`,
    ],
  };
  for (const [file, [importLine, listStart, entry]] of Object.entries(registrations)) {
    register(file, importLine, listStart, entry);
  }
  format([...Object.keys(files), ...Object.keys(registrations)]);

  const out = (line = '') => process.stdout.write(`${line}\n`);
  out(
    `已新建插件 ${id}（${n.title}），应用 agentId ${n.agentId}，资源编码 ${n.upper}、${n.upper}_HOME、${n.upper}_ADD。`,
  );
  out();
  out('新建的文件：');
  for (const file of Object.keys(files)) out(`  ${file}`);
  out('登记（各一行）：');
  for (const file of Object.keys(registrations)) out(`  ${file}`);
  out();
  out('下一步：');
  out(`  1. 运行测试：npx jest tests/plugins/${id} tests/server/${id}`);
  out('  2. 运行 npm run typecheck 与 npm run lint');
  out(`  3. 按业务修改清单 manifests/${id}.ts（名称、分类、菜单、按钮权限编码）、页面与接口`);
  out(`  4. 新表请追加到 server/areas/${id}/migrations.ts（编号递增，已发布的迁移不要修改）`);
  out(
    '  5. 重启 npm start：服务端会执行迁移、把应用加入应用目录并同步资源，管理员立即可见，角色可授权给成员',
  );
}

main();
