import type { Page } from '../../../manifests/contracts/page';
import type { BuildingPage, BuildingSaved, RoomPreview, RoomRow } from '../../../manifests/contracts/park';
import { ErrorCode } from '../../../server/http/error-codes';
import { buildingBody, LI_NA, officeBatch, parkOf, setupParkServer, YUNSHAN, ZHANG_WEI } from './support';

/**
 * 楼宇管理's endpoints: a building created with its floors and rooms in bulk (a preview first, all or
 * nothing, capped), modified, read as a page with totals, a detail and a floor plan; each behind its
 * code and within the session's organisation. The manual clock's today is 2026-11-22 in Shanghai.
 */

const server = setupParkServer();
const park = parkOf(server);
beforeEach(() => park.forget());

describe('新增楼宇 with rooms in bulk', () => {
  it('creates the building, every floor and the rooms of its batches, read back in its detail', async () => {
    const saved = await park.add();
    expect(saved).toMatchObject({ floorsAdded: 22, roomsAdded: 19 * 12 });
    const detail = await park.detail(saved.uniqueId);
    expect(detail).toMatchObject({
      name: 'A 座',
      code: 'A',
      floorsAbove: 20,
      floorsBelow: 2,
      grossArea: 5_000_000,
    });
    expect(detail.floors.map((floor) => floor.name)).toEqual([
      ...Array.from({ length: 20 }, (_, index) => `${20 - index}F`),
      'B1',
      'B2',
    ]);
    const second = detail.floors.find((floor) => floor.level === 2)!;
    expect(second.rooms.map((room) => room.number)).toEqual(
      Array.from({ length: 12 }, (_, index) => `2${String(index + 1).padStart(2, '0')}`),
    );
    expect(second.rooms[0]).toMatchObject({
      buildingArea: 12_000,
      usableArea: 9_600,
      use: 'office',
      referenceRent: 12_000,
      state: 'vacant',
      holderName: null,
    });
  });

  it('previews what it would create, writing nothing, refusing as saving refuses', async () => {
    const preview = await park.data<RoomPreview>('building/room/preview', {
      floorsAbove: 20,
      floorsBelow: 2,
      roomBatches: [officeBatch()],
    });
    expect(preview).toMatchObject({ count: 228, buildingArea: 228 * 12_000, usableArea: 228 * 9_600 });
    expect(preview.rooms[0]).toEqual({
      floorLevel: 2,
      number: '201',
      buildingArea: 12_000,
      usableArea: 9_600,
      use: 'office',
      referenceRent: 12_000,
    });
    expect(await park.roomCount()).toBe(0);

    const { uniqueId } = await park.add();
    const again = await park.call('building/room/preview', {
      buildingUniqueId: uniqueId,
      floorsAbove: 20,
      floorsBelow: 2,
      roomBatches: [officeBatch({ floorFrom: 20, numberFrom: 12, numberTo: 13 })],
    });
    expect(again.body).toMatchObject({ code: ErrorCode.ParkRoomTaken, message: '「A 座」已有房间 2012' });
  });

  it('saves all or nothing: one bad batch, a taken name or a cap past 5 000 writes no room', async () => {
    const refusedWith = async (body: object) => {
      const answer = await park.call('building/add', body);
      expect(await park.roomCount()).toBe(0);
      expect(
        (
          await server.db.query<{ n: number }>(
            `select count(*)::int as n from park_buildings where name like '%座'`,
          )
        )[0]!.n,
      ).toBe(0);
      return [answer.body.code, answer.body.message];
    };
    expect(
      await refusedWith(
        buildingBody({ roomBatches: [officeBatch(), officeBatch({ floorFrom: 21, floorTo: 21 })] }),
      ),
    ).toEqual([ErrorCode.ParkRoomsInvalid, '第 2 组：楼宇没有 21F 层（地上 20 层，地下 2 层）']);
    expect(
      await refusedWith(
        buildingBody({ roomBatches: [officeBatch(), officeBatch({ floorFrom: 5, floorTo: 5 })] }),
      ),
    ).toEqual([ErrorCode.ParkRoomTaken, '5F 的房间 501 重复，请检查批量范围']);
    const cap = officeBatch({ floorFrom: 1, floorTo: 20, numberTo: 251 });
    expect(await refusedWith(buildingBody({ roomBatches: [cap] }))).toEqual([
      ErrorCode.ParkTooManyRooms,
      '一次最多新增 5000 间房间，本次为 5020 间，请分批添加',
    ]);
    const preview = await park.call('building/room/preview', {
      floorsAbove: 20,
      floorsBelow: 2,
      roomBatches: [cap],
    });
    expect(preview.body.code).toBe(ErrorCode.ParkTooManyRooms);
    expect(await refusedWith(buildingBody({ usableArea: 6_000_000 }))).toEqual([
      ErrorCode.BadRequest,
      '使用面积不能大于建筑面积',
    ]);

    // Exactly the cap passes, in one statement.
    const saved = await park.add(
      buildingBody({ roomBatches: [officeBatch({ floorFrom: 1, floorTo: 20, numberTo: 250 })] }),
    );
    expect(saved.roomsAdded).toBe(5000);
    const taken = await park.call('building/add', buildingBody({ code: 'B', roomBatches: [] }));
    expect(taken.body).toMatchObject({
      code: ErrorCode.ParkBuildingTaken,
      message: '已有名为「A 座」的楼宇',
    });
    const code = await park.call('building/add', buildingBody({ name: 'B 座', roomBatches: [] }));
    expect(code.body).toMatchObject({ code: ErrorCode.ParkBuildingTaken, message: '楼宇编号 A 已被使用' });
  }, 60_000);
});

