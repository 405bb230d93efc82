import { token } from '../di/token';
import type { Resource } from '../routing/resource';
import type { RequestService } from '../services/request-service';
import type { HeldApplication } from './auth-api';

/** `/app/v1/user/application/agent/detail`: the launch lookup of an application by its agentId. */
export interface AgentLookup {
  success: boolean;
  data: HeldApplication | null;
  message: string;
}

/** The application calls the shell itself needs to open an installed application's routes. */
export const ApplicationApi = token<ApplicationApi>('core.ApplicationApi');
export interface ApplicationApi {
  agentDetail(agentId: string): Promise<AgentLookup>;
  /** The member's resources of one application, as a tree. */
  resourceTree(applicationUniqueId: string): Promise<Resource[]>;
}

export class HttpApplicationApi implements ApplicationApi {
  constructor(private readonly request: RequestService) {}

  agentDetail(agentId: string) {
    return this.request.post<AgentLookup>('/app/v1/user/application/agent/detail', { agentId });
  }

  resourceTree(applicationUniqueId: string) {
    return this.request.post<Resource[]>('/app/v1/user/application/resource/tree', { applicationUniqueId });
  }
}
