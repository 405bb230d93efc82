import { ApiError } from '@core/services/api-error';
import { StorageKeys } from '@core/services/storage-service';
import { screen } from '@testing-library/react';
import { fill } from '../support/fill';
import { onlyOneOrganization, renderLogin } from './render-login';

describe('LoginPage — password', () => {
  it('signs in and goes to the redirect when the member has one organisation', async () => {
    const harness = renderLogin();
    onlyOneOrganization(harness);
    const { user, api, storage } = harness;

    expect(document.title).toBe('登录 - 管理端');
    expect(screen.getByRole('heading', { name: 'Atrium 管理端' })).toBeInTheDocument();
    await fill(user, screen.getByLabelText('手机号'), '13800000001');
    await fill(user, screen.getByLabelText('密码'), 'Atrium@2026');
    await user.keyboard('{Enter}');

    expect(await screen.findByText('报表页')).toBeInTheDocument();
    expect(api.calls).toEqual(['login:13800000001', 'organizations', 'organizationToken:xinghe-park']);
    expect(storage.local.get(StorageKeys.token)).toBe('token-xinghe-park');
  });

  it('keeps what was typed when switching to the SMS form and back', async () => {
    const { user } = renderLogin();
    await fill(user, screen.getByLabelText('手机号'), '13800000002');
    await user.click(screen.getByRole('radio', { name: '验证码登录' }));
    const sms = await screen.findByRole('region', { name: '验证码登录' });
    expect(sms).toBeVisible();
    expect(screen.getAllByLabelText('手机号')[0]).not.toBeVisible();
    await user.click(screen.getByRole('radio', { name: '密码登录' }));
    expect(screen.getByRole('region', { name: '密码登录' })).toBeVisible();
    expect(screen.getAllByLabelText('手机号')[0]).toHaveValue('13800000002');
  });

  it('goes to / without a redirect', async () => {
    const harness = renderLogin('/login');
    onlyOneOrganization(harness);
    const { user } = harness;
    await fill(user, screen.getByLabelText('手机号'), '13800000001');
    await fill(user, screen.getByLabelText('密码'), 'Atrium@2026');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('首页')).toBeInTheDocument();
  });

  it('sends a member of several organisations to the chooser, keeping the redirect', async () => {
    const { user } = renderLogin();
    await fill(user, screen.getByLabelText('手机号'), '13800000001');
    await fill(user, screen.getByLabelText('密码'), 'Atrium@2026');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('organize:/organize?redirect=%2Freports');
  });

  it('shows a refusal inline and keeps what was typed', async () => {
    const { user, api } = renderLogin();
    api.failWith = new ApiError(400001, '手机号或密码错误，还可尝试 4 次');
    await fill(user, screen.getByLabelText('手机号'), '13800000001');
    await fill(user, screen.getByLabelText('密码'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('手机号或密码错误，还可尝试 4 次');
    expect(screen.getByLabelText('手机号')).toHaveValue('13800000001');
    expect(screen.getByLabelText('密码')).toHaveValue('wrong-password');
    expect(screen.queryByText('报表页')).not.toBeInTheDocument();
  });

  it('validates the telephone before calling the server', async () => {
    const { user, api } = renderLogin();
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入手机号')).toBeInTheDocument();
    expect(screen.getByText('请输入密码')).toBeInTheDocument();

    await fill(user, screen.getByLabelText('手机号'), '2380000000');
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入正确的 11 位手机号')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('ties each error to its field and focuses the first invalid one on submit', async () => {
    const { user } = renderLogin();
    const telephone = screen.getByLabelText('手机号');
    const password = screen.getByLabelText('密码');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(telephone).toHaveFocus();
    expect(telephone).toHaveAttribute('aria-invalid', 'true');
    expect(telephone).toHaveAccessibleDescription('请输入手机号');
    expect(password).toHaveAccessibleDescription('请输入密码');

    // Fixed as typed; the format is judged when the field is left.
    await user.type(telephone, '238');
    expect(telephone).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('请输入正确的 11 位手机号')).not.toBeInTheDocument();
    await user.tab();
    expect(telephone).toHaveAccessibleDescription('请输入正确的 11 位手机号');
  });
});
