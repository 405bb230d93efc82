import { type RequestService, token } from '@core';

/** The park profile of 园区详情 (/enterprise/v1/owner/info/detail). */
export interface OwnerInfo {
  uniqueId: string;
  name: string;
  shortName: string;
  address: string;
  /** Square metres, two decimals at most; null when not given. */
  area: number | null;
  contactName: string;
  contactPhone: string;
  /** Plain text over several lines. */
  introduction: string;
  /** Shown in the navbar; empty for the default logo. */
  logoUrl: string;
}

/** The fields to change; those left out stay as they are (an area of null clears it). */
export type OwnerInfoChanges = Partial<Omit<OwnerInfo, 'uniqueId'>>;

/**
 * The organisation's park profile (spec §7 /enterprise/v1/owner/info/detail and /modify) and the
 * image upload its logo goes through (/enterprise/v1/file/upload/image).
 */
export const OwnerApi = token<OwnerApi>('settings.OwnerApi');
export interface OwnerApi {
  detail(): Promise<OwnerInfo>;
  /** Needs PARK_INFORMATION_MODIFY; refusals come back to the caller without a toast. */
  modify(changes: OwnerInfoChanges): Promise<OwnerInfo>;
  /**
   * Stores a PNG, JPEG, GIF or WebP image of at most 2 MB (`content` in base64) and answers the url
   * it is served at; refusals come back to the caller without a toast.
   */
  uploadImage(fileName: string, content: string): Promise<{ url: string }>;
}

export class HttpOwnerApi implements OwnerApi {
  constructor(private readonly request: RequestService) {}

  detail() {
    return this.request.post<OwnerInfo>('/enterprise/v1/owner/info/detail');
  }

  modify(changes: OwnerInfoChanges) {
    return this.request.post<OwnerInfo>('/enterprise/v1/owner/info/modify', changes, { silent: true });
  }

  uploadImage(fileName: string, content: string) {
    return this.request.post<{ url: string }>(
      '/enterprise/v1/file/upload/image',
      { fileName, content },
      { silent: true },
    );
  }
}
