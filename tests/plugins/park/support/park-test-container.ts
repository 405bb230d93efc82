import approvalPlugin from '@plugins/approval';
import parkPlugin from '@plugins/park';
import { EntryApi } from '@plugins/park/api/entry-api';
import { ParkApi } from '@plugins/park/api/park-api';
import { signedInContainer } from '@tests/support/signed-in-container';
import { FakeEntryApi } from './fake-entry-api';
import { FakeParkApi } from './fake-park-api';

/** 楼宇管理's reading codes (what every member holds). */
export const READING_CODES = ['PC_PARK_OPERATION', 'PC_PARK_BUILDING', 'PARK_BUILDING_FLOOR_PLAN'];

/** A signed-in member (not an admin) holding `codes` of the park area, its API an in-memory fake. */
export async function parkTestContainer(options: { codes?: 'all' | readonly string[] } = {}) {
  const park = new FakeParkApi();
  const entries = new FakeEntryApi();
  const test = await signedInContainer({
    plugin: parkPlugin,
    // 审批's plugin declares the 审批详情 slot park fills for 入驻申请.
    dependencies: [approvalPlugin],
    codes: options.codes ?? 'all',
    overrides: (c) => {
      c.rebind(ParkApi).toConstantValue(park);
      c.rebind(EntryApi).toConstantValue(entries);
    },
  });
  return { ...test, park, entries };
}
