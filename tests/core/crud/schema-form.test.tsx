import { SchemaForm } from '@core/crud/schema-form/schema-form';
import type { FieldSchema, UploadedFile } from '@core/crud/schema-form/schema-types';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import { Button, Form, type FormInstance } from 'antd';

const FIELDS: FieldSchema[] = [
  { name: 'title', label: '标题', kind: 'text', required: true, maxLength: 20 },
  { name: 'reason', label: '事由', kind: 'textarea', maxLength: 200 },
  { name: 'days', label: '天数', kind: 'number', min: 1, max: 30 },
  { name: 'price', label: '金额', kind: 'amount', required: true, max: 1000000 },
  { name: 'day', label: '日期', kind: 'date' },
  { name: 'period', label: '期间', kind: 'dateRange' },
  {
    name: 'kind',
    label: '类型',
    kind: 'select',
    options: [
      { label: '年假', value: 'annual' },
      { label: '事假', value: 'personal' },
    ],
  },
  { name: 'tags', label: '标签', kind: 'multiSelect', options: [{ label: '紧急', value: 'urgent' }] },
  { name: 'owner', label: '负责人', kind: 'member' },
  { name: 'department', label: '部门', kind: 'department' },
  { name: 'files', label: '附件', kind: 'attachment', max: 3 },
  { name: 'note', label: '说明', kind: 'description', description: '请如实填写，提交后不可修改。' },
];

interface Probe {
  form?: FormInstance;
  submitted: Record<string, unknown>[];
  uploaded: string[];
}

function Harness({ probe, initialValues }: { probe: Probe; initialValues: Record<string, unknown> }) {
  const [instance] = Form.useForm();
  probe.form = instance;
  return (
    <Form
      form={instance}
      layout="vertical"
      initialValues={initialValues}
      onFinish={(values) => probe.submitted.push(values)}
    >
      <SchemaForm
        fields={FIELDS}
        namePrefix={['terms']}
        sources={{
          members: async () => [{ label: '王芳', value: 'u1' }],
          departments: [{ label: '招商部', value: 'd1', children: [{ label: '一组', value: 'd11' }] }],
        }}
        upload={async (file): Promise<UploadedFile> => {
          probe.uploaded.push(file.name);
          return { uniqueId: `f-${file.name}`, name: file.name, url: `/files/${file.name}` };
        }}
      />
      <Button htmlType="submit">提交</Button>
    </Form>
  );
}

async function renderSchema(initialValues: Record<string, unknown> = {}) {
  const test = createTestContainer();
  const probe: Probe = { submitted: [], uploaded: [] };
  await act(async () => {
    renderWithServices(<Harness probe={probe} initialValues={initialValues} />, {
      container: test.container,
    });
  });
  return {
    form: () => probe.form!,
    submitted: probe.submitted,
    uploaded: probe.uploaded,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

describe('SchemaForm', () => {
  it('renders every kind with its label, and a description as text only', async () => {
    await renderSchema();
    for (const label of ['标题', '事由', '天数', '金额', '日期', '类型', '标签', '负责人', '部门'])
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByText('期间')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /上传文件/ })).toBeInTheDocument();
    expect(screen.getByText('请如实填写，提交后不可修改。')).toBeInTheDocument();
    expect(screen.getByLabelText('标题')).toHaveAttribute('placeholder', '请输入标题');
    expect(screen.getByLabelText('日期')).toHaveAttribute('placeholder', '请选择日期');
  });

  it('asks for the required fields in Chinese and sends nothing', async () => {
    const { submitted, user } = await renderSchema();
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('请输入标题')).toBeInTheDocument();
    expect(await screen.findByText('请输入金额')).toBeInTheDocument();
    expect(submitted).toEqual([]);
  });

  it('holds an amount in cents while showing yuan, and refuses what is not an amount', async () => {
    const { form, user } = await renderSchema({ terms: { price: 123456 } });
    const price = screen.getByLabelText('金额');
    expect(price).toHaveValue('1234.56');
    await user.clear(price);
    await user.type(price, '0.3');
    expect(form().getFieldValue(['terms', 'price'])).toBe(30);
    fireEvent.blur(price);
    expect(price).toHaveValue('0.30');
    await user.clear(price);
    await user.type(price, '0.005');
    await user.click(screen.getByRole('button', { name: '提交' }));
    expect(await screen.findByText('金额须为金额，最多两位小数')).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '10000.01');
    expect(await screen.findByText('金额不能大于 10000.00 元')).toBeInTheDocument();
  });

  it('keeps dates as YYYY-MM-DD and sends the values under the prefix', async () => {
    const { submitted, user } = await renderSchema({
      terms: { title: '请假', price: 100, period: ['2026-03-01', '2026-03-05'] },
    });
    // Enter both takes the typed date and submits.
    await user.type(screen.getByLabelText('日期'), '2026-03-02{enter}');
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(submitted[0]).toMatchObject({
      terms: { title: '请假', price: 100, day: '2026-03-02', period: ['2026-03-01', '2026-03-05'] },
    });
  });

  it('offers the options of selects and the members of its source', async () => {
    const { form, user } = await renderSchema();
    fireEvent.mouseDown(screen.getByLabelText('类型').closest('.ant-select')!);
    const popup = await waitFor(() => {
      const found = document.querySelector<HTMLElement>('.ant-select-dropdown');
      if (!found) throw new Error('no popup');
      return found;
    });
    await user.click(within(popup).getByTitle('事假'));
    expect(form().getFieldValue(['terms', 'kind'])).toBe('personal');

    fireEvent.mouseDown(screen.getByLabelText('负责人').closest('.ant-select')!);
    const member = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-dropdown')].flatMap((node) =>
        within(node).queryAllByTitle('王芳'),
      );
      if (found.length !== 1) throw new Error('no member yet');
      return found[0]!;
    });
    await user.click(member);
    expect(form().getFieldValue(['terms', 'owner'])).toBe('u1');
  });

  it('uploads an attachment through the given function and holds what it answers', async () => {
    const { form, uploaded, user } = await renderSchema();
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File(['合同'], 'contract.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(form().getFieldValue(['terms', 'files'])).toEqual([
        { uniqueId: 'f-contract.pdf', name: 'contract.pdf', url: '/files/contract.pdf' },
      ]),
    );
    expect(uploaded).toEqual(['contract.pdf']);
    expect(screen.getByText('contract.pdf')).toBeInTheDocument();
  });
});
