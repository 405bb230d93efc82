import { DetailPage } from '@core/crud/detail-page';
import type { QueryLike } from '@core/data/combine';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import { Button, Tag } from 'antd';
import { type ReactElement, useState } from 'react';
import { Link, Route, Routes, useLocation } from 'react-router-dom';

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

/** `page` at /staff/detail; /staff links to it (so the history has somewhere to go back to). */
async function renderPage(page: ReactElement, path = '/staff/detail') {
  const test = createTestContainer();
  await act(async () => {
    renderWithServices(
      <>
        <Routes>
          <Route path="/staff/detail" element={page} />
          <Route path="/staff" element={<Link to="/staff/detail">去详情</Link>} />
          <Route path="*" element={null} />
        </Routes>
        <LocationProbe />
      </>,
      { container: test.container, path },
    );
  });
  return userEvent.setup({ delay: null });
}

const query = <T,>(over: Partial<QueryLike<T>>): QueryLike<T> => ({
  data: undefined,
  isError: false,
  error: null,
  refetch: async () => undefined,
  ...over,
});

interface Member {
  name: string;
}

/** The page over a query whose state the test sets. */
function Holder({ shown }: { shown: { show?: (state: QueryLike<Member>) => void } }) {
  const [state, setState] = useState(query<Member>({}));
  shown.show = setState;
  return (
    <DetailPage title="员工详情" query={state} errorTitle="员工信息加载失败">
      {(member) => <p>{member.name}</p>}
    </DetailPage>
  );
}

describe('DetailPage', () => {
  it('shows the header: 返回, the title, its tags and the actions, then the body', async () => {
    await renderPage(
      <DetailPage title="王芳" tags={<Tag>在职</Tag>} extra={<Button>编辑</Button>}>
        <p>招商经理</p>
      </DetailPage>,
    );
    expect(screen.getByRole('heading', { name: '王芳' })).toBeInTheDocument();
    expect(screen.getByText('在职')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '编辑' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /返回/ })).toBeInTheDocument();
    expect(screen.getByText('招商经理')).toBeInTheDocument();
  });

  it('返回 goes to backTo when given', async () => {
    const user = await renderPage(
      <DetailPage title="王芳" backTo="/staff/list">
        <p>招商经理</p>
      </DetailPage>,
    );
    await user.click(screen.getByRole('button', { name: /返回/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/list');
  });

  it('返回 goes back in the history otherwise', async () => {
    const user = await renderPage(
      <DetailPage title="王芳">
        <p>招商经理</p>
      </DetailPage>,
      '/staff',
    );
    await user.click(screen.getByText('去详情'));
    expect(screen.getByTestId('location')).toHaveTextContent('/staff/detail');
    await user.click(screen.getByRole('button', { name: /返回/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/staff$/);
  });

  it('shows the loading skeleton, then the failure with 重试, then the record, given a query', async () => {
    const refetch = jest.fn(async () => undefined);
    const shown: { show?: (state: QueryLike<Member>) => void } = {};
    const test = createTestContainer();
    await act(async () => {
      renderWithServices(<Holder shown={shown} />, { container: test.container });
    });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    act(() => shown.show!(query({ isError: true, error: new Error('员工不存在或已被删除'), refetch })));
    expect(screen.getByText('员工信息加载失败')).toBeInTheDocument();
    expect(screen.getByText('员工不存在或已被删除')).toBeInTheDocument();
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: '重试' }));
    expect(refetch).toHaveBeenCalled();
    act(() => shown.show!(query({ data: { name: '王芳' } })));
    expect(screen.getByText('王芳')).toBeInTheDocument();
  });
});
