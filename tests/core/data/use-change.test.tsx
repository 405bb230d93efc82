import { defineQuery } from '@core/data/define-query';
import { QueryClientService } from '@core/data/query-client-service';
import { type ChangeOptions, useChange } from '@core/data/use-change';
import { useData } from '@core/data/use-data';
import { token } from '@core/di/token';
import { ApiError, CANCELLED_CODE } from '@core/services/api-error';
import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import { Button, Form, Input } from 'antd';
import { useState } from 'react';

interface Visitor {
  name: string;
  telephone: string;
}

/** A server whose answers the test gives one by one (`answer`, `refuse`). */
class FakeVisitorApi {
  sent: Visitor[] = [];
  private pending: { resolve(id: string): void; reject(error: unknown): void }[] = [];
  names = ['甲'];
  reads = 0;
  save(visitor: Visitor): Promise<string> {
    this.sent.push(visitor);
    return new Promise((resolve, reject) => this.pending.push({ resolve, reject }));
  }
  async answer(id = 'v1') {
    await act(async () => this.pending.shift()?.resolve(id));
  }
  async refuse(error: unknown) {
    await act(async () => this.pending.shift()?.reject(error));
  }
  async list(): Promise<string[]> {
    this.reads += 1;
    return [...this.names];
  }
}
const VisitorApi = token<FakeVisitorApi>('test.VisitorApi');
const visitorList = defineQuery({
  key: ['test', 'visitors', 'list'],
  service: VisitorApi,
  fetch: (api) => api.list(),
  tags: ['visitors'],
});

type Options = Omit<ChangeOptions<Visitor, string>, 'change' | 'form'>;

/** A form saving a visitor through one change, with the list it invalidates beside it. */
function VisitorForm({ api, options }: { api: FakeVisitorApi; options: Options }) {
  const [form] = Form.useForm<Visitor>();
  const list = useData(visitorList, undefined);
  const save = useChange({ ...options, change: (visitor: Visitor) => api.save(visitor), form });
  return (
    <>
      <ul aria-label="访客">
        {list.data?.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
      <Form form={form} initialValues={{ name: '周杰', telephone: '139' }} onFinish={save.run}>
        {save.refusal && <div role="alert">{save.refusal}</div>}
        <Form.Item label="姓名" name="name">
          <Input />
        </Form.Item>
        <Form.Item label="手机号" name="telephone">
          <Input />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.busy}>
          保存
        </Button>
        <Button onClick={() => void save.run({ name: '直接', telephone: '1' })}>直接保存</Button>
      </Form>
    </>
  );
}

/** The form and a 关闭 that takes it away (its tab closed) while the page stays. */
function Host({ api, options }: { api: FakeVisitorApi; options: Options }) {
  const [shown, setShown] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setShown(false)}>
        关闭
      </button>
      {shown && <VisitorForm api={api} options={options} />}
    </>
  );
}

function setup(options: Options = {}) {
  const api = new FakeVisitorApi();
  const test = createTestContainer({ overrides: (c) => c.bind(VisitorApi).toConstantValue(api) });
  renderWithServices(<Host api={api} options={options} />, { container: test.container });
  return { ...test, api, user: userEvent.setup({ delay: null }) };
}

const saveButton = () => screen.getByText('保存', { selector: 'button > span' }).closest('button')!;
const errorsOf = (label: string) =>
  screen.getByLabelText(label).closest('.ant-form-item')?.querySelector('.ant-form-item-explain')
    ?.textContent ?? '';

