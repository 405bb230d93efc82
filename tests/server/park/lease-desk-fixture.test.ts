import { ErrorCode } from '../../../server/http/error-codes';
import { fixtureServed } from '../../e2e/fixture-app/served';
import { setupTestServer } from '../support/test-server';
import { buildingBody, LI_NA, officeBatch, parkOf, ZHANG_WEI } from './support';

/**
 * 租赁台 (tests/fixtures/lease-desk/), the contract area's stand-in the browser story drives: it moves
 * rooms only through park's `api.ts`, one transaction per call, behind its own code.
 */
const server = setupTestServer({}, { areas: fixtureServed.areas, manifests: fixtureServed.manifests });
const desk = '/enterprise/v1/lease-desk';

describe('租赁台（夹具）经园区接口预定、出租与释放房间', () => {
  it('预定后房间为已预定，确认后为已租，另一租期重叠时被拒并指明房间', async () => {
    const park = parkOf(server);
    const building = await park.add(
      buildingBody({
        name: '租赁台 座',
        code: 'LD',
        roomBatches: [officeBatch({ floorFrom: 2, floorTo: 2, numberTo: 2 })],
      }),
    );
    const room = await park.roomId(building.uniqueId, '201');
    const token = await server.signInTo(ZHANG_WEI, 'xinghe-park');
    const reserved = await server.post<{ occupancyUniqueId: string }>(
      `${desk}/reserve`,
      { roomUniqueId: room, from: '2020-01-01', to: '2099-12-31', holderName: '星火测试公司' },
      token,
    );
    expect(reserved.body.code).toBe(0);
    expect(await park.cell(building.uniqueId, '201')).toEqual({
      state: 'reserved',
      holderName: '星火测试公司',
    });

    const confirmed = await server.post(`${desk}/confirm`, reserved.body.data, token);
    expect(confirmed.body.code).toBe(0);
    expect((await park.cell(building.uniqueId, '201')).state).toBe('leased');

    const again = await server.post(
      `${desk}/reserve`,
      { roomUniqueId: room, from: '2030-01-01', to: '2030-12-31', holderName: '另一家公司' },
      token,
    );
    expect(again.body.code).not.toBe(0);
    expect(again.body.message).toContain('201');
  });

  it('普通员工没有预定与出租房间的权限', async () => {
    const answer = await server.post(
      `${desk}/reserve`,
      { roomUniqueId: 'x', from: '2030-01-01', to: '2030-01-02', holderName: '某公司' },
      await server.signInTo(LI_NA, 'xinghe-park'),
    );
    expect(answer.body.code).toBe(ErrorCode.Forbidden);
  });
});