describe('编辑楼宇 and 编辑房间', () => {
  it('adds floors and rooms, renames floors, together; never fewer floors; a taken number refuses it all', async () => {
    const { uniqueId } = await park.add(
      buildingBody({ floorsAbove: 3, floorsBelow: 0, roomBatches: [officeBatch({ floorTo: 3 })] }),
    );
    const detail = await park.detail(uniqueId);
    const first = detail.floors.find((floor) => floor.level === 1)!;
    const modify = (more: object) =>
      park.call<BuildingSaved>('building/modify', {
        uniqueId,
        ...buildingBody({ floorsAbove: 5, floorsBelow: 1 }),
        roomBatches: [officeBatch({ floorFrom: 4, floorTo: 5, numberTo: 2 })],
        floorNames: [{ uniqueId: first.uniqueId, name: '大堂' }],
        ...more,
      });
    // A batch meeting a number already there: nothing of the change is saved.
    const clash = await modify({ roomBatches: [officeBatch({ floorFrom: 3, floorTo: 4, numberTo: 1 })] });
    expect(clash.body).toMatchObject({
      code: ErrorCode.ParkRoomTaken,
      message: '「A 座」已有房间 301，未添加任何房间',
    });
    expect((await park.detail(uniqueId)).floors).toHaveLength(3);

    expect((await modify({})).body).toMatchObject({
      code: 0,
      data: { uniqueId, floorsAdded: 3, roomsAdded: 4 },
    });
    const after = await park.detail(uniqueId);
    expect(after.floors.map((floor) => floor.name)).toEqual(['5F', '4F', '3F', '2F', '大堂', 'B1']);
    expect(after.floors[0]!.rooms.map((room) => room.number)).toEqual(['501', '502']);

    const fewer = await modify({ floorsAbove: 4, roomBatches: [] });
    expect(fewer.body).toMatchObject({
      code: ErrorCode.ParkFloorsInvalid,
      message: '楼层不能减少：现有地上 5 层、地下 1 层',
    });
    const noFloor = await modify({
      roomBatches: [],
      floorNames: [{ uniqueId: 'no-such-floor', name: '顶层' }],
    });
    expect(noFloor.body).toMatchObject({ code: ErrorCode.ParkFloorNotFound, message: '楼层不存在' });

    const roomId = await park.roomId(uniqueId, '201');
    const room = {
      uniqueId: roomId,
      number: '201A',
      buildingArea: 15_050,
      usableArea: 12_000,
      use: 'shop',
      orientation: '东',
      decoration: '精装',
      referenceRent: 20_000,
    };
    expect((await park.call('room/modify', room)).body.code).toBe(0);
    const edited = (await park.detail(uniqueId)).floors.find((floor) => floor.level === 2)!.rooms;
    expect(edited.find((candidate) => candidate.uniqueId === roomId)).toMatchObject({
      number: '201A',
      buildingArea: 15_050,
      use: 'shop',
    });
    expect((await park.call('room/modify', { ...room, number: '202' })).body).toMatchObject({
      code: ErrorCode.ParkRoomTaken,
      message: '该楼层已有房间 202',
    });
    expect((await park.call('room/modify', { ...room, usableArea: 15_051 })).body.message).toBe(
      '使用面积不能大于建筑面积',
    );
  });
});

