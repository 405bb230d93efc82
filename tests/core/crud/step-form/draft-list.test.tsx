import { DraftApi, type DraftSummary } from '@core/crud/step-form/draft-api';
import { DraftList, draftStepText } from '@core/crud/step-form/draft-list';
import { formatDateTime } from '@core/format/date-time';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { FakeDraftApi } from '@tests/support/fakes/fake-draft-api';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';

const KIND = 'visitor-log.visit';
const STEPS = ['来访人', '来访安排', '确认'];

function renderList(api: FakeDraftApi) {
  const test = createTestContainer({ overrides: (c) => c.rebind(DraftApi).toConstantValue(api) });
  const opened: DraftSummary[] = [];
  renderWithServices(<DraftList kind={KIND} stepTitles={STEPS} onOpen={(draft) => opened.push(draft)} />, {
    container: test.container,
  });
  return {
    ...test,
    opened,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

/** Twelve drafts of the kind (the first saved last) and one of another kind. */
function twelveDrafts(): FakeDraftApi {
  const api = new FakeDraftApi();
  for (let index = 1; index <= 12; index++)
    api.put({
      uniqueId: `d${index}`,
      kind: KIND,
      title: `来访草稿 ${index}`,
      step: index % 3,
      updatedAt: new Date(Date.UTC(2026, 10, 22, 1, index)).toISOString(),
    });
  api.put({ uniqueId: 'other', kind: 'visitor-log.other', title: '别的草稿' });
  return api;
}

const titles = () =>
  screen
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

describe('DraftList', () => {
  it("lists the member's drafts of the kind a page at a time, the last saved first, with where each stands", async () => {
    const { user } = renderList(twelveDrafts());
    await waitFor(() => expect(titles()).toHaveLength(10));
    expect(titles().slice(0, 3)).toEqual(['来访草稿 12', '来访草稿 11', '来访草稿 10']);
    const row = screen.getByText('来访草稿 11').closest('tr')!;
    expect(within(row).getByText('第 3 步 · 确认')).toBeInTheDocument();
    expect(within(row).getByText(formatDateTime('2026-11-22T01:11:00.000Z'))).toBeInTheDocument();
    expect(screen.queryByText('别的草稿')).not.toBeInTheDocument();

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(titles()).toEqual(['来访草稿 2', '来访草稿 1']));
  });

  it('opens a draft with 继续编辑', async () => {
    const { user, opened } = renderList(twelveDrafts());
    await user.click(await screen.findByRole('button', { name: '继续编辑 来访草稿 12' }));
    expect(opened.map((draft) => draft.uniqueId)).toEqual(['d12']);
  });

  it('removes a draft after asking, and the list reloads without it', async () => {
    const api = twelveDrafts();
    const { user, notifier } = renderList(api);
    await user.click(await screen.findByRole('button', { name: '删除 来访草稿 12' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('删除草稿「来访草稿 12」？')).toBeInTheDocument();
    expect(within(confirm).getByText('删除后不能恢复。')).toBeInTheDocument();
    expect(api.removed).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(titles()[0]).toBe('来访草稿 11'));
    expect(api.removed).toEqual([{ kind: KIND, uniqueId: 'd12' }]);
    expect(notifier.successes).toEqual(['草稿已删除']);
  });

  it('says why a removal failed and shows the list as it is now', async () => {
    const api = twelveDrafts();
    const { user, notifier } = renderList(api);
    await user.click(await screen.findByRole('button', { name: '删除 来访草稿 12' }));
    // Removed elsewhere meanwhile.
    api.drafts.delete('d12');
    await user.click(within(await screen.findByRole('tooltip')).getByRole('button', { name: '删除' }));
    await waitFor(() => expect(notifier.errors).toEqual(['草稿不存在或已删除']));
    await waitFor(() => expect(titles()[0]).toBe('来访草稿 11'));
  });

  it('says when there is no draft yet', async () => {
    renderList(new FakeDraftApi());
    expect(await screen.findByText('还没有草稿：填写表单时会自动保存草稿')).toBeInTheDocument();
  });

  it('names a step by its number alone when its title is not given', () => {
    expect(draftStepText(0)).toBe('第 1 步');
    expect(draftStepText(1, STEPS)).toBe('第 2 步 · 来访安排');
  });
});
