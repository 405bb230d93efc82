import { ApiError } from '@core/services/api-error';
import { screen, within } from '@testing-library/react';
import { fill } from '../support/fill';
import { onlyOneOrganization, renderLogin } from './render-login';

describe('LoginPage — SMS code', () => {
  it('sends a code, counts down, then signs in with it', async () => {
    const harness = renderLogin();
    onlyOneOrganization(harness);
    const { user, api } = harness;
    await user.click(screen.getByRole('radio', { name: '验证码登录' }));

    const panel = screen.getByRole('region', { name: '验证码登录' });
    // The SMS form loads when its tab is chosen.
    await user.click(await within(panel).findByRole('button', { name: '获取验证码' }));
    expect(await within(panel).findByText('请输入手机号')).toBeInTheDocument();
    expect(api.calls).toEqual([]);

    await fill(user, within(panel).getByLabelText('手机号'), '13800000001');
    await user.click(within(panel).getByRole('button', { name: '获取验证码' }));
    const countdown = await within(panel).findByRole('button', { name: '60 秒后重发' });
    expect(countdown).toBeDisabled();
    expect(api.calls).toEqual(['sendCaptcha:13800000001']);
    expect(within(panel).getByText('验证码已发送至 138****0001')).toBeInTheDocument();

    await fill(user, within(panel).getByLabelText('验证码'), '123456');
    await user.keyboard('{Enter}');
    expect(await screen.findByText('报表页')).toBeInTheDocument();
    expect(api.calls).toContain('loginWithCaptcha:13800000001:123456');
  });

  it('shows a wrong code inline', async () => {
    const { user, api } = renderLogin();
    await user.click(screen.getByRole('radio', { name: '验证码登录' }));
    const panel = screen.getByRole('region', { name: '验证码登录' });
    await fill(user, await within(panel).findByLabelText('手机号'), '13800000001');
    await fill(user, within(panel).getByLabelText('验证码'), '000000');
    api.failWith = new ApiError(400004, '验证码错误或已过期');
    await user.click(within(panel).getByRole('button', { name: '登录' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('验证码错误或已过期');
    expect(within(panel).getByLabelText('验证码')).toHaveValue('000000');
  });
});