describe('the page, the floor plan and 房源查询', () => {
  it('lists buildings by code with search and totals over the whole search', async () => {
    await park.add(buildingBody({ name: 'B 座', code: 'B', roomBatches: [officeBatch({ floorTo: 3 })] }));
    await park.add(
      buildingBody({ name: 'A 座', code: 'A', use: 'mixed', roomBatches: [officeBatch({ floorTo: 2 })] }),
    );
    const page = await park.data<BuildingPage>('building/page', { pageSize: 1, keyword: '座' });
    expect(page).toMatchObject({
      total: 2,
      totals: { rooms: 36, vacantRooms: 36, leasedRooms: 0, grossArea: 10_000_000, usableArea: 8_000_000 },
    });
    expect(page.list.map((row) => [row.code, row.roomCount, row.vacantCount])).toEqual([['A', 12, 12]]);
    const mixed = await park.data<BuildingPage>('building/page', { use: 'mixed', keyword: '座' });
    expect(mixed.list.map((row) => row.name)).toEqual(['A 座']);
    const keyword = await park.data<BuildingPage>('building/page', { keyword: 'b 座' });
    expect(keyword.list.map((row) => row.name)).toEqual(['B 座']);
  });

  it('draws floors as rows from the top, and finds rooms by building, floor, use and state', async () => {
    const { uniqueId } = await park.add(
      buildingBody({
        floorsAbove: 3,
        floorsBelow: 1,
        roomBatches: [officeBatch({ floorFrom: -1, floorTo: 3, numberTo: 2 })],
      }),
    );
    const plan = await park.floorPlan(uniqueId);
    expect(plan.on).toBe('2026-11-22');
    expect(plan.floors.map((floor) => [floor.name, floor.rooms.map((room) => room.number)])).toEqual([
      ['3F', ['301', '302']],
      ['2F', ['201', '202']],
      ['1F', ['101', '102']],
      ['B1', ['B101', 'B102']],
    ]);
    expect(plan.floors[0]!.rooms[0]).toEqual({
      uniqueId: expect.any(String),
      number: '301',
      buildingArea: 12_000,
      usableArea: 9_600,
      use: 'office',
      state: 'vacant',
      holderName: null,
      referenceRent: 12_000,
      occupiedFrom: null,
      occupiedTo: null,
      occupancyUniqueId: null,
    });
    const floor = plan.floors[1]!.uniqueId;
    const rooms = (query: object) =>
      park.data<Page<RoomRow>>('room/page', { pageSize: 100, buildingUniqueId: uniqueId, ...query });
    expect((await rooms({ buildingUniqueId: uniqueId })).total).toBe(8);
    expect((await rooms({ floorUniqueId: floor })).list.map((room) => room.number)).toEqual(['201', '202']);
    expect((await rooms({ state: 'vacant' })).totals).toEqual({
      buildingArea: 8 * 12_000,
      usableArea: 8 * 9_600,
    });
    expect((await rooms({ state: 'leased' })).total).toBe(0);
    expect((await rooms({ use: 'shop' })).total).toBe(0);
    expect((await rooms({ keyword: 'B10' })).list.map((room) => room.number)).toEqual(['B101', 'B102']);
  });
});

