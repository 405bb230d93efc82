import { LEAVE_QUESTION } from '@core/crud';
import { AppMain } from '@core/layout/app-main/app-main';
import { TagsView } from '@core/layout/tags-view/tags-view';
import { preloadTabDrag } from '@core/layout/tags-view/use-tab-drag';
import { ApiError } from '@core/services/api-error';
import { TabsStore } from '@core/stores/tabs-store';
import { NoticePaths } from '@manifests/notice';
import { NoticeTag } from '@plugins/notice/api/notice-queries';
import NoticePublishPage from '@plugins/notice/views/notice-publish-page';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { watchTag } from '@tests/support/tag-probe';
import { useLocation } from 'react-router-dom';
import { noticeTestContainer } from './support/notice-test-container';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

type User = ReturnType<typeof userEvent.setup>;

async function renderPublish() {
  const test = await noticeTestContainer();
  await act(async () => {
    renderWithServices(
      <>
        <NoticePublishPage />
        <LocationProbe />
      </>,
      { container: test.container, path: NoticePaths.publish },
    );
  });
  await screen.findByLabelText('通知标题');
  // The editor is its own chunk, loaded on first use.
  await screen.findByLabelText('通知正文');
  // antd's popups animate through classes that jsdom never finishes; their CSS blocks pointer events.
  return {
    ...test,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

// Plain selectors: role queries with names walk the whole antd form, seconds each in jsdom.
const button = (text: string, inside: ParentNode = document) =>
  [...inside.querySelectorAll('button')].find((candidate) => candidate.textContent === text) ?? null;
const byLabel = (label: string) => document.querySelector<HTMLElement>(`[aria-label="${label}"]`)!;
const editor = () => byLabel('通知正文');
const titleInput = () => screen.getByLabelText('通知标题');
/** A button of the editor's toolbar. */
const tool = (label: string) =>
  document.querySelector<HTMLElement>(`[role="toolbar"] button[aria-label="${label}"]`)!;
/** The error messages under the form's fields, top to bottom. */
const fieldErrors = () =>
  [...document.querySelectorAll('.ant-form-item-explain-error')].map((error) => error.textContent);
const location = () => screen.getByTestId('location').textContent;
const openDialog = () => screen.findByRole('dialog');

/** Types into the editor: a click puts the caret in its last paragraph, then the keys go there. */
async function typeBody(user: User, keys: string) {
  await user.click(editor());
  await user.keyboard(keys);
}

async function chooseScope(user: User, label: '全体成员' | '指定部门') {
  await user.click(screen.getByLabelText(label));
  // The form reports the change to what watches it a moment later.
  if (label === '指定部门') await screen.findByLabelText('接收部门');
  else await waitFor(() => expect(screen.queryByLabelText('接收部门')).not.toBeInTheDocument());
}

/** Opens the department picker and checks the department titled `title` in its popup. */
async function chooseDepartment(user: User, title: string) {
  const input = screen.getByLabelText('接收部门');
  fireEvent.mouseDown(input.closest('.ant-select') ?? input);
  const choice = await waitFor(() => {
    const popups = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')];
    const found = popups.flatMap((popup) => within(popup).queryAllByTitle(title));
    if (found.length !== 1) throw new Error(`no single 「${title}」 in the department popup`);
    return found[0]!;
  });
  await user.click(choice);
  fireEvent.keyDown(input, { key: 'Escape' });
}

/** 发布, then the confirmation's own 发布; returns the confirmation's question. */
async function publishAndConfirm(user: User): Promise<string> {
  await user.click(button('发布')!);
  const dialog = await openDialog();
  const question = dialog.querySelector('.ant-modal-title')?.textContent ?? '';
  await user.click(button('发布', dialog)!);
  return question;
}

// The tabs drawn draggable from the start: these click a tab they found before pointing at the bar.
beforeAll(() => preloadTabDrag());

describe('发布通知', () => {
  it('names what is missing and sends nothing', async () => {
    const { notices, user } = await renderPublish();
    await user.click(button('发布')!);
    await waitFor(() => expect(fieldErrors()).toEqual(['请输入通知标题', '请输入通知正文']));
    expect(editor()).toHaveAttribute('aria-invalid', 'true');

    await chooseScope(user, '指定部门');
    // Blank is not a title.
    await user.type(titleInput(), '   ');
    await user.click(button('发布')!);
    await waitFor(() =>
      expect(fieldErrors()).toEqual(['请输入通知标题', '请选择接收部门', '请输入通知正文']),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notices.callsOf('publish')).toEqual([]);
  });

  it('publishes to everyone after confirming, then returns to 通知管理', async () => {
    const { notices, notifier, user, container } = await renderPublish();
    const noticesTag = watchTag(container, NoticeTag.notices);
    await user.type(titleInput(), ' 园区停电检修通知 ');
    await typeBody(user, '今晚 22:00 停电。{Enter}');
    await user.click(tool('加粗'));
    expect(tool('加粗')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard('请提前保存文件');
    expect(screen.getByText('20 / 20000')).toBeInTheDocument();

    expect(await publishAndConfirm(user)).toBe('确定向全体成员发布这条通知？');
    await waitFor(() => expect(notices.published).toHaveLength(1));
    expect(notices.published[0]).toEqual({
      title: '园区停电检修通知',
      body: '<p>今晚 22:00 停电。</p><p><strong>请提前保存文件</strong></p>',
      scope: 'organization',
    });
    expect(notifier.successes).toEqual(['通知已发布，共 3 人接收']);
    expect(noticesTag.invalidated).toBe(true);
    await waitFor(() => expect(location()).toBe(NoticePaths.management));
    // The form was cleared for the next notice.
    expect(titleInput()).toHaveValue('');
  });

  it('publishes to the chosen departments, naming how many in the confirmation', async () => {
    const { notices, user } = await renderPublish();
    await user.type(titleInput(), '消防演练安排');
    await chooseScope(user, '指定部门');
    await chooseDepartment(user, '运营部（1 人）');
    await chooseDepartment(user, '物业部（1 人）');
    await typeBody(user, '周五下午演练');

    await user.click(button('发布')!);
    const dialog = await openDialog();
    expect(within(dialog).getByText('确定向所选 2 个部门发布这条通知？')).toBeInTheDocument();
    expect(within(dialog).getByText(/运营部、物业部/)).toBeInTheDocument();
    await user.click(button('发布', dialog)!);
    await waitFor(() => expect(notices.published).toHaveLength(1));
    expect(notices.published[0]).toEqual({
      title: '消防演练安排',
      body: '<p>周五下午演练</p>',
      scope: 'departments',
      departmentUniqueIds: ['d-operations', 'd-property'],
    });
  });

  it('sends nothing when the confirmation is declined', async () => {
    const { notices, user } = await renderPublish();
    await user.type(titleInput(), '通知');
    await typeBody(user, '正文');
    await user.click(button('发布')!);
    await user.click(button('取消', await openDialog())!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(notices.callsOf('publish')).toEqual([]);
    expect(location()).toBe(NoticePaths.publish);
  });

  it('shows a refusal above the form and keeps the title, scope, departments and body', async () => {
    const { notices, notifier, user } = await renderPublish();
    notices.failNext('publish', new ApiError(400062, '所选部门暂无成员，无法发布'));
    await user.type(titleInput(), '招商例会');
    await chooseScope(user, '指定部门');
    await chooseDepartment(user, '招商部（0 人）');
    await typeBody(user, '周一上午九点');
    expect(await publishAndConfirm(user)).toBe('确定向所选 1 个部门发布这条通知？');

    expect(await screen.findByRole('alert')).toHaveTextContent('所选部门暂无成员，无法发布');
    expect(notices.callsOf('publish')).toEqual([
      [
        {
          title: '招商例会',
          body: '<p>周一上午九点</p>',
          scope: 'departments',
          departmentUniqueIds: ['d-invest'],
        },
      ],
    ]);
    expect(titleInput()).toHaveValue('招商例会');
    expect(screen.getByLabelText('指定部门')).toBeChecked();
    const picker = screen.getByLabelText('接收部门').closest<HTMLElement>('.ant-select')!;
    expect(within(picker).getByText('招商部（0 人）')).toBeInTheDocument();
    expect(editor()).toHaveTextContent('周一上午九点');
    expect(notifier.successes).toEqual([]);
    expect(location()).toBe(NoticePaths.publish);

    // Fixing the scope and publishing again sends what was kept.
    await chooseScope(user, '全体成员');
    await publishAndConfirm(user);
    await waitFor(() =>
      expect(notices.published).toEqual([
        { title: '招商例会', body: '<p>周一上午九点</p>', scope: 'organization' },
      ]),
    );
    await waitFor(() => expect(location()).toBe(NoticePaths.management));
  });

  it('formats through the toolbar, showing which formats apply, and inserts only web links', async () => {
    const { user } = await renderPublish();
    await typeBody(user, '通知');
    await user.click(tool('标题'));
    expect(tool('标题')).toHaveAttribute('aria-pressed', 'true');
    await user.click(tool('插入链接'));
    const dialog = await openDialog();
    await user.type(within(dialog).getByLabelText('链接地址'), 'javascript:alert(1)');
    await user.click(button('确定', dialog)!);
    expect(within(dialog).getByText('请输入以 http:// 或 https:// 开头的链接地址')).toBeInTheDocument();
    await user.clear(within(dialog).getByLabelText('链接地址'));
    await user.type(within(dialog).getByLabelText('链接地址'), 'https://example.com/plan{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const link = editor().querySelector('a');
    expect(link).toHaveAttribute('href', 'https://example.com/plan');
    expect(editor().querySelector('h2')).toHaveTextContent('通知https://example.com/plan');
  });

  it('leaves at once when nothing was entered', async () => {
    const { user } = await renderPublish();
    await user.click(button('取消')!);
    expect(location()).toBe(NoticePaths.management);
  });

  it('asks before abandoning a started notice', async () => {
    const { user } = await renderPublish();
    await typeBody(user, '草稿');
    await user.click(button('取消')!);
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('放弃这条通知？')).toBeInTheDocument();
    expect(location()).toBe(NoticePaths.publish);
    await user.click(button('放弃', confirm)!);
    expect(location()).toBe(NoticePaths.management);
  });
});

/** 发布通知 in the shell: the tab bar over the kept-alive main area, at the page's path. */
async function renderPublishInShell() {
  const test = await noticeTestContainer();
  await act(async () => {
    renderWithServices(
      <>
        <TagsView />
        <AppMain />
      </>,
      { container: test.container, path: NoticePaths.publish },
    );
  });
  await screen.findByLabelText('通知标题');
  const tabs = test.service(TabsStore);
  const closeTab = () =>
    within(screen.getByRole('link', { name: '发布通知' }).parentElement!).getByRole('button', {
      name: '关闭',
    });
  const open = () => tabs.visitedViews.some((view) => view.key === NoticePaths.publish);
  return {
    ...test,
    tabs,
    closeTab,
    open,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

describe('发布通知 in a tab', () => {
  it('asks before its tab closes with a title typed: 留下 keeps the draft, 离开 closes the tab', async () => {
    const { notifier, closeTab, open, user } = await renderPublishInShell();
    await user.type(titleInput(), '停电通知');
    notifier.answers.push(false);
    await user.click(closeTab());
    await waitFor(() => expect(notifier.questions).toEqual([LEAVE_QUESTION]));
    expect(open()).toBe(true);
    expect(titleInput()).toHaveValue('停电通知');

    notifier.answers.push(true);
    await user.click(closeTab());
    await waitFor(() => expect(open()).toBe(false));
    expect(notifier.questions).toHaveLength(2);
  });

  it('closes its tab at once while nothing is entered', async () => {
    const { notifier, closeTab, open, user } = await renderPublishInShell();
    await user.click(closeTab());
    await waitFor(() => expect(open()).toBe(false));
    expect(notifier.questions).toEqual([]);
  });
});
