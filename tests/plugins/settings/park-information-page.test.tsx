import { ApiError } from '@core/services/api-error';
import { SessionStore } from '@core/stores/session-store';
import settingsPlugin from '@plugins/settings';
import { OwnerApi, type OwnerInfo, type OwnerInfoChanges } from '@plugins/settings/api/owner-api';
import ParkInformationPage from '@plugins/settings/views/park-information-page';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '../../support/render-with-services';
import { signedInContainer } from '../../support/signed-in-container';

const EMPTY_PROFILE: OwnerInfo = {
  uniqueId: 'xinghe-park',
  name: '星河科技园',
  shortName: '',
  address: '',
  area: null,
  contactName: '',
  contactPhone: '',
  introduction: '',
  logoUrl: '',
};

/** The first bytes of a PNG, enough for a file the page takes for an image. */
const PNG_BYTES = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

class FakeOwnerApi implements OwnerApi {
  info: OwnerInfo = { ...EMPTY_PROFILE };
  modifications: OwnerInfoChanges[] = [];
  uploads: { fileName: string; content: string }[] = [];
  refuseWith: ApiError | undefined;
  refuseUploadWith: ApiError | undefined;
  failDetailWith: Error | undefined;
  detailCalls = 0;

  async detail() {
    this.detailCalls += 1;
    if (this.failDetailWith) throw this.failDetailWith;
    // A copy: the data layer keeps answers by identity.
    return { ...this.info };
  }
  async modify(changes: OwnerInfoChanges) {
    this.modifications.push(changes);
    if (this.refuseWith) throw this.refuseWith;
    this.info = { ...this.info, ...changes };
    return { ...this.info };
  }
  async uploadImage(fileName: string, content: string) {
    this.uploads.push({ fileName, content });
    if (this.refuseUploadWith) throw this.refuseUploadWith;
    return { url: `/files/${'a'.repeat(31)}${this.uploads.length}` };
  }
}

/** 园区详情, and 编辑园区详情 when `canModify`. */
const parkCodes = (canModify: boolean) =>
  canModify ? ['PC_PARK_INFORMATION', 'PARK_INFORMATION_MODIFY'] : ['PC_PARK_INFORMATION'];

async function renderPage(
  options: { canModify?: boolean; info?: Partial<OwnerInfo>; prepare?: (owner: FakeOwnerApi) => void } = {},
) {
  const owner = new FakeOwnerApi();
  owner.info = { ...EMPTY_PROFILE, ...options.info };
  options.prepare?.(owner);
  const setup = await signedInContainer({
    plugin: settingsPlugin,
    codes: parkCodes(options.canModify ?? true),
    overrides: (container) => container.rebind(OwnerApi).toConstantValue(owner),
  });
  // The profile's answer arrives in the first turns after rendering.
  await act(async () => {
    renderWithServices(<ParkInformationPage />, { container: setup.container });
  });
  // No pointer-events check: it runs getComputedStyle up the tree on every click, which is slow in jsdom
  // under antd's style sheets; `applyAccept: false` lets a test choose files the input does not accept.
  const user = userEvent.setup({
    delay: null,
    applyAccept: false,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
  });
  return { owner, setup, user };
}

async function startEditing(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await findButton('编辑'));
  return screen.findByLabelText('园区名称');
}

/**
 * Buttons by their visible text: `getByRole('button', { name })` computes every button's accessible
 * name through jsdom's getComputedStyle, seconds per query under antd's style sheets.
 */
const BUTTON_TEXT = 'button span';
const button = (text: string, scope: HTMLElement = document.body) =>
  within(scope).getByText(text, { selector: BUTTON_TEXT }).closest('button')!;
const findButton = async (text: string) =>
  (await screen.findByText(text, { selector: BUTTON_TEXT })).closest('button')!;

/** Enters text in one input event (typing character by character re-renders antd's form each time). */
async function enter(user: ReturnType<typeof userEvent.setup>, label: string, text: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(text);
}

const fileInput = () => document.querySelector<HTMLInputElement>('input[type="file"]')!;

