import { ApiError } from '@core/services/api-error';
import type { BuildingCreateBody, BuildingDetail } from '@manifests/contracts/park';
import BuildingAddPage from '@plugins/park/views/building-add-page';
import BuildingModifyPage from '@plugins/park/views/building-modify-page';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { renderWithServices } from '@tests/support/render-with-services';
import { parkTestContainer } from './support/park-test-container';

/**
 * 新增楼宇/编辑楼宇's form: the building's fields and groups of rooms (floors × numbers), 预览 drawing
 * what the server says would be added, a refusal of the server shown on the field it names with
 * everything typed kept, and the body sent in the wire's units (hundredths of a m², fen).
 */

async function renderAdd() {
  const test = await parkTestContainer();
  await act(async () => {
    renderWithServices(<BuildingAddPage />, { container: test.container, path: '/childsPage/buildingAdd' });
  });
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { ...test, user };
}

const field = (label: string | RegExp, within_: HTMLElement = document.body) =>
  within(within_).getByLabelText(label) as HTMLInputElement;
const batch = (index: number) => screen.getByText(`第 ${index + 1} 组`).closest<HTMLElement>('.park-batch')!;
const errorOf = (input: HTMLElement) =>
  input.closest('.ant-form-item')?.querySelector('.ant-form-item-explain-error')?.textContent;

async function fillBuilding(user: ReturnType<typeof userEvent.setup>) {
  await user.type(field('楼宇名称'), '星河五号楼');
  await user.type(field('楼宇编号'), 'XH-05');
  await user.clear(field('地上层数'));
  await user.type(field('地上层数'), '5');
  await user.type(field('建筑面积'), '8000');
  await user.type(field('使用面积'), '6400.5');
}

async function fillBatch(
  user: ReturnType<typeof userEvent.setup>,
  index: number,
  floorTo: string,
  numberTo: string,
) {
  const group = batch(index);
  await user.clear(field('起始楼层', group));
  await user.type(field('起始楼层', group), '1');
  await user.type(field('结束楼层', group), floorTo);
  await user.type(field('结束房号', group), numberTo);
  await user.type(field('每间建筑面积', group), '120.5');
  await user.type(field('每间使用面积', group), '96');
  await user.type(field(/参考租金/, group), '85.5');
}

describe('新增楼宇', () => {
  it('previews floors × rooms: 5 floors × rooms 01–10 is 50 rooms, floor by floor from the top', async () => {
    const test = await renderAdd();
    await fillBuilding(test.user);
    await fillBatch(test.user, 0, '5', '10');
    await test.user.click(screen.getByRole('button', { name: '预览' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      '共 50 间，5 层；建筑面积 6,025.00 m²，使用面积 4,800.00 m²',
    );
    const grid = screen.getByRole('table', { name: '预览的楼层与房间' });
    const rows = within(grid).getAllByRole('row');
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      '5F',
      '4F',
      '3F',
      '2F',
      '1F',
    ]);
    expect(rows[0]).toHaveTextContent('10 间');
    expect(rows[4]!.querySelectorAll('.park-preview__room')).toHaveLength(10);
    expect(rows[4]).toHaveTextContent(/101.*110/);
    expect(test.park.callsOf('preview')).toEqual([
      {
        floorsAbove: 5,
        floorsBelow: 0,
        roomBatches: [
          {
            floorFrom: 1,
            floorTo: 5,
            numberFrom: 1,
            numberTo: 10,
            numberWidth: 2,
            buildingArea: 12_050,
            usableArea: 9_600,
            use: 'office',
            orientation: '',
            decoration: '',
            referenceRent: 8_550,
          },
        ],
      },
    ]);
    // Changed since, the preview says it is out of date.
    await test.user.clear(field('结束房号', batch(0)));
    await test.user.type(field('结束房号', batch(0)), '12');
    expect(screen.getByText('房间已修改，请重新预览')).toBeInTheDocument();
  });

  it('shows the cap refusal under the groups and a group’s refusal on its field, keeping what was typed', async () => {
    const test = await renderAdd();
    await fillBuilding(test.user);
    await fillBatch(test.user, 0, '5', '10');
    test.park.refusals.set(
      'preview',
      new ApiError(400105, '一次最多新增 5000 间房间，本次为 5020 间，请分批添加', { field: 'roomBatches' }),
    );
    await test.user.click(screen.getByRole('button', { name: '预览' }));
    expect(
      await screen.findByText('一次最多新增 5000 间房间，本次为 5020 间，请分批添加'),
    ).toBeInTheDocument();

    await test.user.click(screen.getByRole('button', { name: /添加一组房间/ }));
    await fillBatch(test.user, 1, '5', '10');
    test.park.refusals.set(
      'add',
      new ApiError(400104, '5F 的房间 501 重复，请检查批量范围', { field: 'roomBatches.1.numberFrom' }),
    );
    await test.user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(errorOf(field('起始房号', batch(1)))).toBe('5F 的房间 501 重复，请检查批量范围'),
    );
    expect(errorOf(field('起始房号', batch(0)))).toBeUndefined();
    // What was typed stays.
    expect(field('楼宇名称').value).toBe('星河五号楼');
    expect(field('每间建筑面积', batch(1)).value).toBe('120.50');
    expect(field(/参考租金/, batch(1)).value).toBe('85.50');
    expect(field('结束楼层', batch(1)).value).toBe('5');

    test.park.refusals.set('add', new ApiError(400101, '已有名为「星河五号楼」的楼宇', { field: 'name' }));
    await test.user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(errorOf(field('楼宇名称'))).toBe('已有名为「星河五号楼」的楼宇'));

    await test.user.clear(field('楼宇名称'));
    await test.user.type(field('楼宇名称'), '星河六号楼');
    await test.user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(test.notifier.successes).toContain('已新增楼宇「星河六号楼」，共 100 间房间'));
    const sent = test.park.callsOf('add').at(-1) as BuildingCreateBody;
    expect(sent).toMatchObject({
      name: '星河六号楼',
      code: 'XH-05',
      floorsAbove: 5,
      floorsBelow: 0,
      grossArea: 800_000,
      usableArea: 640_050,
      use: 'office',
      state: 'in_use',
      photos: [],
    });
    expect(sent.roomBatches).toHaveLength(2);
  });

  it('refuses in the browser what is not an area, before asking the server', async () => {
    const test = await renderAdd();
    await fillBuilding(test.user);
    await fillBatch(test.user, 0, '5', '10');
    await test.user.clear(field('每间建筑面积', batch(0)));
    await test.user.type(field('每间建筑面积', batch(0)), '12.345');
    await test.user.click(screen.getByRole('button', { name: '预览' }));
    await waitFor(() =>
      expect(errorOf(field('每间建筑面积', batch(0)))).toBe('每间建筑面积应为不超过两位小数的数字'),
    );
    expect(test.park.callsOf('preview')).toEqual([]);
  });
});

