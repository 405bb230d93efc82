import { areaManifests } from '../../../manifests';
import type { ApplicationLaunch } from '../../../manifests/contracts/application-launch';
import { marketCatalogue } from '../../../server/db/seed/market-catalogue';
import type { TestServer } from './test-server';

/**
 * The demo market as the application-centre suites meet it (server/db/seed/demo-data.ts): agentIds
 * of applications in telling states in 星河科技园.
 */
export const demoApps = {
  approval: 'a8784ccb1fd04634',
  workOrder: 'f87cd201d3053709',
  fee: 'uqmz4h18ymoqozp7',
  /** Disabled by the platform (state 2). */
  payroll: 'hr03payroll00000',
  /** Disabled by the park (inState 2). */
  roster: 'hr06roster000000',
  /** Expired ten days before the tests' clock starts. */
  recruit: 'hr04recruit00000',
  /** Installed in 星河科技园, not in 云杉集团. */
  leave: 'hr02leave0000000',
} as const;

/**
 * Applications in the catalogue: one per area (seven shipped, and any added with `npm run new-plugin`)
 * and 44 more, one of which (费用管理) is billing's own; 星河科技园 has installed every one.
 */
export const CATALOGUE_SIZE = new Set([
  ...areaManifests.map((manifest) => manifest.application.agentId),
  ...marketCatalogue.map((entry) => entry.agentId),
]).size;

/** The uniqueId the catalogue gives a market application. */
export const uniqueIdOf = (agentId: string) => `app-${agentId}`;

/** The categories in catalogue order. */
export const CATEGORIES = [
  '基础管理',
  '协同办公',
  '园区运营',
  '物业服务',
  '财务管理',
  '人事管理',
  '企业服务',
  '数据分析',
];

export interface HeldApplication {
  uniqueId: string;
  applicationUniqueId: string;
  agentId: string;
  name: string;
  pcName: string;
  categoryName: string;
  pcUrl: string;
  state: number;
  inState: number;
  expiredTime: string | null;
  launch?: ApplicationLaunch;
}

export interface ResourceNode {
  code: string;
  type: string;
  parentCode: string | null;
  childs: ResourceNode[];
}

export const codesOf = (nodes: ResourceNode[]): string[] =>
  nodes.flatMap((node) => [node.code, ...codesOf(node.childs)]);

/** Organisation tokens of the demo accounts: 张伟 in both organisations, 李娜 a plain member. */
export function demoTokens(server: TestServer) {
  return {
    admin: () => server.signInTo('13800000001', 'xinghe-park'),
    yunshanAdmin: () => server.signInTo('13800000001', 'yunshan-group'),
    member: () => server.signInTo('13800000002', 'xinghe-park'),
  };
}