describe('园区详情', () => {
  it('shows the profile as details, and no 编辑 without 编辑园区详情 (even for an admin)', async () => {
    await renderPage({
      canModify: false,
      info: {
        shortName: '星河',
        area: 125_000.5,
        contactName: '王经理',
        contactPhone: '0755-86001234',
        introduction: '第一段\n第二段',
      },
    });
    expect(await screen.findByText('星河科技园')).toBeInTheDocument();
    expect(screen.getByText('125,000.50 平方米')).toBeInTheDocument();
    expect(screen.getByText('0755-86001234')).toBeInTheDocument();
    expect(screen.getByText(/第一段\s+第二段/)).toBeInTheDocument();
    // The address was never filled in.
    expect(screen.getAllByText('未填写')).toHaveLength(1);
    expect(screen.queryByText('编辑', { selector: BUTTON_TEXT })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('园区名称')).not.toBeInTheDocument();
  });

  it('edits every field and saves them trimmed, then shows the saved details', async () => {
    const { owner, setup, user } = await renderPage();
    const name = await startEditing(user);
    await user.clear(name);
    await enter(user, '园区名称', '  星河科技园二期 ');
    await enter(user, '园区简称', '星河二期');
    await enter(user, '园区地址', ' 深圳市南山区科技园 ');
    await enter(user, '园区面积', '125000.5');
    await enter(user, '联系人', '王经理');
    await enter(user, '联系电话', '13912345678');
    await enter(user, '园区简介', '第一段\r\n\r\n第二段\n');
    await user.click(button('保存'));

    await waitFor(() => expect(setup.notifier.successes).toEqual(['园区信息已保存']));
    expect(owner.modifications).toEqual([
      {
        name: '星河科技园二期',
        shortName: '星河二期',
        address: '深圳市南山区科技园',
        area: 125_000.5,
        contactName: '王经理',
        contactPhone: '13912345678',
        introduction: '第一段\n\n第二段',
        logoUrl: '',
      },
    ]);
    expect(await screen.findByText('125,000.50 平方米')).toBeInTheDocument();
    expect(screen.getByText('星河科技园二期')).toBeInTheDocument();
    expect(screen.queryByLabelText('园区名称')).not.toBeInTheDocument();
  });

  it('uploads a logo, previews it, and the navbar shows it once saved', async () => {
    const { owner, setup, user } = await renderPage();
    await startEditing(user);
    await user.upload(fileInput(), new File([PNG_BYTES], 'logo.png', { type: 'image/png' }));

    // Reading the file and the (fake) upload take a few turns of the event loop.
    const preview = await screen.findByAltText('园区标志 预览', undefined, { timeout: 5000 });
    expect(preview).toHaveAttribute('src', `/files/${'a'.repeat(31)}1`);
    expect(owner.uploads).toEqual([
      { fileName: 'logo.png', content: btoa(String.fromCharCode(...PNG_BYTES)) },
    ]);
    // Uploading stores the image; only saving makes it the logo.
    expect(owner.modifications).toEqual([]);
    expect(setup.service(SessionStore).logoUrl).toBe('');

    await user.click(button('保存'));
    await waitFor(() => expect(setup.service(SessionStore).logoUrl).toBe(`/files/${'a'.repeat(31)}1`));
    expect(owner.modifications[0]).toMatchObject({ logoUrl: `/files/${'a'.repeat(31)}1` });
    expect(await screen.findByAltText('园区标志')).toHaveAttribute('src', `/files/${'a'.repeat(31)}1`);
  });

  it('removes the logo', async () => {
    const { owner, setup, user } = await renderPage({ info: { logoUrl: '/files/old' } });
    await startEditing(user);
    expect(screen.getByAltText('园区标志 预览')).toHaveAttribute('src', '/files/old');
    await user.click(button('移除'));
    expect(screen.queryByAltText('园区标志 预览')).not.toBeInTheDocument();
    expect(button('上传标志')).toBeInTheDocument();
    await user.click(button('保存'));
    await waitFor(() => expect(owner.modifications[0]).toMatchObject({ logoUrl: '' }));
    expect(setup.service(SessionStore).logoUrl).toBe('');
  });

  it.each([
    [
      'an SVG',
      new File(['<svg xmlns="http://www.w3.org/2000/svg"/>'], 'logo.svg', { type: 'image/svg+xml' }),
      '仅支持 PNG、JPEG、GIF 或 WebP 图片',
    ],
    [
      'an image over 2 MB',
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
      '图片不能超过 2 MB',
    ],
    ['an empty file', new File([], 'empty.png', { type: 'image/png' }), '图片文件是空的，请重新选择'],
  ])('refuses %s before sending it', async (_kind, file, message) => {
    const { owner, user } = await renderPage();
    await startEditing(user);
    await user.upload(fileInput(), file);
    expect(await screen.findByText(message)).toHaveAttribute('role', 'alert');
    expect(owner.uploads).toEqual([]);
  });

  it('shows the server’s refusal of an image and keeps the current logo', async () => {
    const { user } = await renderPage({
      info: { logoUrl: '/files/old' },
      prepare: (owner) => {
        owner.refuseUploadWith = new ApiError(400050, '仅支持 PNG、JPEG、GIF 或 WebP 图片');
      },
    });
    await startEditing(user);
    await user.upload(fileInput(), new File(['<html>'], 'page.png', { type: 'image/png' }));
    expect(await screen.findByText('仅支持 PNG、JPEG、GIF 或 WebP 图片')).toHaveAttribute('role', 'alert');
    expect(screen.getByAltText('园区标志 预览')).toHaveAttribute('src', '/files/old');
  });

  it('points out every invalid field before sending', async () => {
    const { owner, user } = await renderPage();
    await user.clear(await startEditing(user));
    await enter(user, '园区地址', '<b>南山</b>');
    await enter(user, '园区面积', '1.234');
    await enter(user, '联系电话', '0755 8600');
    await enter(user, '园区简介', '简介<script>');
    await user.click(button('保存'));
    expect(await screen.findByText('请输入园区名称')).toBeInTheDocument();
    expect(await screen.findByText('园区地址不能包含尖括号 < >')).toBeInTheDocument();
    expect(await screen.findByText('园区面积最多保留两位小数')).toBeInTheDocument();
    expect(
      await screen.findByText('请输入正确的手机号或座机号，如 13800000000 或 0755-86001234'),
    ).toBeInTheDocument();
    expect(await screen.findByText('园区简介不能包含尖括号 < >')).toBeInTheDocument();
    expect(owner.modifications).toEqual([]);
  });

  it('shows a refusal above the form and keeps what was typed', async () => {
    const { owner, user } = await renderPage({
      prepare: (fake) => {
        fake.refuseWith = new ApiError(300403, '您没有「编辑园区详情」的权限，请联系企业管理员');
      },
    });
    const name = await startEditing(user);
    await user.clear(name);
    await enter(user, '园区名称', '新名称');
    await enter(user, '联系人', '王经理');
    await user.click(button('保存'));
    expect(await screen.findByText('您没有「编辑园区详情」的权限，请联系企业管理员')).toBeInTheDocument();
    expect(owner.modifications).toHaveLength(1);
    expect(screen.getByLabelText('园区名称')).toHaveValue('新名称');
    expect(screen.getByLabelText('联系人')).toHaveValue('王经理');
  });

  it('asks before throwing away changes, and leaves at once without any', async () => {
    const { user } = await renderPage();
    await startEditing(user);
    await user.click(button('取消'));
    expect(screen.queryByLabelText('园区名称')).not.toBeInTheDocument();

    await startEditing(user);
    await enter(user, '联系人', '王经理');
    await user.click(button('取消'));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('放弃未保存的修改？')).toBeInTheDocument();
    await user.click(button('继续编辑', confirm));
    expect(screen.getByLabelText('联系人')).toHaveValue('王经理');
    await user.click(button('取消'));
    await user.click(button('放弃修改', await screen.findByRole('tooltip')));
    await waitFor(() => expect(screen.queryByLabelText('园区名称')).not.toBeInTheDocument());
    expect(screen.getAllByText('未填写').length).toBeGreaterThan(0);
  });

  it('guards leaving while the form holds unsaved changes, and not once they are saved', async () => {
    const { setup, user } = await renderPage();
    const leaving = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await startEditing(user);
    expect(leaving()).toBe(false);
    await enter(user, '园区简称', '星河');
    expect(leaving()).toBe(true);
    await user.click(button('保存'));
    await waitFor(() => expect(setup.notifier.successes).toEqual(['园区信息已保存']));
    expect(leaving()).toBe(false);
  });

  it('offers to retry when the profile cannot be loaded', async () => {
    const { owner, user } = await renderPage({
      prepare: (fake) => {
        fake.failDetailWith = new Error('网络异常');
      },
    });
    expect(await screen.findByText('园区信息加载失败')).toBeInTheDocument();
    expect(screen.getByText('网络异常')).toBeInTheDocument();
    owner.failDetailWith = undefined;
    const before = owner.detailCalls;
    await user.click(button('重试'));
    expect(await screen.findByText('星河科技园')).toBeInTheDocument();
    expect(owner.detailCalls).toBe(before + 1);
  });
});
