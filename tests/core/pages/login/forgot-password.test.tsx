import { screen, waitFor } from '@testing-library/react';
import { fill } from '../support/fill';
import { renderLogin } from './render-login';

/** From the password tab to the second step, carrying the telephone typed there. */
async function verifyTelephone() {
  const harness = renderLogin();
  const { user } = harness;
  await fill(user, screen.getByLabelText('手机号'), '13800000001');
  await user.click(screen.getByRole('button', { name: '忘记密码' }));

  expect(screen.getByRole('heading', { name: '重置密码' })).toBeInTheDocument();
  // The reset form loads when 忘记密码 is chosen.
  expect(await screen.findByLabelText('手机号')).toHaveValue('13800000001');
  await user.click(screen.getByRole('button', { name: '获取验证码' }));
  expect(await screen.findByRole('button', { name: '60 秒后重发' })).toBeDisabled();
  await fill(user, screen.getByLabelText('验证码'), '654321');
  await user.click(screen.getByRole('button', { name: '下一步' }));
  await screen.findByLabelText('新密码');
  return harness;
}

describe('LoginPage — forgotten password', () => {
  it('holds the new password to the same complexity rule as 修改密码', async () => {
    const { user, api } = await verifyTelephone();
    await fill(user, screen.getByLabelText('新密码'), 'weakpass');
    await fill(user, screen.getByLabelText('确认密码'), 'weakpass');
    await user.click(screen.getByRole('button', { name: '重置密码' }));
    expect(
      await screen.findByText('密码必须包含大写、小写、数字和特殊字符，且长度是8位以上'),
    ).toBeInTheDocument();
    expect(api.calls).toEqual(['sendCaptcha:13800000001', 'generatePasswordTicket:13800000001']);
  });

  it('resets the password and returns to password login with the telephone', async () => {
    const { user, api, notifier } = await verifyTelephone();
    await fill(user, screen.getByLabelText('新密码'), 'Better@2027');
    await fill(user, screen.getByLabelText('确认密码'), 'Better@2027');
    await user.click(screen.getByRole('button', { name: '重置密码' }));

    await waitFor(() => expect(notifier.successes).toEqual(['密码已重置，请使用新密码登录']));
    expect(api.calls).toEqual([
      'sendCaptcha:13800000001',
      'generatePasswordTicket:13800000001',
      'resetPassword:ticket-1',
    ]);
    // The notice is shown first; the password form replaces the panel in a later render.
    expect(await screen.findByRole('radio', { name: '密码登录', checked: true })).toBeInTheDocument();
    expect(screen.getByLabelText('手机号')).toHaveValue('13800000001');
  });
});
