import { DirectoryApi } from '@core';
import { ApiError } from '@core/services/api-error';
import { ApprovalPaths } from '@manifests/approval';
import approvalPlugin from '@plugins/approval';
import {
  ApprovalApi,
  type DraftSaveBody,
  type PublishBody,
  type TemplateCatalog,
  type TemplateDraft,
  type TemplateSettingsBody,
} from '@plugins/approval/api/approval-api';
import { ApprovalOrganizationApi } from '@plugins/approval/api/organization-api';
import { DesignerFrame } from '@plugins/approval/designer/frame/designer-frame';
import DesignerPage from '@plugins/approval/designer/frame/designer-page';
import type { DesignerEditorProps } from '@plugins/approval/designer/frame/editor-slot';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { useFakeTimers } from '@tests/support/fake-timers';
import { fakeApprovalApi } from '@tests/support/fakes/fake-approval-api';
import { FakeDirectoryApi } from '@tests/support/fakes/fake-directory-api';
import { renderWithServices } from '@tests/support/render-with-services';
import { signedInContainer } from '@tests/support/signed-in-container';
import { useLocation, useNavigate } from 'react-router-dom';

/** An editor for the slot: shows what it is given, and adds a text field as its one edit. */
function TestEditor(props: DesignerEditorProps) {
  return (
    <div data-testid={props.readOnly ? 'preview' : 'editor'}>
      <output data-testid={props.readOnly ? 'preview-step' : 'step'}>{props.step}</output>
      <output data-testid={props.readOnly ? 'preview-fields' : 'fields'}>
        {props.form.map((field) => field.label).join('、')}
      </output>
      <output data-testid="focused">{props.focusedNodeId ?? ''}</output>
      <output data-testid={props.readOnly ? 'preview-problems' : 'problems'}>
        {props.problems.map((problem) => problem.nodeId).join('、')}
      </output>
      {!props.readOnly && (
        <button
          type="button"
          onClick={() =>
            props.onChange({
              form: [
                ...props.form,
                { name: `f${props.form.length + 1}`, label: `字段${props.form.length + 1}`, kind: 'text' },
              ],
              flow: props.flow,
            })
          }
        >
          加字段
        </button>
      )}
      {!props.readOnly && (
        <button
          type="button"
          onClick={() => props.onChange({ form: props.form, flow: { ...props.flow, childNode: undefined } })}
        >
          只留发起人
        </button>
      )}
    </div>
  );
}
const testEditor = (props: DesignerEditorProps) => <TestEditor {...props} />;

/** The address the frame is at, and the browser's back button. */
function Address() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address">{`${location.pathname}${location.search}`}</output>
      <button type="button" onClick={() => navigate(-1)}>
        后退
      </button>
    </>
  );
}

const DRAFT: TemplateDraft = {
  uniqueId: 't-pay',
  name: '付款',
  form: [],
  flow: { nodeId: 'start', nodeName: '发起人', type: 'start' },
  revision: 1,
  hasDraft: true,
  savedAt: new Date(2026, 10, 24, 9, 0).toISOString(),
  savedByName: '张伟',
  version: 1,
};

const CATALOG: TemplateCatalog = {
  groups: [{ uniqueId: 'g-finance', name: '财务' }],
  templates: [
    {
      uniqueId: 't-pay',
      name: '付款',
      icon: 'account-book',
      description: '',
      groupUniqueId: 'g-finance',
      enabled: true,
      starters: { everyone: true },
      starterNames: [],
      version: 1,
      publishedAt: new Date(2026, 10, 24, 9, 0).toISOString(),
      publisherName: '张伟',
      typeKey: null,
      hasDraft: true,
    },
  ],
};

function designerApi(overrides: Partial<ApprovalApi> = {}) {
  const saves: DraftSaveBody[] = [];
  const publishes: PublishBody[] = [];
  let drafts = 0;
  const api = fakeApprovalApi({
    templateDraft: async () => {
      drafts++;
      return DRAFT;
    },
    templateCatalog: async () => CATALOG,
    saveDraft: async (body) => {
      saves.push(body);
      return { revision: body.revision + 1, savedAt: new Date(2026, 10, 24, 10, 15).toISOString() };
    },
    publishTemplate: async (body) => {
      publishes.push(body);
      return { version: 2, publishedAt: new Date(2026, 10, 24, 10, 20).toISOString() };
    },
    ...overrides,
  });
  return { api, saves, publishes, drafts: () => drafts };
}

