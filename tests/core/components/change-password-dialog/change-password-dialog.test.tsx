import { ChangePasswordDialog } from '@core/components/change-password-dialog';
import { FORCED_EXPLANATION } from '@core/components/change-password-dialog/change-password-dialog';
import { ApiError } from '@core/services/api-error';
import { SessionStore } from '@core/stores/session-store';
import { screen, waitFor, within } from '@testing-library/react';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import { fill } from '../../pages/support/fill';
import { setupUser } from '../../pages/support/user';

function renderDialog({ forced = false } = {}) {
  const harness = createTestContainer();
  const onClose = jest.fn();
  renderWithServices(<ChangePasswordDialog open forced={forced} onClose={onClose} />, {
    container: harness.container,
  });
  const user = setupUser();
  const fields = () => ({
    old: screen.getByLabelText('原密码'),
    next: screen.getByLabelText('新密码'),
    confirm: screen.getByLabelText('确认密码'),
  });
  const submit = () => user.click(screen.getByRole('button', { name: '确定' }));
  return { ...harness, onClose, user, fields, submit };
}

describe('ChangePasswordDialog', () => {
  it('is titled 修改密码, 400px wide, with the 90-day hint, cancel and close', async () => {
    const { user, onClose } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: '修改密码' });
    expect(dialog.closest('.ant-modal')).toHaveStyle({ width: '400px' });
    expect(within(dialog).getByText(/密码有效期为 90 天，到期后需修改密码才能继续使用/)).toBeInTheDocument();
    expect(screen.queryByText(FORCED_EXPLANATION)).not.toBeInTheDocument();
    await user.click(document.querySelector('.ant-modal-wrap')!);
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: '取消' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: '关闭' })).toBeInTheDocument();
  });

  it('when forced, explains why and offers no way out', () => {
    renderDialog({ forced: true });
    expect(screen.getByText(FORCED_EXPLANATION)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '取消' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '关闭' })).not.toBeInTheDocument();
  });

  it('asks for every field', async () => {
    const { submit, api } = renderDialog();
    await submit();
    expect(await screen.findByText('请输入原密码')).toBeInTheDocument();
    expect(screen.getByText('请输入新密码')).toBeInTheDocument();
    expect(screen.getByText('请再次输入新密码')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('refuses a confirmation that differs, then one that is too simple', async () => {
    const { user, fields, submit, api } = renderDialog();
    await fill(user, fields().old, 'Atrium@2026');
    await fill(user, fields().next, 'Better@2027');
    await fill(user, fields().confirm, 'Better@2028');
    await submit();
    expect(await screen.findByText('两次输入密码不一致!')).toBeInTheDocument();

    await fill(user, fields().next, 'simple');
    await fill(user, fields().confirm, 'simple');
    await submit();
    expect(
      await screen.findByText('密码必须包含大写、小写、数字和特殊字符，且长度是8位以上'),
    ).toBeInTheDocument();
    expect(screen.queryByText('两次输入密码不一致!')).not.toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('changes the password: toast, session updated, closed', async () => {
    const { user, fields, submit, api, notifier, onClose, container } = renderDialog({ forced: true });
    const session = container.get(SessionStore);
    session.passwordExpired = true;
    await fill(user, fields().old, 'Atrium@2026');
    await fill(user, fields().next, 'Better@2027');
    await fill(user, fields().confirm, 'Better@2027');
    await submit();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(api.calls).toEqual(['modifyPassword']);
    expect(notifier.successes).toEqual(['修改密码成功!']);
    expect(session.passwordExpired).toBe(false);
  });

  it('shows a refusal in the dialog and keeps the typed values', async () => {
    const { user, fields, submit, api, notifier, onClose } = renderDialog();
    api.failWith = new ApiError(400007, '原密码错误');
    await fill(user, fields().old, 'Wrong@2026');
    await fill(user, fields().next, 'Better@2027');
    await fill(user, fields().confirm, 'Better@2027');
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('原密码错误');
    expect(fields().old).toHaveValue('Wrong@2026');
    expect(fields().next).toHaveValue('Better@2027');
    expect(fields().confirm).toHaveValue('Better@2027');
    expect(onClose).not.toHaveBeenCalled();
    expect(notifier.successes).toEqual([]);
  });
});
