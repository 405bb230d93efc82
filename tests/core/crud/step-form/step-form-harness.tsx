import { createCache, StyleProvider } from '@ant-design/cssinjs';
import { DraftApi } from '@core/crud/step-form/draft-api';
import { StepForm } from '@core/crud/step-form/step-form';
import type { StepFormProps } from '@core/crud/step-form/step-form-types';
import { DataProvider } from '@core/data/data-provider';
import { ServicesProvider } from '@core/di/services-context';
import { render, screen } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { FakeDraftApi } from '@tests/support/fakes/fake-draft-api';
import { createTestContainer } from '@tests/support/test-container';
import { ConfigProvider, Form, Input } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider, useLocation } from 'react-router-dom';

export interface Visit {
  name: string;
  telephone: string;
  reason: string;
  plate?: string;
  note?: string;
}

export const KIND = 'visitor-log.visit';

/** 登记来访: 来访人 (姓名 required, 手机号), 来访安排 (事由 required, 车牌号), 确认 (备注). */
export const visitSteps: StepFormProps<Visit>['steps'] = [
  {
    key: 'visitor',
    title: '来访人',
    content: (
      <>
        <Form.Item label="姓名" name="name" rules={[{ required: true, message: '请输入姓名' }]}>
          <Input />
        </Form.Item>
        <Form.Item
          label="手机号"
          name="telephone"
          rules={[{ pattern: /^1\d{10}$/, message: '请输入 11 位手机号' }]}
        >
          <Input />
        </Form.Item>
      </>
    ),
  },
  {
    key: 'arrangement',
    title: '来访安排',
    content: (
      <>
        <Form.Item label="来访事由" name="reason" rules={[{ required: true, message: '请输入来访事由' }]}>
          <Input />
        </Form.Item>
        <Form.Item label="车牌号" name="plate">
          <Input />
        </Form.Item>
      </>
    ),
  },
  {
    key: 'confirm',
    title: '确认',
    content: (
      <Form.Item label="备注" name="note">
        <Input.TextArea />
      </Form.Item>
    ),
  },
];

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/** The form at /visits/add (under a data router, as the console's), 列表 linking away. */
export function renderStepForm(
  setup: { path?: string; api?: FakeDraftApi; props?: Partial<StepFormProps<Visit>>; extra?: ReactNode } = {},
) {
  const api = setup.api ?? new FakeDraftApi();
  const test = createTestContainer({ overrides: (c) => c.rebind(DraftApi).toConstantValue(api) });
  const submitted: Visit[] = [];
  const router = createMemoryRouter(
    [
      {
        path: '/visits/add',
        element: (
          <>
            <Link to="/visits">列表</Link>
            <LocationProbe />
            <StepForm<Visit>
              title="登记来访"
              draftKind={KIND}
              steps={visitSteps}
              draftTitle={(values) => values.name && `${values.name}的来访`}
              onSubmit={async (values) => void submitted.push(values)}
              {...setup.props}
            />
            {setup.extra}
          </>
        ),
      },
      { path: '/visits', element: <LocationProbe /> },
    ],
    { initialEntries: [setup.path ?? '/visits/add'] },
  );
  const rendered = render(
    <StyleProvider cache={createCache()} mock="server">
      <ServicesProvider container={test.container}>
        <ConfigProvider
          locale={zhCN}
          button={{ autoInsertSpace: false }}
          theme={{ token: { motion: false } }}
        >
          <DataProvider>
            <RouterProvider router={router} />
          </DataProvider>
        </ConfigProvider>
      </ServicesProvider>
    </StyleProvider>,
  );
  return {
    ...test,
    unmount: rendered.unmount,
    api,
    submitted,
    router,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
  };
}

export const location = () => screen.getByTestId('location').textContent;
export const button = (text: string | RegExp) => screen.getByRole('button', { name: text });
export const status = () =>
  screen.getByText(/草稿已保存|有修改|保存中|保存失败|未保存/, { selector: '[role="status"]' });

/** The step shown: the title of the section not hidden. */
export function shownStep(): string | null {
  const shown = [...document.querySelectorAll('section[data-step-index]')].filter(
    (section) => !section.hasAttribute('hidden'),
  );
  return shown.length === 1 ? shown[0]!.getAttribute('aria-label') : `${shown.length} steps shown`;
}

export function errorsOf(label: string): string {
  const item = screen.getByLabelText(label).closest('.ant-form-item')!;
  return item.querySelector('.ant-form-item-explain')?.textContent ?? '';
}