describe('编辑楼宇', () => {
  const detail: BuildingDetail = {
    uniqueId: 'b5',
    name: '星河五号楼',
    code: 'XH-05',
    address: '',
    floorsAbove: 2,
    floorsBelow: 0,
    grossArea: 800_000,
    usableArea: 640_000,
    use: 'office',
    state: 'in_use',
    photos: [],
    floors: [2, 1].map((level) => ({
      uniqueId: `f${level}`,
      level,
      name: `${level}F`,
      rooms: [1, 2].map((n) => ({
        uniqueId: `r${level}0${n}`,
        buildingUniqueId: 'b5',
        buildingName: '星河五号楼',
        floorUniqueId: `f${level}`,
        floorLevel: level,
        floorName: `${level}F`,
        number: `${level}0${n}`,
        buildingArea: 12_000,
        usableArea: 9_600,
        use: 'office' as const,
        orientation: '南',
        decoration: '简装',
        referenceRent: 12_000,
        state: 'vacant' as const,
        holderName: null,
        occupancyUniqueId: null,
      })),
    })),
  };

  it('renames, adds a floor with its rooms in bulk (the preview asks about this building), and edits a room', async () => {
    const test = await parkTestContainer();
    test.park.details.set('b5', detail);
    await act(async () => {
      renderWithServices(<BuildingModifyPage />, {
        container: test.container,
        path: '/childsPage/buildingModify?uniqueId=b5',
      });
    });
    const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
    expect(await screen.findByText('编辑楼宇：星河五号楼')).toBeInTheDocument();
    expect(screen.getByText('现有房间（4 间）')).toBeInTheDocument();
    expect(field('楼宇名称').value).toBe('星河五号楼');
    expect(field('建筑面积').value).toBe('8000.00');

    // One room edited on its own.
    await user.click(screen.getByRole('button', { name: '编辑房间 201' }));
    const dialog = await screen.findByRole('dialog', { name: '编辑房间 201' });
    await user.clear(field('房间号', dialog));
    await user.type(field('房间号', dialog), '201A');
    test.park.refusals.set('modifyRoom', new ApiError(400104, '该楼层已有房间 201A', { field: 'number' }));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(errorOf(field('房间号', dialog))).toBe('该楼层已有房间 201A'));
    await user.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(test.notifier.successes).toContain('已保存房间 201A'));
    expect(test.park.callsOf('modifyRoom').at(-1)).toMatchObject({
      uniqueId: 'r201',
      number: '201A',
      buildingArea: 12_000,
    });

    await user.clear(field('楼宇名称'));
    await user.type(field('楼宇名称'), '星河五号楼（东）');
    await user.clear(field('地上层数'));
    await user.type(field('地上层数'), '3');
    await user.click(screen.getByRole('button', { name: /添加一组房间/ }));
    const group = batch(0);
    await user.clear(field('起始楼层', group));
    await user.type(field('起始楼层', group), '3');
    await user.type(field('结束楼层', group), '3');
    await user.type(field('结束房号', group), '04');
    await user.type(field('每间建筑面积', group), '100');
    await user.type(field('每间使用面积', group), '80');
    await user.type(field(/参考租金/, group), '90');
    await user.click(screen.getByRole('button', { name: '预览' }));
    expect(await screen.findByRole('status')).toHaveTextContent('共 4 间，1 层');
    expect(test.park.callsOf('preview').at(-1)).toMatchObject({ buildingUniqueId: 'b5', floorsAbove: 3 });
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(test.notifier.successes).toContain('已保存楼宇「星河五号楼（东）」，新增 4 间房间'),
    );
    expect(test.park.callsOf('modify').at(-1)).toMatchObject({
      uniqueId: 'b5',
      name: '星河五号楼（东）',
      floorsAbove: 3,
      roomBatches: [
        { floorFrom: 3, floorTo: 3, numberFrom: 1, numberTo: 4, numberWidth: 2, referenceRent: 9_000 },
      ],
    });
  });
});
