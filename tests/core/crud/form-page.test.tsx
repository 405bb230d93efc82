import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { BrowserDataRouter } from '@core/app/browser-data-router';
import { NavigationBridge } from '@core/app/navigation-bridge';
import { FormPage } from '@core/crud/form-page';
import { LEAVE_QUESTION } from '@core/crud/leave-guard';
import { DataProvider } from '@core/data/data-provider';
import { ServicesProvider } from '@core/di/services-context';
import { AppMain } from '@core/layout/app-main/app-main';
import { TagsView } from '@core/layout/tags-view/tags-view';
import { preloadTabDrag } from '@core/layout/tags-view/use-tab-drag';
import { definePlugin } from '@core/plugin/define-plugin';
import type { Resource } from '@core/routing/resource';
import { AntdNotifier } from '@core/services/antd-notifier';
import { ApiError } from '@core/services/api-error';
import { PermissionStore } from '@core/stores/permission-store';
import { TabsStore } from '@core/stores/tabs-store';
import { defineManifest, directory, menu, type ResourceDeclaration } from '@manifests/resource-types';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import { ConfigProvider, Form, Input } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { createMemoryRouter, Link, RouterProvider, useLocation, useNavigate } from 'react-router-dom';

interface Visitor {
  name: string;
  telephone: string;
}

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

interface Setup {
  onSubmit?: (values: Visitor) => Promise<unknown>;
  fieldOfRefusal?: (error: ApiError) => string | undefined;
}

/** The form at /visitors/add under a data router (useBlocker needs one), 列表 linking away. */
function renderForm(setup: Setup = {}) {
  const test = createTestContainer();
  const sent: Visitor[] = [];
  const onSubmit = setup.onSubmit ?? (async (values: Visitor) => void sent.push(values));
  const router = createMemoryRouter(
    [
      {
        path: '/visitors/add',
        element: (
          <>
            <Link to="/visitors">列表</Link>
            <LocationProbe />
            <FormPage<Visitor>
              title="新增访客"
              initialValues={{ name: '', telephone: '' }}
              onSubmit={onSubmit}
              fieldOfRefusal={setup.fieldOfRefusal}
              onCancel={() => undefined}
            >
              <Form.Item label="姓名" name="name" rules={[{ required: true, message: '请输入姓名' }]}>
                <Input />
              </Form.Item>
              <Form.Item label="手机号" name="telephone">
                <Input />
              </Form.Item>
            </FormPage>
          </>
        ),
      },
      { path: '/visitors', element: <LocationProbe /> },
    ],
    { initialEntries: ['/visitors/add'] },
  );
  render(
    <StyleProvider cache={createCache()} mock="server">
      <ServicesProvider container={test.container}>
        <ConfigProvider locale={zhCN} button={{ autoInsertSpace: false }}>
          <RouterProvider router={router} />
        </ConfigProvider>
      </ServicesProvider>
    </StyleProvider>,
  );
  return {
    ...test,
    sent,
    router,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const location = () => screen.getByTestId('location').textContent;
const button = (text: string) => screen.getByText(text, { selector: 'button > span' }).closest('button')!;

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('姓名'), '周杰');
  await user.type(screen.getByLabelText('手机号'), '13900000001');
}

function errorsOf(label: string): string {
  const item = screen.getByLabelText(label).closest('.ant-form-item')!;
  return item.querySelector('.ant-form-item-explain')?.textContent ?? '';
}

// The tabs drawn draggable from the start: these click a tab they found before pointing at the bar.
beforeAll(() => preloadTabDrag());