async function renderFrame(fake = designerApi(), path: string = ApprovalPaths.formDesigner) {
  const test = await signedInContainer({
    plugin: approvalPlugin,
    overrides: (c) => c.rebind(ApprovalApi).toConstantValue(fake.api),
  });
  await act(async () => {
    renderWithServices(
      <>
        <DesignerFrame uniqueId="t-pay" editor={testEditor} />
        <Address />
      </>,
      { container: test.container, path: `${path}?uniqueId=t-pay` },
    );
  });
  await screen.findByTestId('editor');
  // The autosave's pause on a fake clock, which waitFor and findBy move on (no real wait).
  // biome-ignore lint/correctness/useHookAtTopLevel: Jest's fake timers, not a React hook
  useFakeTimers();
  return {
    ...test,
    ...fake,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

const status = () => document.querySelector('.approval-designer__save')?.textContent ?? '';
const fields = () => screen.getByTestId('fields').textContent;

afterEach(() => jest.useRealTimers());

describe('the designer frame', () => {
  it('loads the draft and saves each change a moment later, on the revision it edited', async () => {
    const { user, saves } = await renderFrame();
    expect(screen.getByRole('heading', { name: '付款' })).toBeInTheDocument();
    expect(status()).toBe(' 已保存 2026-11-24 09:00');
    await user.click(screen.getByRole('button', { name: '加字段' }));
    expect(status()).toBe('有修改，即将自动保存');
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]).toMatchObject({ uniqueId: 't-pay', revision: 1, form: [{ label: '字段1' }] });
    await waitFor(() => expect(status()).toBe(' 已保存 2026-11-24 10:15'));
    // The next save is on the revision the server answered.
    await user.click(screen.getByRole('button', { name: '加字段' }));
    await waitFor(() => expect(saves).toHaveLength(2));
    expect(saves[1]).toMatchObject({ revision: 2, form: [{ label: '字段1' }, { label: '字段2' }] });
  });

  it('shows a failed save with 重试, which saves the same edit on the same revision', async () => {
    let fail = true;
    const fake = designerApi();
    const saveDraft = fake.api.saveDraft.bind(fake.api);
    const { user } = await renderFrame(
      designerApi({
        saveDraft: async (body) => {
          if (fail) {
            fail = false;
            throw new ApiError(-1, '网络连接失败');
          }
          return saveDraft(body);
        },
      }),
    );
    await user.click(screen.getByRole('button', { name: '加字段' }));
    await waitFor(() => expect(status()).toContain('保存失败'));
    expect(fake.saves).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: '重试' }));
    await waitFor(() => expect(fake.saves).toHaveLength(1));
    expect(fake.saves[0]).toMatchObject({ revision: 1, form: [{ label: '字段1' }] });
    await waitFor(() => expect(status()).toContain('已保存'));
  });

  it('explains a conflict, stops saving and publishing, and reloads the latest draft when asked', async () => {
    const message = '赵敏已保存了更新的草稿，您的修改未保存，请重新加载后再编辑';
    const fake = designerApi({
      saveDraft: async () => {
        throw new ApiError(400089, message, {
          revision: 5,
          savedByName: '赵敏',
          savedAt: new Date(2026, 10, 24, 10, 0).toISOString(),
        });
      },
    });
    const { user } = await renderFrame(fake);
    await user.click(screen.getByRole('button', { name: '加字段' }));
    const alert = await screen.findByText('草稿已在别处更新，您在这里的修改没有保存');
    const notice = alert.closest('.ant-alert') as HTMLElement;
    expect(within(notice).getByText(new RegExp(message))).toBeInTheDocument();
    expect(status()).toContain('未保存：草稿已被他人更新');
    expect(screen.getByRole('button', { name: '发布' })).toBeDisabled();
    expect(fake.drafts()).toBe(1);
    await user.click(within(notice).getByRole('button', { name: '重新加载' }));
    await waitFor(() => expect(fake.drafts()).toBe(2));
    await waitFor(() => expect(fields()).toBe(''));
    expect(screen.queryByText('草稿已在别处更新，您在这里的修改没有保存')).toBeNull();
  });

  it('undoes and redoes with the buttons and with Ctrl+Z / Ctrl+Shift+Z, saving what is shown', async () => {
    const { user, saves } = await renderFrame();
    expect(screen.getByRole('button', { name: '撤销' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '加字段' }));
    expect(fields()).toBe('字段1');
    await user.click(screen.getByRole('button', { name: '撤销' }));
    expect(fields()).toBe('');
    expect(screen.getByRole('button', { name: '重做' })).toBeEnabled();
    fireEvent.keyDown(document.body, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(fields()).toBe('字段1');
    fireEvent.keyDown(document.body, { key: 'z', ctrlKey: true });
    expect(fields()).toBe('');
    await user.click(screen.getByRole('button', { name: '重做' }));
    expect(fields()).toBe('字段1');
    await waitFor(() => expect(status()).toContain('已保存 2026-11-24 10:15'));
    expect(saves.at(-1)?.form).toEqual([{ name: 'f1', label: '字段1', kind: 'text' }]);
  });

  it('leaves Ctrl+Z in a text field to the field', async () => {
    const { user } = await renderFrame();
    await user.click(screen.getByRole('button', { name: '加字段' }));
    const input = document.createElement('input');
    document.body.append(input);
    fireEvent.keyDown(input, { key: 'z', ctrlKey: true });
    expect(fields()).toBe('字段1');
    input.remove();
  });

  it('lists the problems of a refused publication; each focuses its node in 流程配置', async () => {
    const problems = [
      { nodeId: 'a', message: '「审批」：请选择审批人' },
      { nodeId: 'b', message: '「抄送」：请选择抄送人' },
    ];
    const fake = designerApi({
      publishTemplate: async () => {
        throw new ApiError(400073, '还有 2 处需要修改才能发布：「审批」：请选择审批人', {
          field: 'flow',
          nodeId: 'a',
          problems,
        });
      },
    });
    const { user } = await renderFrame(fake);
    expect(screen.getByTestId('step')).toHaveTextContent('form');
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('还有 2 处需要修改才能发布')).toBeInTheDocument();
    expect(screen.getByTestId('step')).toHaveTextContent('flow');
    expect(screen.getByTestId('focused')).toHaveTextContent('a');
    await user.click(screen.getByRole('button', { name: '「抄送」：请选择抄送人' }));
    expect(screen.getByTestId('focused')).toHaveTextContent('b');
  });

  it('keeps a refused publication’s problems live: a fixed one leaves the list and its node', async () => {
    const flow = {
      ...DRAFT.flow,
      childNode: { nodeId: 'a', nodeName: '审批', type: 'approver' as const },
    };
    const fake = designerApi({
      templateDraft: async () => ({ ...DRAFT, flow }),
      publishTemplate: async () => {
        throw new ApiError(400073, '还有 2 处需要修改才能发布：表单至少需要一个字段', {
          problems: [
            { nodeId: 'start', message: '表单至少需要一个字段', scope: 'form' },
            { nodeId: 'a', message: '「审批」：请设置审批人' },
          ],
        });
      },
    });
    const { user } = await renderFrame(fake);
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByText('还有 2 处需要修改才能发布')).toBeInTheDocument();
    expect(screen.getByTestId('problems')).toHaveTextContent('start、a');
    // The form gets its field: its problem goes, the node's stays (on the node too).
    await user.click(screen.getByRole('button', { name: '加字段' }));
    expect(screen.getByText('还有 1 处需要修改才能发布')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '表单至少需要一个字段' })).toBeNull();
    expect(screen.getByRole('button', { name: '「审批」：请设置审批人' })).toBeInTheDocument();
    expect(screen.getByTestId('problems')).toHaveTextContent(/^a$/);
    // The node goes: nothing is left to fix, so the alert goes with the outlines.
    await user.click(screen.getByRole('button', { name: '只留发起人' }));
    await waitFor(() => expect(screen.queryByText(/处需要修改才能发布/)).toBeNull());
    expect(screen.getByTestId('problems')).toBeEmptyDOMElement();
    // Undone, the node is back but the list is not: it waits for the next 发布.
    await user.click(screen.getByRole('button', { name: '撤销' }));
    expect(screen.queryByText(/处需要修改才能发布/)).toBeNull();
  });

  it('shows a problem of the form itself in 表单配置', async () => {
    const fake = designerApi({
      publishTemplate: async () => {
        throw new ApiError(400073, '还有 1 处需要修改才能发布：表单至少需要一个字段', {
          problems: [{ nodeId: 'start', message: '表单至少需要一个字段', scope: 'form' }],
        });
      },
    });
    const { user } = await renderFrame(fake, ApprovalPaths.flowDesigner);
    await user.click(screen.getByRole('button', { name: '发布' }));
    expect(await screen.findByRole('button', { name: '表单至少需要一个字段' })).toBeInTheDocument();
    expect(screen.getByTestId('step')).toHaveTextContent('form');
    expect(screen.getByTestId('address')).toHaveTextContent(`${ApprovalPaths.formDesigner}?uniqueId=t-pay`);
  });

  it('saves what is unsaved before publishing, and publishes that revision', async () => {
    const { user, saves, publishes, notifier } = await renderFrame();
    await user.click(screen.getByRole('button', { name: '加字段' }));
    await user.click(screen.getByRole('button', { name: '发布' }));
    await waitFor(() => expect(publishes).toEqual([{ uniqueId: 't-pay', revision: 2 }]));
    expect(saves).toHaveLength(1);
    await waitFor(() => expect(notifier.successes).toContain('已发布 v2，之后发起的审批将使用此版本'));
    expect(await screen.findByText('v2')).toBeInTheDocument();
  });

  it('lists the versions in 版本记录 and previews one read-only', async () => {
    const fake = designerApi({
      templateVersions: async () => [
        {
          version: 2,
          publishedAt: new Date(2026, 10, 24, 10, 20).toISOString(),
          publisherName: '张伟',
          current: true,
        },
        {
          version: 1,
          publishedAt: new Date(2026, 10, 20, 8, 0).toISOString(),
          publisherName: '李娜',
          current: false,
        },
      ],
      templateVersion: async (_uniqueId, version) => ({
        version,
        publishedAt: new Date(2026, 10, 20, 8, 0).toISOString(),
        publisherName: '李娜',
        current: false,
        form: [{ name: 'amount', label: '金额', kind: 'amount' }],
        flow: DRAFT.flow,
      }),
    });
    const { user } = await renderFrame(fake);
    await user.click(screen.getByText('版本记录'));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('张伟 发布于 2026-11-24 10:20')).toBeInTheDocument();
    expect(within(drawer).getByText('当前版本')).toBeInTheDocument();
    expect(within(drawer).getByText('李娜 发布于 2026-11-20 08:00')).toBeInTheDocument();
    await user.click(within(drawer).getByRole('button', { name: '查看 v1' }));
    expect(await within(drawer).findByTestId('preview')).toBeInTheDocument();
    expect(within(drawer).getByTestId('preview-fields')).toHaveTextContent('金额');
    expect(within(drawer).queryByRole('button', { name: '加字段' })).toBeNull();
  });

  it('opens on 流程配置 at its route, and switches to 基础设置 over it without leaving the address', async () => {
    const { user } = await renderFrame(designerApi(), ApprovalPaths.flowDesigner);
    expect(screen.getByTestId('step')).toHaveTextContent('flow');
    expect(screen.getByRole('radio', { name: '流程配置' })).toBeChecked();
    await user.click(screen.getByText('基础设置'));
    expect(await screen.findByLabelText('审批名称')).toHaveValue('付款');
    expect(screen.queryByTestId('editor')).toBeNull();
    expect(screen.getByRole('radio', { name: '基础设置' })).toBeChecked();
    expect(screen.getByTestId('address')).toHaveTextContent(`${ApprovalPaths.flowDesigner}?uniqueId=t-pay`);
    await user.click(screen.getByText('流程配置'));
    expect(screen.getByTestId('step')).toHaveTextContent('flow');
  });

  it('moves between 表单配置 and 流程配置 by their routes, keeping the edits; back returns to 表单配置', async () => {
    const { user, drafts } = await renderFrame();
    expect(screen.getByRole('radio', { name: '表单配置' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: '加字段' }));
    await user.click(screen.getByText('流程配置'));
    expect(screen.getByTestId('address')).toHaveTextContent(`${ApprovalPaths.flowDesigner}?uniqueId=t-pay`);
    expect(screen.getByTestId('step')).toHaveTextContent('flow');
    expect(screen.getByRole('radio', { name: '流程配置' })).toBeChecked();
    // One draft: the field added on 表单配置 is there, the history too, and nothing was loaded again.
    expect(fields()).toBe('字段1');
    expect(screen.getByRole('button', { name: '撤销' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: '后退' }));
    expect(screen.getByTestId('address')).toHaveTextContent(`${ApprovalPaths.formDesigner}?uniqueId=t-pay`);
    expect(screen.getByTestId('step')).toHaveTextContent('form');
    expect(screen.getByRole('radio', { name: '表单配置' })).toBeChecked();
    expect(fields()).toBe('字段1');
    expect(drafts()).toBe(1);
  });

  it('hosts the flow designer on 流程配置, its pickers fed from the organisation', async () => {
    const fake = designerApi();
    const roles = jest.fn(async () => [{ uniqueId: 'r-finance', name: '财务' }]);
    const api = fakeApprovalApi({ ...fake.api, roleOptions: roles });
    const test = await signedInContainer({
      plugin: approvalPlugin,
      overrides: (c) => {
        c.rebind(ApprovalApi).toConstantValue(api);
        c.rebind<ApprovalOrganizationApi>(ApprovalOrganizationApi).toConstantValue({
          upload: () => Promise.reject(new Error('no upload here')),
        });
        c.rebind(DirectoryApi).toConstantValue(
          new FakeDirectoryApi([], [{ uniqueId: 'm-zhang', name: '张伟', departments: '总经办' }]),
        );
      },
    });
    await act(async () => {
      renderWithServices(<DesignerPage />, {
        container: test.container,
        path: `${ApprovalPaths.flowDesigner}?uniqueId=t-pay`,
      });
    });
    expect(await screen.findByText('流程结束')).toBeInTheDocument();
    expect(screen.getAllByText('发起人').length).toBeGreaterThan(0);
    await waitFor(() => expect(roles).toHaveBeenCalled());
  });

  it('lets members holding chosen roles start it, set in 基础设置 with members and departments', async () => {
    const settings: TemplateSettingsBody[] = [];
    const fake = designerApi({
      templateCatalog: async () => ({
        ...CATALOG,
        templates: [{ ...CATALOG.templates[0]!, starters: { roles: ['r-finance'] }, starterNames: ['财务'] }],
      }),
      roleOptions: async () => [
        { uniqueId: 'r-finance', name: '财务' },
        { uniqueId: 'r-cashier', name: '出纳' },
      ],
      saveTemplateSettings: async (body) => {
        settings.push(body);
      },
    });
    const test = await signedInContainer({
      plugin: approvalPlugin,
      overrides: (c) => {
        c.rebind(ApprovalApi).toConstantValue(fake.api);
        c.rebind<ApprovalOrganizationApi>(ApprovalOrganizationApi).toConstantValue({
          upload: () => Promise.reject(new Error('no upload here')),
        });
        c.rebind(DirectoryApi).toConstantValue(
          new FakeDirectoryApi([], [{ uniqueId: 'm-zhang', name: '张伟', departments: '总经办' }]),
        );
      },
    });
    await act(async () => {
      renderWithServices(<DesignerFrame uniqueId="t-pay" editor={testEditor} />, {
        container: test.container,
        path: `${ApprovalPaths.formDesigner}?uniqueId=t-pay`,
      });
    });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    await user.click(await screen.findByText('基础设置'));
    expect(await screen.findByRole('radio', { name: '指定成员、部门或角色' })).toBeChecked();
    const roles = screen.getByRole('combobox', { name: '角色' });
    const field = roles.closest<HTMLElement>('.ant-form-item')!;
    expect(await within(field).findByText('财务')).toBeInTheDocument();
    await user.click(roles);
    const cashier = await waitFor(() => {
      const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (candidate) => candidate.title === '出纳',
      );
      expect(option).toBeDefined();
      return option!;
    });
    await user.click(cashier);
    await user.click(screen.getByRole('button', { name: '保存设置' }));
    await waitFor(() => expect(settings).toHaveLength(1));
    expect(settings[0]!.starters).toEqual({
      members: [],
      departments: [],
      roles: ['r-finance', 'r-cashier'],
    });
  });
});
