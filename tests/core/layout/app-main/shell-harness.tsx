import { AppMain } from '@core/layout/app-main/app-main';
import { TagsView } from '@core/layout/tags-view/tags-view';
import { definePlugin } from '@core/plugin/define-plugin';
import type { Resource } from '@core/routing/resource';
import type { MemoryStorageService } from '@core/services/storage-service';
import { PermissionStore } from '@core/stores/permission-store';
import { TabsStore } from '@core/stores/tabs-store';
import { defineManifest, directory, menu } from '@manifests/resource-types';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import { type ReactNode, StrictMode, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

let instances = 0;

function TestView({ name }: { name: string }) {
  const location = useLocation();
  const params = useParams();
  // A new number means a new instance: the view was mounted again and its state lost.
  const [instance] = useState(() => ++instances);
  return (
    <section aria-label={name}>
      <input aria-label={`${name}-input`} data-instance={instance} />
      <output aria-label={`${name}-location`}>{`${location.pathname}${location.search}`}</output>
      {params.agentId && <output aria-label={`${name}-agent`}>{params.agentId}</output>}
    </section>
  );
}
const FormView = () => <TestView name="form" />;
const OtherView = () => <TestView name="other" />;
const NoCacheView = () => <TestView name="nocache" />;
const DetailView = () => <TestView name="detail" />;
const AppView = () => <TestView name="app" />;

function Boom(): ReactNode {
  throw new Error('boom');
}

const load = (component: () => ReactNode) => async () => ({ default: component });

const manifest = defineManifest({
  id: 'tabs-test',
  grantedToEveryone: true,
  application: {
    agentId: 'test0000agent000',
    name: '测试',
    pcName: '测试',
    category: '测试',
    iconUrl: '',
    introduction: '',
    pcUrl: '',
    appUrl: '',
  },
  resources: [
    directory('T_DIR', '测试', [
      menu('T_FORM', '表单'),
      menu('T_OTHER', '其他'),
      menu('T_NOCACHE', '不缓存'),
      menu('T_DETAIL', '详情'),
      // The detail's second step: its own route, the detail's tab and view (`tabOf`).
      menu('T_STEP', '步骤', { isHidden: true }),
      menu('T_BOOM', '出错'),
      menu('T_APP', '应用', { pathUrl: '/APP/:agentId/VIEW/*' }),
    ]),
  ],
  views: {
    T_FORM: { view: 'form' },
    T_OTHER: { view: 'other' },
    T_NOCACHE: { view: 'nocache', noCache: true },
    T_DETAIL: { view: 'detail', tabPerQuery: true },
    T_STEP: { view: 'detail', tabPerQuery: true, tabOf: 'T_DETAIL' },
    T_BOOM: { view: 'boom' },
    T_APP: { view: 'app' },
  },
});

const plugin = definePlugin({
  id: 'tabs-test',
  manifest,
  views: {
    form: load(FormView),
    other: load(OtherView),
    nocache: load(NoCacheView),
    detail: load(DetailView),
    boom: load(Boom),
    app: load(AppView),
  },
});

function toResource(declaration: (typeof manifest.resources)[number]): Resource {
  const { children, ...rest } = declaration;
  return { ...rest, childs: (children ?? []).map(toResource) };
}

/** Buttons that navigate, standing in for the sidebar. */
function Nav() {
  const navigate = useNavigate();
  const location = useLocation();
  const [to, setTo] = useState('');
  return (
    <div>
      <input aria-label="去往" value={to} onChange={(event) => setTo(event.target.value)} />
      <button type="button" onClick={() => navigate(to)}>
        跳转
      </button>
      <output aria-label="当前路径">{`${location.pathname}${location.search}`}</output>
    </div>
  );
}

/** A container whose member is permitted the test views (their routes generated). */
export async function shellServices() {
  const services = createTestContainer({ plugins: [plugin] });
  services.api.routeInfoAnswer = {
    organization: { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '' },
    resources: manifest.resources.map(toResource),
  };
  await services.container.get(PermissionStore).generate();
  return services;
}

/** The test views as permitted routes, then `ui` rendered under StrictMode at `path`. */
export async function renderShell(
  ui: ReactNode,
  options: { path: string; prepare?: (storage: MemoryStorageService) => void },
) {
  const services = await shellServices();
  options.prepare?.(services.storage);
  const tabs = services.container.get(TabsStore);
  let result!: ReturnType<typeof renderWithServices>;
  await act(async () => {
    result = renderWithServices(
      <StrictMode>
        <Nav />
        {ui}
      </StrictMode>,
      { container: services.container, path: options.path },
    );
  });
  return { ...services, tabs, result };
}

/** Navigates the shell under test through its 去往 field, as a user would type an address. */
export async function goTo(path: string): Promise<void> {
  const user = userEvent.setup({ delay: null });
  await user.clear(screen.getByLabelText('去往'));
  await user.type(screen.getByLabelText('去往'), path);
  await user.click(screen.getByRole('button', { name: '跳转' }));
}

/** The tab bar over the shell, opened at the first path and then at each of the others in turn. */
export async function openTabs(...paths: string[]) {
  const shell = await renderShell(
    <>
      <TagsView />
      <AppMain />
    </>,
    { path: paths[0]! },
  );
  await screen.findByLabelText(/-input$/);
  for (const path of paths.slice(1)) await goTo(path);
  return shell;
}
