import { clientDigest } from '../../../server/db/seed/demo-data';
import { ErrorCode } from '../../../server/http/error-codes';
import { setupTestServer } from '../support/test-server';

const server = setupTestServer();

const modify = (token: string, oldPassword: string, newPassword: string) =>
  server.post(
    '/enterprise/v1/user/modify/password',
    { oldPassword: clientDigest(oldPassword), newPassword: clientDigest(newPassword) },
    token,
  );

describe('changing one’s own password', () => {
  it('refuses a wrong old password and changes nothing', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    const [before] = await server.db.query<{ password_hash: string }>(
      'select password_hash from accounts where id = 1',
    );
    const { body } = await modify(token, 'NotMine@2026', 'Another@2026');
    expect(body).toEqual({ code: ErrorCode.WrongOldPassword, message: '原密码错误', data: null });
    const [after] = await server.db.query<{ password_hash: string }>(
      'select password_hash from accounts where id = 1',
    );
    expect(after).toEqual(before);
  });

  it('refuses a new password equal to the old one', async () => {
    const token = await server.signInTo('13800000001', 'xinghe-park');
    expect((await modify(token, 'Atrium@2026', 'Atrium@2026')).body).toMatchObject({
      code: ErrorCode.SamePassword,
      message: '新密码不能与原密码相同',
    });
  });

  it('changes the password and ends every other session of the account, keeping this one', async () => {
    const here = await server.signInTo('13800000001', 'xinghe-park');
    const elsewhere = await server.signInTo('13800000001', 'yunshan-group');
    const otherAccount = await server.signInTo('13800000002', 'xinghe-park');
    expect((await modify(here, 'Atrium@2026', 'Changed@2026')).body).toEqual({
      code: 0,
      message: 'success',
      data: null,
    });

    expect((await server.post('/enterprise/v1/session/user/detail', {}, here)).body.code).toBe(0);
    expect((await server.post('/enterprise/v1/session/user/detail', {}, elsewhere)).body.code).toBe(
      ErrorCode.SignedOutElsewhere,
    );
    expect((await server.post('/enterprise/v1/session/user/detail', {}, otherAccount)).body.code).toBe(0);
    await expect(server.signIn('13800000001')).rejects.toThrow();
    await expect(server.signIn('13800000001', 'Changed@2026')).resolves.toBeTruthy();
  });
});
