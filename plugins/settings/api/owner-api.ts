import { token } from '@core/di/token';
import type { RequestService } from '@core/services/request-service';

export interface OwnerInfo {
  uniqueId: string;
  name: string;
  logoUrl: string;
}

/** The organisation's profile (spec §7 /enterprise/v1/owner/info/detail and /modify). */
export const OwnerApi = token<OwnerApi>('settings.OwnerApi');
export interface OwnerApi {
  detail(): Promise<OwnerInfo>;
  modify(changes: { name?: string; logoUrl?: string }): Promise<OwnerInfo>;
}

export class HttpOwnerApi implements OwnerApi {
  constructor(private readonly request: RequestService) {}

  detail() {
    return this.request.post<OwnerInfo>('/enterprise/v1/owner/info/detail');
  }

  modify(changes: { name?: string; logoUrl?: string }) {
    return this.request.post<OwnerInfo>('/enterprise/v1/owner/info/modify', changes, { silent: true });
  }
}
