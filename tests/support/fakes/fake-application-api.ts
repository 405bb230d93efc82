import type { AgentLookup, ApplicationApi } from '@core/api/application-api';
import type { Resource } from '@core/routing/resource';

/** An in-memory ApplicationApi: shape `lookups` and `trees`; `calls` records what was asked. */
export class FakeApplicationApi implements ApplicationApi {
  calls: string[] = [];
  lookups = new Map<string, AgentLookup>();
  trees = new Map<string, Resource[]>();

  async agentDetail(agentId: string): Promise<AgentLookup> {
    this.calls.push(`agentDetail ${agentId}`);
    return this.lookups.get(agentId) ?? { success: false, data: null, message: '应用不存在' };
  }

  async resourceTree(applicationUniqueId: string): Promise<Resource[]> {
    this.calls.push(`resourceTree ${applicationUniqueId}`);
    return this.trees.get(applicationUniqueId) ?? [];
  }
}
