import { LEAVE_QUESTION } from '@core/crud/leave-guard';
import { DraftList } from '@core/crud/step-form/draft-list';
import { savedAtText } from '@core/crud/step-form/draft-save-status';
import { act, screen, waitFor } from '@testing-library/react';
import { FakeDraftApi } from '@tests/support/fakes/fake-draft-api';
import { TEST_TIMINGS } from '@tests/support/test-container';
import { useNavigate } from 'react-router-dom';
import { button, KIND, location, renderStepForm, shownStep, status } from './step-form-harness';

/** The drafts list beside the form, 继续编辑 opening a draft in it as a page would. */
function ListBeside() {
  const navigate = useNavigate();
  return <DraftList kind={KIND} onOpen={(draft) => void navigate(`/visits/add?draft=${draft.uniqueId}`)} />;
}

const pause = (ms: number) => act(() => new Promise((resolve) => setTimeout(resolve, ms)));

describe('StepForm drafts', () => {
  it('saves the whole form as a draft a moment after the last change, on the revision last saved', async () => {
    const { user, api } = renderStepForm();
    expect(api.saves).toEqual([]);
    await user.type(screen.getByLabelText('姓名'), '周杰');
    expect(status()).toHaveTextContent('有修改，即将保存');
    // Typed in one go: one save once the typing paused, creating the draft.
    await waitFor(() => expect(status()).toHaveTextContent(/^草稿已保存 \d\d:\d\d$/));
    expect(api.saves).toEqual([
      {
        kind: KIND,
        revision: 0,
        requestId: expect.stringMatching(/^[A-Za-z0-9_-]{8,64}$/),
        title: '周杰的来访',
        step: 0,
        values: { name: '周杰' },
      },
    ]);
    // Its id in the address: a reload comes back to it.
    await waitFor(() => expect(location()).toBe('/visits/add?draft=draft-1'));

    api.now = new Date(api.now.getTime() + 60_000);
    await user.type(screen.getByLabelText('手机号'), '13900000001');
    await user.click(button('下一步'));
    await waitFor(() =>
      expect(status()).toHaveTextContent(`草稿已保存 ${savedAtText(api.now.toISOString())}`),
    );
    expect(api.saves).toHaveLength(2);
    expect(api.saves[1]).toEqual({
      kind: KIND,
      uniqueId: 'draft-1',
      revision: 1,
      requestId: expect.any(String),
      title: '周杰的来访',
      step: 1,
      values: { name: '周杰', telephone: '13900000001' },
    });
    expect(api.saves[1]!.requestId).not.toBe(api.saves[0]!.requestId);
    expect(api.drafts.get('draft-1')!.detail).toMatchObject({ revision: 2, step: 1 });
    await pause(TEST_TIMINGS.draftAutosaveMs * 2);
    expect(api.saves).toHaveLength(2);
  });

  it('resumes a draft named in the address on its step, with its values', async () => {
    const api = new FakeDraftApi();
    api.put({ uniqueId: 'd7', kind: KIND, step: 1, revision: 4, values: { name: '周杰', reason: '面试' } });
    const { user } = renderStepForm({ api, path: '/visits/add?draft=d7' });
    expect(screen.getByRole('status', { name: '草稿加载中' })).toBeInTheDocument();
    await waitFor(() => expect(shownStep()).toBe('来访安排'));
    expect(screen.getByLabelText('来访事由')).toHaveValue('面试');
    expect(screen.getByLabelText('姓名')).toHaveValue('周杰');
    expect(status()).toHaveTextContent(/^草稿已保存 \d\d:\d\d$/);
    // Resuming saves nothing; an edit saves on the draft's revision.
    expect(api.saves).toEqual([]);
    await user.type(screen.getByLabelText('车牌号'), '粤B12345');
    await waitFor(() => expect(api.saves).toHaveLength(1));
    expect(api.saves[0]).toMatchObject({ uniqueId: 'd7', revision: 4, values: { plate: '粤B12345' } });
    await waitFor(() => expect(api.drafts.get('d7')!.detail.revision).toBe(5));
  });

  it('opens a draft from the list in the same form, and a new form from the bare address', async () => {
    const api = new FakeDraftApi();
    api.put({ uniqueId: 'd1', kind: KIND, title: '周杰的来访', values: { name: '周杰' } });
    api.put({
      uniqueId: 'd2',
      kind: KIND,
      title: '李娜的来访',
      step: 1,
      values: { name: '李娜', reason: '面试' },
    });
    const { user, router } = renderStepForm({ api, path: '/visits/add?draft=d1', extra: <ListBeside /> });
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue('周杰'));
    await user.click(await screen.findByRole('button', { name: '继续编辑 李娜的来访' }));
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue('李娜'));
    expect(shownStep()).toBe('来访安排');
    expect(location()).toBe('/visits/add?draft=d2');

    await act(() => router.navigate('/visits/add'));
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue(''));
    expect(shownStep()).toBe('来访人');
    // The new form's first save is a new draft; the list shows it, and the form stays as it is.
    await user.type(screen.getByLabelText('姓名'), '王芳');
    await waitFor(() => expect(location()).toBe('/visits/add?draft=draft-1'));
    expect(await screen.findByRole('button', { name: '继续编辑 王芳的来访' })).toBeInTheDocument();
    expect(screen.getByLabelText('姓名')).toHaveValue('王芳');
    await user.type(screen.getByLabelText('姓名'), '芳');
    await waitFor(() => expect(api.saves.at(-1)).toMatchObject({ uniqueId: 'draft-1', revision: 1 }));
    expect(api.saves).toHaveLength(2);
  });

  it('says so when the draft in the address is gone, and starts a new one on 新建', async () => {
    const { user } = renderStepForm({ path: '/visits/add?draft=gone' });
    expect(await screen.findByText('草稿不存在或已删除')).toBeInTheDocument();
    await user.click(button('新建'));
    await waitFor(() => expect(shownStep()).toBe('来访人'));
    expect(location()).toBe('/visits/add');
    expect(screen.getByLabelText('姓名')).toHaveValue('');
  });

  it('stops saving on a conflict, says when it was saved elsewhere, and 重新加载 shows the latest', async () => {
    const api = new FakeDraftApi();
    api.put({ uniqueId: 'd7', kind: KIND, values: { name: '周' } });
    const { user } = renderStepForm({ api, path: '/visits/add?draft=d7' });
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue('周'));
    api.saveElsewhere('d7', { name: '周杰伦' });

    await user.type(screen.getByLabelText('姓名'), '杰');
    await waitFor(() => expect(status()).toHaveTextContent('未保存：草稿已在别处更新'));
    expect(screen.getByText('草稿已在别处更新，这里的修改没有保存')).toBeInTheDocument();
    // When, in the member's own time (the server words it in the organisation's).
    expect(
      screen.getByText(/^草稿已于 \d\d:\d\d 在别处保存。重新加载将显示最新的草稿，这里未保存的修改会丢失。$/),
    ).toBeInTheDocument();
    // No more saves: each would be refused the same way.
    await user.type(screen.getByLabelText('手机号'), '139');
    await pause(TEST_TIMINGS.draftAutosaveMs * 2);
    expect(api.saves).toHaveLength(1);

    await user.click(button('重新加载'));
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue('周杰伦'));
    expect(screen.getByLabelText('手机号')).toHaveValue('');
    expect(screen.queryByText('草稿已在别处更新，这里的修改没有保存')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('手机号'), '1');
    await waitFor(() => expect(status()).toHaveTextContent('草稿已保存'));
    expect(api.saves[1]).toMatchObject({ uniqueId: 'd7', revision: 2 });
  });

  it('sends a save whose answer was lost again as it was, so it never reads as a conflict', async () => {
    const api = new FakeDraftApi();
    api.put({ uniqueId: 'd7', kind: KIND, values: {} });
    const { user } = renderStepForm({ api, path: '/visits/add?draft=d7' });
    await waitFor(() => expect(shownStep()).toBe('来访人'));
    api.loseNextAnswer = true;
    await user.type(screen.getByLabelText('姓名'), '周');
    await waitFor(() => expect(status()).toHaveTextContent('草稿保存失败'));
    // Saved on the server all the same.
    expect(api.drafts.get('d7')!.detail.revision).toBe(2);

    await user.type(screen.getByLabelText('姓名'), '杰');
    await waitFor(() => expect(status()).toHaveTextContent('草稿已保存'));
    const [lost, again, latest] = api.saves;
    expect(again).toEqual(lost);
    expect(latest).toMatchObject({ revision: 2, values: { name: '周杰' } });
    expect(latest!.requestId).not.toBe(lost!.requestId);
    expect(api.drafts.get('d7')!.detail).toMatchObject({ revision: 3, values: { name: '周杰' } });
  });

  it('keeps editing as a new draft when the draft was removed elsewhere meanwhile', async () => {
    const api = new FakeDraftApi();
    api.put({ uniqueId: 'd7', kind: KIND, values: { name: '周' } });
    const { user } = renderStepForm({ api, path: '/visits/add?draft=d7' });
    await waitFor(() => expect(screen.getByLabelText('姓名')).toHaveValue('周'));
    api.drafts.delete('d7');
    await user.type(screen.getByLabelText('姓名'), '杰');
    await waitFor(() => expect(location()).toBe('/visits/add?draft=draft-1'));
    expect(status()).toHaveTextContent('草稿已保存');
    expect(api.drafts.get('draft-1')!.detail).toMatchObject({ revision: 1, values: { name: '周杰' } });
    expect(screen.getByLabelText('姓名')).toHaveValue('周杰');
  });

  it('removes the draft once submitted, or keeps it when the caller says so', async () => {
    for (const keepDraft of [false, true]) {
      const { user, api, submitted, unmount } = renderStepForm({ props: { keepDraft } });
      await user.type(screen.getByLabelText('姓名'), '周杰{Enter}');
      await user.type(screen.getByLabelText('来访事由'), '面试{Enter}');
      await waitFor(() => expect(shownStep()).toBe('确认'));
      await waitFor(() => expect(location()).toBe('/visits/add?draft=draft-1'));
      await user.click(button('提交'));
      await waitFor(() => expect(submitted).toHaveLength(1));
      await waitFor(() =>
        expect(api.removed).toEqual(keepDraft ? [] : [{ kind: KIND, uniqueId: 'draft-1' }]),
      );
      expect(api.drafts.has('draft-1')).toBe(keepDraft);
      unmount();
    }
  });

  it('asks before leaving while an edit is not saved yet, and leaves without asking once it is', async () => {
    const { user, notifier, api } = renderStepForm();
    await user.type(screen.getByLabelText('姓名'), '周');
    notifier.answers.push(false);
    await user.click(screen.getByText('列表'));
    await waitFor(() => expect(notifier.questions).toEqual([LEAVE_QUESTION]));
    expect(location()).toMatch(/^\/visits\/add/);
    expect(screen.getByLabelText('姓名')).toHaveValue('周');

    // The draft's own address change (its id) asked nothing.
    await waitFor(() => expect(location()).toBe('/visits/add?draft=draft-1'));
    expect(notifier.questions).toHaveLength(1);
    expect(api.saves).toHaveLength(1);
    await user.click(screen.getByText('列表'));
    await waitFor(() => expect(location()).toBe('/visits'));
    expect(notifier.questions).toHaveLength(1);
  });

  it('asks nothing after a submit that navigates away, with edits made just before', async () => {
    const { user, notifier, router } = renderStepForm({
      props: { onSubmit: async () => void (await router.navigate('/visits')) },
    });
    await user.type(screen.getByLabelText('姓名'), '周杰{Enter}');
    await user.type(screen.getByLabelText('来访事由'), '面试{Enter}');
    await user.type(screen.getByLabelText('备注'), '带电脑');
    await user.click(button('提交'));
    await waitFor(() => expect(location()).toBe('/visits'));
    expect(notifier.questions).toEqual([]);
  });
});

describe('savedAtText', () => {
  it('shows the time alone for today, the day and time otherwise', () => {
    const now = new Date(2026, 10, 22, 18, 0);
    expect(savedAtText(new Date(2026, 10, 22, 9, 5).toISOString(), now)).toBe('09:05');
    expect(savedAtText(new Date(2026, 10, 21, 23, 59).toISOString(), now)).toBe('2026-11-21 23:59');
  });
});
