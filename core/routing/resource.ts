import { ResourcePathType, ResourceType } from '@manifests/resource-types';

/** A resource as `/enterprise/v1/session/resource/detail` returns it (spec §3). */
export interface Resource {
  type: string;
  code: string;
  name: string;
  pathUrl?: string;
  pathType?: string;
  isHidden?: boolean;
  iconUrl?: string;
  parentCode?: string | null;
  childs?: Resource[];
}

export { ResourcePathType, ResourceType };

/** Links starting with http, https, mailto or tel leave the console (spec §2). */
export function isExternal(path: string): boolean {
  return /^(https?:|mailto:|tel:)/.test(path);
}
