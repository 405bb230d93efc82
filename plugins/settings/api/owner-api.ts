import { type RequestService, token } from '@core';
import type { ReadOptions } from '@core/data';
import type { ImageUploadBody, UploadedImage } from '@manifests/contracts/account';
import type { OwnerInfo, OwnerInfoChanges } from '@manifests/contracts/settings';

/** The settings contract's types (`import type` only: the contract's schemas stay on the server). */
export type * from '@manifests/contracts/settings';

/**
 * The organisation's park profile (spec §7 /enterprise/v1/owner/info/detail and /modify) and the
 * image upload its logo goes through (/enterprise/v1/file/upload/image).
 */
export const OwnerApi = token<OwnerApi>('settings.OwnerApi');
export interface OwnerApi {
  detail(read?: ReadOptions): Promise<OwnerInfo>;
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

  detail(read?: ReadOptions) {
    return this.request.post<OwnerInfo>('/enterprise/v1/owner/info/detail', {}, { signal: read?.signal });
  }

  modify(changes: OwnerInfoChanges) {
    return this.request.post<OwnerInfo>('/enterprise/v1/owner/info/modify', changes, { silent: true });
  }

  uploadImage(fileName: string, content: string) {
    return this.request.post<UploadedImage>(
      '/enterprise/v1/file/upload/image',
      { fileName, content } satisfies ImageUploadBody,
      { silent: true },
    );
  }
}
