import { KnownAgentId } from '../../../manifests';
import type { Queryable } from '../../db/database';
import { marketCatalogue } from '../../db/seed/market-catalogue';
import type { DemoSeedContext } from '../../platform/server-area';

const DAY = 86_400_000;

/** The applications 张伟 has starred in 星河科技园, in his order: 工单, then 审批. */
export const demoFavorites = [KnownAgentId.workOrder, KnownAgentId.approval];

interface InstallPlan {
  state: number;
  inState: number;
  expiredTime: Date | null;
}

/** A varied market for 星河科技园: most usable, some disabled by the platform or the park, some expired. */
function catalogueInstall(index: number, now: Date): InstallPlan {
  if (index < 2) return { state: 1, inState: 1, expiredTime: null };
  if (index % 9 === 4) return { state: 2, inState: 1, expiredTime: null };
  if (index % 9 === 7) return { state: 1, inState: 2, expiredTime: null };
  if (index % 11 === 5) return { state: 1, inState: 1, expiredTime: new Date(now.getTime() - 10 * DAY) };
  return { state: 1, inState: 1, expiredTime: new Date(now.getTime() + 365 * DAY) };
}

async function install(db: Queryable, organizationId: number, agentId: string, plan: InstallPlan, now: Date) {
  await db.query(
    `insert into organization_applications (organization_id, application_id, state, in_state, expired_time, created_at)
     select $1, id, $3, $4, $5, $6 from applications where agent_id = $2`,
    [organizationId, agentId, plan.state, plan.inState, plan.expiredTime, now],
  );
}

/**
 * The application centre's demo: every area's application installed in both organisations (contract
 * and park in 星河科技园 only), the catalogue in 星河科技园 with a varied state and in 云杉集团 every
 * other one, and 张伟's two favourites in 星河科技园. An area's application the catalogue lists
 * (billing's 费用管理) is installed in its catalogue place, as it always was: in 星河科技园 only.
 */
export async function seedMarketDemo(tx: Queryable, demo: DemoSeedContext): Promise<void> {
  const { now } = demo;
  const { xinghe, yunshan } = demo.organizations;
  const always = { state: 1, inState: 1, expiredTime: null };
  const catalogued = new Set(marketCatalogue.map((entry) => entry.agentId));
  for (const manifest of demo.manifests) {
    if (catalogued.has(manifest.application.agentId)) continue;
    await install(tx, xinghe, manifest.application.agentId, always, now);
    if (manifest.id !== 'contract' && manifest.id !== 'park') {
      await install(tx, yunshan, manifest.application.agentId, always, now);
    }
  }
  for (const [index, entry] of marketCatalogue.entries()) {
    await install(tx, xinghe, entry.agentId, catalogueInstall(index, now), now);
    if (index % 2 === 0) await install(tx, yunshan, entry.agentId, always, now);
  }
  // 张伟 starts with two favourites in 星河科技园 (his own, not 云杉集团's nor the other members').
  await tx.query(
    `insert into member_favorite_applications (membership_id, application_id, sort)
     select $1, a.id, f.sort from unnest($2::text[]) with ordinality as f (agent_id, sort)
       join applications a on a.agent_id = f.agent_id`,
    [demo.members.adminInXinghe, demoFavorites],
  );
}
