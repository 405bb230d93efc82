import type { Queryable } from '../../db/database';
import type { DemoSeedContext } from '../../platform/server-area';
import { listCompaniesForPicker } from '../park/api';
import { DEMO_OWN_CLIENTS, DEMO_SETTLED_CLIENTS } from './clients/demo-clients';
import { createClient } from './clients/save-client';
import { settledClient } from './clients/settled-client';

/**
 * 合同管理's demo in 星河科技园 (after park's, whose companies it uses): clients — three settled
 * companies of 企业管理 (as a contract with them would have made them), two outside companies and a person.
 */
export async function seedContractDemo(tx: Queryable, demo: DemoSeedContext): Promise<void> {
  const organizationId = demo.organizations.xinghe;
  for (const name of DEMO_SETTLED_CLIENTS) {
    const [company] = (await listCompaniesForPicker(tx, { organizationId, keyword: name, limit: 5 })).filter(
      (candidate) => candidate.name === name,
    );
    if (!company) throw new Error(`demo: no company ${name} in the park`);
    await settledClient(tx, { organizationId, companyUniqueId: company.uniqueId, now: demo.now });
  }
  for (const body of DEMO_OWN_CLIENTS) await createClient(tx, { organizationId, body, now: demo.now });
}