describe('codes and organisations', () => {
  it('refuses a member without the code: 李娜 reads, but neither adds nor modifies nor blocks', async () => {
    const { uniqueId } = await park.add(buildingBody({ roomBatches: [officeBatch({ floorTo: 2 })] }));
    expect((await park.call('building/page', {}, LI_NA)).body.code).toBe(0);
    const roomUniqueId = await park.roomId(uniqueId, '201');
    for (const [path, body] of [
      ['building/add', buildingBody({ code: 'C', name: 'C 座' })],
      ['building/modify', { uniqueId, ...buildingBody() }],
      ['building/room/preview', { floorsAbove: 1, floorsBelow: 0, roomBatches: [] }],
      [
        'room/modify',
        {
          uniqueId: roomUniqueId,
          number: '201',
          buildingArea: 1,
          usableArea: 1,
          use: 'office',
          orientation: '',
          decoration: '',
          referenceRent: 0,
        },
      ],
      ['room/block', { roomUniqueId, kind: 'self_use', from: '2026-12-01', to: '2026-12-02' }],
      ['room/unblock', { uniqueId: 'any-occupancy' }],
    ] as const) {
      const answer = await park.call(path, body, LI_NA);
      expect([path, answer.body.code]).toEqual([path, ErrorCode.Forbidden]);
    }
    // Without 楼宇管理 itself, not even the reads.
    await server.db.query(
      `delete from role_resources rr using resources r where r.id = rr.resource_id and r.code = 'PC_PARK_BUILDING'`,
    );
    server.app.services.resourceTreeCache.clear();
    for (const [path, body] of [
      ['building/page', {}],
      ['building/detail', { uniqueId }],
      ['building/floor-plan', { buildingUniqueId: uniqueId }],
      ['room/page', {}],
    ] as const) {
      const answer = await park.call(path, body, LI_NA);
      expect([path, answer.body.code]).toEqual([path, ErrorCode.Forbidden]);
    }
  });

  it('keeps 星河科技园 and 云杉集团 apart, though 张伟 administers both', async () => {
    const { uniqueId } = await park.add(buildingBody({ roomBatches: [officeBatch({ floorTo: 2 })] }));
    const roomUniqueId = await park.roomId(uniqueId, '201');
    const inYunshan = <T>(path: string, body: object) => park.call<T>(path, body, undefined, YUNSHAN);
    // 云杉集团 has not opened 园区运营: until it does, its admin is refused there.
    expect((await inYunshan('building/page', {})).body.code).toBe(ErrorCode.Forbidden);
    const [application] = await server.db.query<{ uniqueId: string }>(
      `select unique_id as "uniqueId" from applications where agent_id = 'p5r2k9a4m1e6t083'`,
    );
    const opened = await server.post(
      '/app/v1/manage/application/open',
      { uniqueId: application!.uniqueId },
      await server.signInTo(ZHANG_WEI, YUNSHAN),
    );
    expect(opened.body.code).toBe(0);
    server.app.services.resourceTreeCache.clear();
    const yunshanPage = await inYunshan<BuildingPage>('building/page', {});
    expect(yunshanPage.body).toMatchObject({ code: 0, data: { total: 0 } });
    expect((await inYunshan<Page<RoomRow>>('room/page', {})).body.data.total).toBe(0);
    for (const [path, body, code] of [
      ['building/detail', { uniqueId }, ErrorCode.ParkBuildingNotFound],
      ['building/floor-plan', { buildingUniqueId: uniqueId }, ErrorCode.ParkBuildingNotFound],
      ['building/modify', { uniqueId, ...buildingBody() }, ErrorCode.ParkBuildingNotFound],
      [
        'building/room/preview',
        { buildingUniqueId: uniqueId, floorsAbove: 20, floorsBelow: 2, roomBatches: [] },
        ErrorCode.ParkBuildingNotFound,
      ],
      ['room/history', { roomUniqueId }, ErrorCode.ParkRoomNotFound],
      [
        'room/modify',
        {
          uniqueId: roomUniqueId,
          number: '201',
          buildingArea: 1,
          usableArea: 1,
          use: 'office',
          orientation: '',
          decoration: '',
          referenceRent: 0,
        },
        ErrorCode.ParkRoomNotFound,
      ],
      [
        'room/block',
        { roomUniqueId, kind: 'self_use', from: '2026-12-01', to: '2026-12-02' },
        ErrorCode.ParkRoomNotFound,
      ],
    ] as const) {
      const answer = await inYunshan(path, body);
      expect([path, answer.body.code]).toEqual([path, code]);
    }
    // The same name and code are 云杉集团's to use too.
    expect((await park.add(buildingBody({ roomBatches: [] }), YUNSHAN)).roomsAdded).toBe(0);
  });
});