describe('useChange', () => {
  it('is busy while the change runs, and sends the values', async () => {
    const { api, user } = setup();
    await user.click(saveButton());
    await waitFor(() => expect(api.sent).toEqual([{ name: '周杰', telephone: '139' }]));
    expect(saveButton()).toHaveClass('ant-btn-loading');
    await api.answer();
    await waitFor(() => expect(saveButton()).not.toHaveClass('ant-btn-loading'));
  });

  it('sends nothing more while one runs: a second call answers the running one’s outcome', async () => {
    const { api, user } = setup();
    await user.click(saveButton());
    await waitFor(() => expect(api.sent).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '直接保存' }));
    await user.click(saveButton());
    expect(api.sent).toHaveLength(1);
    await api.answer();
    await waitFor(() => expect(saveButton()).not.toHaveClass('ant-btn-loading'));
    // Once it has answered, the next one goes.
    await user.click(saveButton());
    await waitFor(() => expect(api.sent).toHaveLength(2));
  });

  it('shows a refusal on the field it names, keeping what was typed, and nothing else', async () => {
    const { api, user, notifier } = setup({ refusal: 'inline' });
    await user.clear(screen.getByLabelText('手机号'));
    await user.type(screen.getByLabelText('手机号'), '12');
    await user.click(saveButton());
    await api.refuse(new ApiError(400, '手机号格式不正确', { field: 'telephone' }));
    await waitFor(() => expect(errorsOf('手机号')).toBe('手机号格式不正确'));
    expect(screen.getByLabelText('手机号')).toHaveValue('12');
    expect(screen.getByLabelText('姓名')).toHaveValue('周杰');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(notifier.errors).toEqual([]);
  });

  it('shows a refusal naming no field as one toast, none when the request service showed it', async () => {
    const { api, user, notifier } = setup();
    await user.click(saveButton());
    await api.refuse(new ApiError(400061, '访客已登记'));
    await waitFor(() => expect(notifier.errors).toEqual(['访客已登记']));
    // A refusal the request service toasted (a call that is not silent) is not said twice.
    await user.click(saveButton());
    await api.refuse(new ApiError(400062, '访客已离开', null, true));
    await act(async () => undefined);
    expect(notifier.errors).toEqual(['访客已登记']);
    // A field the form does not hold is no field: the toast says it.
    await user.click(saveButton());
    await api.refuse(new ApiError(400, '证件号不正确', { field: 'idCard' }));
    await waitFor(() => expect(notifier.errors).toEqual(['访客已登记', '证件号不正确']));
    expect(screen.getByLabelText('姓名')).toHaveValue('周杰');
  });

  it('shows it in place with `refusal: inline` until the next run', async () => {
    const { api, user, notifier } = setup({ refusal: 'inline', fallback: '保存失败，请稍后再试' });
    await user.click(saveButton());
    await api.refuse(new Error(''));
    expect(await screen.findByRole('alert')).toHaveTextContent('保存失败，请稍后再试');
    await user.click(saveButton());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await api.answer();
    expect(notifier.errors).toEqual([]);
  });

  it('hands a refusal to the view when it says where it goes', async () => {
    const placed: [string, Visitor][] = [];
    const { api, user, notifier } = setup({
      refusal: (message, _error, input) => placed.push([message, input]),
    });
    await user.click(screen.getByRole('button', { name: '直接保存' }));
    await api.refuse(new ApiError(400061, '访客已登记'));
    expect(placed).toEqual([['访客已登记', { name: '直接', telephone: '1' }]]);
    expect(notifier.errors).toEqual([]);
  });

  it('says nothing of a change its ended session cancelled', async () => {
    const { api, user, notifier } = setup({ refusal: 'inline' });
    await user.click(saveButton());
    await api.refuse(new ApiError(CANCELLED_CODE, '会话已结束，请求已取消'));
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(notifier.errors).toEqual([]);
  });

  it('says it succeeded, invalidates what it touched and then runs the view’s onSuccess', async () => {
    const done: string[] = [];
    const { api, user, notifier } = setup({
      success: (id, visitor) => `已登记「${visitor.name}」（${id}）`,
      invalidates: ['visitors'],
      onSuccess: (id) => void done.push(id),
    });
    expect(await screen.findByText('甲')).toBeInTheDocument();
    api.names = ['甲', '周杰'];
    await user.click(saveButton());
    await api.answer('v7');
    expect(await screen.findByText('周杰')).toBeInTheDocument();
    expect(notifier.successes).toEqual(['已登记「周杰」（v7）']);
    expect(done).toEqual(['v7']);
    expect(api.reads).toBe(2);
  });

  it('invalidates by key prefix, and with awaitReload runs onSuccess once the reload is in', async () => {
    let loadedWhenDone: unknown;
    let client: QueryClient | undefined;
    const { api, user, service } = setup({
      invalidates: () => [['test', 'visitors']],
      awaitReload: true,
      onSuccess: () => {
        loadedWhenDone = client?.getQueryData(['test', 'visitors', 'list']);
      },
    });
    client = service(QueryClientService).current;
    expect(await screen.findByText('甲')).toBeInTheDocument();
    api.names = ['乙'];
    await user.click(saveButton());
    await api.answer();
    await waitFor(() => expect(loadedWhenDone).toEqual(['乙']));
    expect(await screen.findByText('乙')).toBeInTheDocument();
  });

  it('finishes a change whose view is gone: invalidated and said, without the view’s onSuccess', async () => {
    const done: string[] = [];
    const { api, user, notifier, service } = setup({
      success: '已登记',
      invalidates: ['visitors'],
      refusal: 'inline',
      onSuccess: (id) => void done.push(id),
    });
    expect(await screen.findByText('甲')).toBeInTheDocument();
    await user.click(saveButton());
    await waitFor(() => expect(api.sent).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    const client = service(QueryClientService).current!;
    const stale = () =>
      client
        .getQueryCache()
        .find({ queryKey: ['test', 'visitors', 'list'] })
        ?.isStale();
    expect(stale()).toBe(false);
    await api.answer();
    await waitFor(() => expect(notifier.successes).toEqual(['已登记']));
    expect(stale()).toBe(true);
    expect(done).toEqual([]);
  });

  it('toasts the refusal of a change whose view is gone, since its place went with it', async () => {
    const { api, user, notifier } = setup({ refusal: 'inline' });
    await user.click(saveButton());
    await waitFor(() => expect(api.sent).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: '关闭' }));
    await api.refuse(new ApiError(400061, '访客已登记'));
    await waitFor(() => expect(notifier.errors).toEqual(['访客已登记']));
  });
});

/** A dialog-like caller: it shows the refusal `send` rejects with. */
function Caller({ api }: { api: FakeVisitorApi }) {
  const save = useChange({ change: (visitor: Visitor) => api.save(visitor), success: '已登记' });
  const [shown, setShown] = useState<string>();
  return (
    <>
      <button
        type="button"
        onClick={() =>
          save.send({ name: '周杰', telephone: '139' }).then(
            (id) => setShown(`完成 ${id}`),
            (error: Error) => setShown(`拒绝 ${error.message}`),
          )
        }
      >
        发送
      </button>
      <output>{shown}</output>
    </>
  );
}

describe('useChange’s send', () => {
  it('rejects with the refusal, leaving it to the caller to show', async () => {
    const api = new FakeVisitorApi();
    const test = createTestContainer();
    renderWithServices(<Caller api={api} />, { container: test.container });
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('button', { name: '发送' }));
    await api.refuse(new ApiError(400061, '访客已登记'));
    expect(await screen.findByText('拒绝 访客已登记')).toBeInTheDocument();
    expect(test.notifier.errors).toEqual([]);
    await user.click(screen.getByRole('button', { name: '发送' }));
    await api.answer('v2');
    expect(await screen.findByText('完成 v2')).toBeInTheDocument();
    expect(test.notifier.successes).toEqual(['已登记']);
  });
});
