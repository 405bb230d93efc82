import { ApiError } from '@core/services/api-error';
import { IMPORT_REFUSED_CODE } from '@plugins/settings/api/staff-api';
import { StaffImportDialog } from '@plugins/settings/views/staff/staff-import-dialog';
import StaffListPage from '@plugins/settings/views/staff/staff-list-page';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { watchTag } from '@tests/support/tag-probe';
import type { ReactElement } from 'react';
import { staffMember } from './support/fake-staff-api';
import { staffTestContainer } from './support/staff-test-container';

async function render(ui: ReactElement, options: { applyAccept?: boolean } = {}) {
  const test = await staffTestContainer();
  test.staff.members = [staffMember('s1', { name: '王芳' })];
  await act(async () => {
    renderWithServices(ui, { container: test.container, path: '/PC_STAFF_MANAGEMENT' });
  });
  const user = userEvent.setup({
    delay: null,
    pointerEventsCheck: PointerEventsCheckLevel.Never,
    applyAccept: options.applyAccept ?? true,
  });
  return { ...test, user };
}

// By role alone: in tests antd gives every generated id the same value, so a name through
// aria-labelledby can point at another element of the page.
const dialog = () => screen.getByRole('dialog');
const fileInput = () => dialog().querySelector<HTMLInputElement>('input[type="file"]')!;
const csv = (text: string, name = 'staff.csv') => new File([text], name, { type: 'text/csv' });

describe('导入员工 dialog', () => {
  it('lists every bad row of a refused import and says nothing was imported', async () => {
    const onImported = jest.fn();
    const test = await render(<StaffImportDialog open onClose={() => undefined} onImported={onImported} />);
    test.staff.refusals.set(
      'import',
      new ApiError(IMPORT_REFUSED_CODE, '导入失败：共 2 行有误，未导入任何数据', {
        errors: [
          { row: 3, column: '手机号', message: '手机号格式不正确' },
          { row: 5, column: '部门', message: '部门「研发部」不存在' },
        ],
      }),
    );
    const start = within(dialog()).getByRole('button', { name: '开始导入' });
    expect(start).toBeDisabled();
    await test.user.upload(fileInput(), csv('姓名,手机号\n王芳,123'));
    expect(within(dialog()).getByText('staff.csv')).toBeInTheDocument();
    await test.user.click(start);

    await waitFor(() => expect(test.staff.imports).toHaveLength(1));
    expect(test.staff.imports[0]).toEqual({
      fileName: 'staff.csv',
      content: Buffer.from('姓名,手机号\n王芳,123').toString('base64'),
    });
    expect(await within(dialog()).findByText('导入失败：共 2 行有误，未导入任何数据')).toBeInTheDocument();
    expect(within(dialog()).getByText(/未导入任何数据。请按下表修改文件后重新导入/)).toBeInTheDocument();
    const report = within(dialog()).getByRole('table');
    for (const header of ['行号', '列', '问题'])
      expect(within(report).getByRole('columnheader', { name: header })).toBeInTheDocument();
    const rows = within(report).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['3', '手机号', '手机号格式不正确'],
      ['5', '部门', '部门「研发部」不存在'],
    ]);
    expect(onImported).not.toHaveBeenCalled();
    expect(test.notifier.successes).toEqual([]);
    // The file stays chosen, to be sent again once fixed.
    expect(within(dialog()).getByText('staff.csv')).toBeInTheDocument();
  });

  it('shows any other refusal as a message', async () => {
    const test = await render(
      <StaffImportDialog open onClose={() => undefined} onImported={() => undefined} />,
    );
    test.staff.refusals.set('import', new ApiError(400031, '文件不能超过 2 MB'));
    await test.user.upload(fileInput(), csv('x'));
    await test.user.click(within(dialog()).getByRole('button', { name: '开始导入' }));
    expect(await within(dialog()).findByText('文件不能超过 2 MB')).toBeInTheDocument();
    expect(within(dialog()).queryByRole('table')).not.toBeInTheDocument();
  });

  it('refuses a file that is not a spreadsheet before sending anything', async () => {
    const test = await render(
      <StaffImportDialog open onClose={() => undefined} onImported={() => undefined} />,
      {
        applyAccept: false,
      },
    );
    await test.user.upload(fileInput(), new File(['png'], 'photo.png', { type: 'image/png' }));
    expect(await within(dialog()).findByText('请选择 .xlsx 或 .csv 文件')).toBeInTheDocument();
    expect(within(dialog()).getByRole('button', { name: '开始导入' })).toBeDisabled();
    expect(test.staff.imports).toEqual([]);
  });

  it('saves the template under its own name', async () => {
    const saved: string[] = [];
    const createObjectURL = jest.fn(() => 'blob:template');
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      const test = await render(
        <StaffImportDialog open onClose={() => undefined} onImported={() => undefined} />,
      );
      await test.user.click(within(dialog()).getByRole('button', { name: /下载模板/ }));
      await waitFor(() => expect(saved).toEqual(['员工导入模板.xlsx']));
      expect(createObjectURL).toHaveBeenCalledWith(expect.any(Blob));
    } finally {
      click.mockRestore();
    }
  });

  // The whole list page renders here: allow a busy machine more time than the default.
  it('from the list: imports, says how many, and refreshes the list', async () => {
    const test = await render(<StaffListPage />);
    test.staff.importAnswer = { imported: 12 };
    await screen.findAllByText('王芳');
    const before = test.staff.pageQueries.length;
    const staffTag = watchTag(test.container, 'staff');
    await test.user.click(screen.getByText('导入', { selector: 'button > span' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('导入员工');
    await test.user.upload(fileInput(), csv('姓名,手机号\n新同事,13700000001', 'staff.xlsx'));
    await test.user.click(within(dialog()).getByRole('button', { name: '开始导入' }));
    expect(await within(dialog()).findByText('已导入 12 名员工')).toBeInTheDocument();
    expect(test.notifier.successes).toEqual(['已导入 12 名员工']);
    expect(staffTag.invalidated).toBe(true);
    await waitFor(() => expect(test.staff.pageQueries.length).toBe(before + 1));
  }, 120_000);
});