describe('FormPage', () => {
  it('sends the values with 提交 and offers 取消', async () => {
    const { sent, user } = renderForm();
    expect(screen.getByText('新增访客')).toBeInTheDocument();
    expect(button('取消')).toBeEnabled();
    await fill(user);
    await user.click(button('提交'));
    await waitFor(() => expect(sent).toEqual([{ name: '周杰', telephone: '13900000001' }]));
  });

  it('shows a refusal on the field its answer names, keeping every value', async () => {
    const { user } = renderForm({
      onSubmit: () => Promise.reject(new ApiError(400, '手机号格式不正确', { field: 'telephone' })),
    });
    await fill(user);
    await user.click(button('提交'));
    await waitFor(() => expect(errorsOf('手机号')).toBe('手机号格式不正确'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('周杰');
    expect(screen.getByLabelText('手机号')).toHaveValue('13900000001');
  });

  it("shows a refusal on the field the page's fieldOfRefusal maps its code to", async () => {
    const { user } = renderForm({
      onSubmit: () => Promise.reject(new ApiError(400021, '该手机号已是本组织成员')),
      fieldOfRefusal: (error) => (error.code === 400021 ? 'telephone' : undefined),
    });
    await fill(user);
    await user.click(button('提交'));
    await waitFor(() => expect(errorsOf('手机号')).toBe('该手机号已是本组织成员'));
    expect(errorsOf('姓名')).toBe('');
  });

  it('shows a refusal naming no field (or one the form lacks) above the form, keeping every value', async () => {
    const refusals = [
      new ApiError(100500, '服务暂时不可用'),
      new ApiError(400, '缺少必填项：公司', { field: 'company' }),
    ];
    const { user } = renderForm({ onSubmit: () => Promise.reject(refusals.shift()) });
    await fill(user);
    await user.click(button('提交'));
    expect(await screen.findByRole('alert')).toHaveTextContent('服务暂时不可用');
    await user.click(button('提交'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('缺少必填项：公司'));
    expect(screen.getByLabelText('姓名')).toHaveValue('周杰');
    expect(screen.getByLabelText('手机号')).toHaveValue('13900000001');
  });

  it('asks before a navigation leaves unsaved changes: 留下 stays, 离开 leaves', async () => {
    const { notifier, user } = renderForm();
    await user.type(screen.getByLabelText('姓名'), '周');
    notifier.answers.push(false);
    await user.click(screen.getByText('列表'));
    await waitFor(() => expect(notifier.questions).toEqual([LEAVE_QUESTION]));
    expect(LEAVE_QUESTION).toMatchObject({
      title: '有未保存的修改，确定离开吗？',
      okText: '离开',
      cancelText: '留下',
    });
    expect(location()).toBe('/visitors/add');
    expect(screen.getByLabelText('姓名')).toHaveValue('周');

    notifier.answers.push(true);
    await user.click(screen.getByText('列表'));
    await waitFor(() => expect(location()).toBe('/visitors'));
    expect(notifier.questions).toHaveLength(2);
  });

  it('leaves without asking when nothing was changed', async () => {
    const { notifier, user } = renderForm();
    await user.click(screen.getByText('列表'));
    await waitFor(() => expect(location()).toBe('/visitors'));
    expect(notifier.questions).toEqual([]);
  });

  it('leaves without asking once the changes are saved', async () => {
    const { notifier, sent, user } = renderForm();
    await fill(user);
    await user.click(button('提交'));
    await waitFor(() => expect(sent).toHaveLength(1));
    await user.click(screen.getByText('列表'));
    await waitFor(() => expect(location()).toBe('/visitors'));
    expect(notifier.questions).toEqual([]);
  });

  it("asks through the console's dialog with 离开 and 留下", async () => {
    const shown: Record<string, unknown>[] = [];
    const notifier = new AntdNotifier();
    notifier.attach({
      message: () => Promise.reject(new Error('no messages here')),
      modal: async () => ({ confirm: (options: Record<string, unknown>) => shown.push(options) }) as never,
    });
    const answer = notifier.confirm(LEAVE_QUESTION);
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({
      title: '有未保存的修改，确定离开吗？',
      okText: '离开',
      cancelText: '留下',
    });
    (shown[0]!.onCancel as () => void)();
    await expect(answer).resolves.toBe(false);
  });

  it('does not ask after a successful submit, even when the submit itself navigates', async () => {
    let router: ReturnType<typeof renderForm>['router'] | undefined;
    const test = renderForm({ onSubmit: async () => router?.navigate('/visitors') });
    router = test.router;
    await fill(test.user);
    await test.user.click(button('提交'));
    await waitFor(() => expect(location()).toBe('/visitors'));
    expect(test.notifier.questions).toEqual([]);
  });

  it('guards the browser leaving the page while changes are unsaved', async () => {
    const { user } = renderForm();
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);
    await user.type(screen.getByLabelText('姓名'), '周');
    const dirty = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(dirty);
    expect(dirty.defaultPrevented).toBe(true);
  });
});

/** A view on FormPage, as an area's page is. */
function VisitorAddView() {
  return (
    <FormPage<Visitor> title="新增访客" initialValues={{ name: '' }} onSubmit={async () => undefined}>
      <Form.Item label="姓名" name="name">
        <Input />
      </Form.Item>
    </FormPage>
  );
}

const tabsManifest = defineManifest({
  id: 'form-tabs-test',
  grantedToEveryone: true,
  application: {
    agentId: 'test0000agent001',
    name: '测试',
    pcName: '测试',
    category: '测试',
    iconUrl: '',
    introduction: '',
    pcUrl: '',
    appUrl: '',
  },
  resources: [directory('F_DIR', '测试', [menu('F_ADD', '新增访客'), menu('F_OTHER', '其他')])],
  views: { F_ADD: { view: 'add' }, F_OTHER: { view: 'other' } },
});

const tabsPlugin = definePlugin({
  id: 'form-tabs-test',
  manifest: tabsManifest,
  views: {
    add: async () => ({ default: VisitorAddView }),
    other: async () => ({ default: () => <p>其他页面</p> }),
  },
});

function toResource(declaration: ResourceDeclaration): Resource {
  const { children, ...rest } = declaration;
  return { ...rest, parentCode: null, childs: (children ?? []).map(toResource) };
}

function GoOther() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/F_OTHER')}>
      去其他
    </button>
  );
}

