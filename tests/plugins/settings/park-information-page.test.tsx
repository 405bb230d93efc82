import { ApiError } from '@core/services/api-error';
import { SessionStore } from '@core/stores/session-store';
import settingsPlugin from '@plugins/settings';
import { OwnerApi, type OwnerInfo } from '@plugins/settings/api/owner-api';
import ParkInformationPage from '@plugins/settings/views/park-information-page';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithServices } from '../../support/render-with-services';
import { createTestContainer } from '../../support/test-container';

class FakeOwnerApi implements OwnerApi {
  info: OwnerInfo = { uniqueId: 'xinghe-park', name: '星河科技园', logoUrl: '' };
  modifications: { name?: string; logoUrl?: string }[] = [];
  refuseWith: ApiError | undefined;

  async detail() {
    return this.info;
  }
  async modify(changes: { name?: string; logoUrl?: string }) {
    this.modifications.push(changes);
    if (this.refuseWith) throw this.refuseWith;
    this.info = { ...this.info, ...changes };
    return this.info;
  }
}

async function renderPage(options: { admin?: boolean } = {}) {
  const owner = new FakeOwnerApi();
  const setup = createTestContainer({
    plugins: [settingsPlugin],
    overrides: (container) => container.rebind(OwnerApi).toConstantValue(owner),
  });
  if (setup.api.user) setup.api.user.isAdmin = options.admin ?? true;
  await setup.service(SessionStore).loadUserInfo();
  renderWithServices(<ParkInformationPage />, { container: setup.container });
  await screen.findByDisplayValue('星河科技园');
  return { owner, setup, user: userEvent.setup({ delay: null }) };
}

describe('园区详情', () => {
  it('shows the organisation and saves a change, updating the navbar logo', async () => {
    const { owner, setup, user } = await renderPage();
    const name = screen.getByLabelText('园区名称');
    await user.clear(name);
    await user.type(name, '  星河科技园二期 ');
    await user.type(screen.getByLabelText('Logo 地址'), 'https://cdn.example.com/logo.png');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(setup.notifier.successes).toEqual(['园区信息已保存']));
    expect(owner.modifications).toEqual([
      { name: '星河科技园二期', logoUrl: 'https://cdn.example.com/logo.png' },
    ]);
    expect(setup.service(SessionStore).logoUrl).toBe('https://cdn.example.com/logo.png');
  });

  it('shows a refusal above the form and keeps what was typed', async () => {
    const { owner, user } = await renderPage();
    owner.refuseWith = new ApiError(300403, '仅组织管理员可以执行此操作');
    const name = screen.getByLabelText('园区名称');
    await user.clear(name);
    await user.type(name, '新名称');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('仅组织管理员可以执行此操作')).toBeInTheDocument();
    expect(screen.getByLabelText('园区名称')).toHaveValue('新名称');
  });

  it('validates before sending', async () => {
    const { owner, user } = await renderPage();
    await user.clear(screen.getByLabelText('园区名称'));
    await user.type(screen.getByLabelText('Logo 地址'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText('请输入园区名称')).toBeInTheDocument();
    expect(await screen.findByText('Logo 地址格式不正确')).toBeInTheDocument();
    expect(owner.modifications).toEqual([]);
  });

  it('is read-only for members without the permission', async () => {
    await renderPage({ admin: false });
    expect(screen.getByText('仅组织管理员可以修改园区信息')).toBeInTheDocument();
    expect(screen.getByLabelText('园区名称')).toBeDisabled();
  });
});