describe('bad bodies', () => {
  it.each([
    ['building/add', { ...buildingBody(), name: '' }, /楼宇名称/],
    ['building/add', { ...buildingBody(), code: 'A 座' }, /楼宇编号/],
    ['building/add', { ...buildingBody(), floorsAbove: 0 }, /地上层数/],
    ['building/add', { ...buildingBody(), floorsBelow: 11 }, /地下层数/],
    ['building/add', { ...buildingBody(), grossArea: 12.5 }, /建筑面积/],
    ['building/add', { ...buildingBody(), use: 'castle' }, /楼宇用途/],
    ['building/add', { ...buildingBody(), state: 'gone' }, /楼宇状态/],
    ['building/add', { ...buildingBody(), photos: ['javascript:alert(1)'] }, /图片地址|楼宇照片/],
    [
      'building/add',
      { ...buildingBody(), roomBatches: [officeBatch({ use: 'hotel' as never })] },
      /房间用途/,
    ],
    ['building/add', { ...buildingBody(), roomBatches: [officeBatch({ numberTo: 1000 })] }, /结束房号/],
    ['building/add', { ...buildingBody(), roomBatches: [officeBatch({ referenceRent: -1 })] }, /参考租金/],
    ['building/add', { ...buildingBody(), extra: 1 }, /.+/],
    ['building/page', { pageSize: 101 }, /每页条数/],
    ['building/detail', {}, /楼宇/],
    ['building/floor-plan', { buildingUniqueId: 'x', on: '2026-13-01' }, /日期/],
    ['room/block', { roomUniqueId: 'x', kind: 'lease', from: '2026-12-01', to: '2026-12-02' }, /占用类型/],
    ['room/block', { roomUniqueId: 'x', kind: 'self_use', from: '2026-12-01' }, /结束日期/],
    ['room/unblock', { uniqueId: '' }, /占用记录/],
  ])('%s %j answers in Chinese', async (path, body, message) => {
    const answer = await park.call(path, body);
    expect(answer.body.code).toBe(ErrorCode.BadRequest);
    expect(answer.body.message).toMatch(message);
    expect(answer.body.message).toMatch(/[\u4e00-\u9fff]/);
  });
});

describe('the demo of 星河科技园', () => {
  it('has four buildings, 400 rooms about 70 % occupied, and 星河中心A栋’s floor plan shows every state today', async () => {
    const page = await park.data<BuildingPage>('building/page', { keyword: '星河' });
    expect(
      page.list.map((row) => [row.code, row.name, row.roomCount, row.vacantCount, row.leasedCount]),
    ).toEqual([
      ['XH-A', '星河中心A栋', 218, 60, 146],
      ['XH-P', '星河商业裙楼', 46, 23, 19],
      ['XH-R1', '星河研发一号楼', 76, 23, 49],
      ['XH-R2', '星河研发二号楼', 60, 7, 52],
    ]);
    // 287 of 400 rooms held today (71.75 %): 266 leased, 9 reserved, 6 自用, 6 装修中.
    expect(page.totals).toEqual({
      rooms: 400,
      vacantRooms: 113,
      leasedRooms: 266,
      grossArea: 9_108_900,
      usableArea: 5_793_490,
    });
    const plan = await park.floorPlan(page.list[0]!.uniqueId);
    expect(plan.building.name).toBe('星河中心A栋');
    const cells = new Map(plan.floors.flatMap((floor) => floor.rooms.map((room) => [room.number, room])));
    expect(
      ['201', '1105', '2201', '1706', '1701'].map((number) => [
        number,
        cells.get(number)!.state,
        cells.get(number)!.holderName,
      ]),
    ).toEqual([
      ['201', 'leased', '深圳星河数据科技有限公司'],
      ['1105', 'reserved', '云图智能（深圳）有限公司'],
      ['2201', 'self_use', null],
      ['1706', 'renovation', null],
      ['1701', 'vacant', null],
    ]);
    // The card's dates: the occupancy covering the day, both ends included.
    const leased = cells.get('201')!;
    expect(leased.occupiedFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(leased.occupiedFrom! <= plan.on).toBe(true);
    expect(leased.occupiedTo === null || leased.occupiedTo >= plan.on).toBe(true);
    expect(cells.get('1701')).toMatchObject({ occupiedFrom: null, occupiedTo: null });
  });
});