/** The shell's tab bar and main area, the FormPage view open at /F_ADD. */
async function renderInShell() {
  const test = createTestContainer({ plugins: [tabsPlugin] });
  test.api.routeInfoAnswer = {
    organization: { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '' },
    resources: tabsManifest.resources.map(toResource),
  };
  await test.service(PermissionStore).generate();
  await act(async () => {
    renderWithServices(
      <>
        <GoOther />
        <TagsView />
        <AppMain />
      </>,
      { container: test.container, path: '/F_ADD' },
    );
  });
  await screen.findByLabelText('姓名');
  const tabs = test.service(TabsStore);
  const closeTab = (title: string) =>
    within(screen.getByRole('link', { name: title }).parentElement!).getByRole('button', { name: '关闭' });
  return {
    ...test,
    tabs,
    closeTab,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

describe('FormPage in a tab of the shell', () => {
  it('asks before its tab closes while changes are unsaved: 留下 keeps it, 离开 closes it', async () => {
    const { notifier, tabs, closeTab, user } = await renderInShell();
    await user.type(screen.getByLabelText('姓名'), '周杰');
    notifier.answers.push(false);
    await user.click(closeTab('新增访客'));
    await waitFor(() => expect(notifier.questions).toEqual([LEAVE_QUESTION]));
    expect(tabs.visitedViews.map((view) => view.key)).toContain('/F_ADD');
    expect(screen.getByLabelText('姓名')).toHaveValue('周杰');

    notifier.answers.push(true);
    await user.click(closeTab('新增访客'));
    await waitFor(() => expect(tabs.visitedViews.map((view) => view.key)).not.toContain('/F_ADD'));
    expect(notifier.questions).toHaveLength(2);
  });

  it('switching to another tab keeps the draft without asking, and closing the hidden tab asks', async () => {
    const { notifier, tabs, closeTab, user } = await renderInShell();
    await user.type(screen.getByLabelText('姓名'), '周杰');
    await user.click(screen.getByRole('button', { name: '去其他' }));
    await screen.findByText('其他页面');
    expect(notifier.questions).toEqual([]);
    expect(tabs.hasUnsaved()).toBe(true);

    notifier.answers.push(false);
    await user.click(closeTab('新增访客'));
    await waitFor(() => expect(notifier.questions).toEqual([LEAVE_QUESTION]));
    expect(tabs.visitedViews.map((view) => view.key)).toContain('/F_ADD');
  });

  it('closes a tab with nothing changed without asking', async () => {
    const { notifier, tabs, closeTab, user } = await renderInShell();
    await user.click(closeTab('新增访客'));
    await waitFor(() => expect(tabs.visitedViews.map((view) => view.key)).not.toContain('/F_ADD'));
    expect(notifier.questions).toEqual([]);
  });
});

function GoAdd() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate('/F_ADD')}>
      去新增
    </button>
  );
}

describe('FormPage in a tab of the console’s data router', () => {
  beforeEach(() => window.history.replaceState(null, '', '/F_OTHER'));

  it('closing its shown tab asks once: after 离开 the way to the next tab is not held again', async () => {
    const test = createTestContainer({ plugins: [tabsPlugin] });
    test.api.routeInfoAnswer = {
      organization: { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '' },
      resources: tabsManifest.resources.map(toResource),
    };
    await test.service(PermissionStore).generate();
    await act(async () => {
      render(
        <StyleProvider cache={createCache()} mock="server">
          <ServicesProvider container={test.container}>
            <ConfigProvider locale={zhCN} theme={{ token: { motion: false } }}>
              <BrowserDataRouter>
                <NavigationBridge />
                <DataProvider>
                  <GoAdd />
                  <TagsView />
                  <AppMain />
                </DataProvider>
              </BrowserDataRouter>
            </ConfigProvider>
          </ServicesProvider>
        </StyleProvider>,
      );
    });
    await screen.findByText('其他页面');
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(screen.getByRole('button', { name: '去新增' }));
    await user.type(await screen.findByLabelText('姓名'), '周杰');

    test.notifier.answers.push(true);
    await user.click(
      within(screen.getByRole('link', { name: '新增访客' }).parentElement!).getByRole('button', {
        name: '关闭',
      }),
    );
    await waitFor(() => expect(window.location.pathname).toBe('/F_OTHER'));
    expect(test.notifier.questions).toEqual([LEAVE_QUESTION]);
  });
});
