import { SchemaForm } from '@core/crud/schema-form/schema-form';
import type { FieldSchema } from '@core/crud/schema-form/schema-types';
import { schemaValueText } from '@core/crud/schema-form/schema-value';
import { act, screen } from '@testing-library/react';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import { Form } from 'antd';

const FIELDS: FieldSchema[] = [
  { name: 'price', label: '金额', kind: 'amount' },
  { name: 'period', label: '期间', kind: 'dateRange' },
  {
    name: 'kind',
    label: '类型',
    kind: 'multiSelect',
    options: [
      { label: '年假', value: 'annual' },
      { label: '事假', value: 'personal' },
    ],
  },
  { name: 'owner', label: '负责人', kind: 'member', multiple: true },
  { name: 'department', label: '部门', kind: 'department' },
  { name: 'files', label: '附件', kind: 'attachment' },
  { name: 'title', label: '标题', kind: 'text' },
];

const VALUES = {
  price: 123456,
  period: ['2026-03-01', '2026-03-05'],
  kind: ['annual', 'personal'],
  owner: ['u1', 'u9'],
  department: 'd11',
  files: [
    { uniqueId: 'a1', name: '现场照片.jpg', url: '/files/a1' },
    { uniqueId: 'a2', name: '合同.pdf', url: '/files/a2' },
    { uniqueId: 'a3', name: '清单.xlsx', url: '/files/a3' },
  ],
  title: '出差',
};

describe('SchemaForm read-only', () => {
  it('shows each value as it reads: yuan, options and people by name, files previewed', async () => {
    await act(async () => {
      renderWithServices(
        <Form initialValues={VALUES}>
          <SchemaForm
            fields={FIELDS}
            readOnly={(field) => field.name !== 'title'}
            sources={{
              members: async () => [{ label: '王芳', value: 'u1' }],
              departments: [{ label: '招商部', value: 'd1', children: [{ label: '一组', value: 'd11' }] }],
            }}
          />
        </Form>,
        { container: createTestContainer().container },
      );
    });
    expect(screen.getByText('1234.56 元')).toBeInTheDocument();
    expect(screen.getByText('2026-03-01 至 2026-03-05')).toBeInTheDocument();
    expect(screen.getByText('年假、事假')).toBeInTheDocument();
    expect(await screen.findByText('王芳、（已离开的成员）')).toBeInTheDocument();
    expect(screen.getByText('一组')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '现场照片.jpg' })).toHaveAttribute('src', '/files/a1');
    expect(screen.getByTitle('合同.pdf')).toHaveAttribute('src', '/files/a2');
    expect(screen.getByRole('link', { name: /清单\.xlsx/ })).toHaveAttribute('download', '清单.xlsx');
    // Only the field not read-only is a control.
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('textbox')).toHaveValue('出差');
  });

  it('reads nothing as a dash', () => {
    for (const field of FIELDS.filter((candidate) => candidate.kind !== 'attachment'))
      expect(schemaValueText(field, undefined)).toBe('—');
    expect(schemaValueText(FIELDS[0] as FieldSchema, 0)).toBe('0.00 元');
    expect(schemaValueText({ ...(FIELDS[0] as FieldSchema), unit: '万元' }, 1_234_567)).toBe('1.234567 万元');
  });
});
