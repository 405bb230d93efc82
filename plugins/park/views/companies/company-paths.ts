import { parkManifest } from '@manifests/park';
import { definePaths, withQuery } from '@manifests/resource-codes';

/** Where 企业管理's pages live: the paths of their resources in manifests/park.ts, by name. */
const CompanyPaths = definePaths(parkManifest, {
  companies: 'PC_PARK_COMPANY',
  settleCorp: 'PARK_SETTLE_CORP',
  detail: 'PARK_COMPANY_DETAIL',
  entry: 'PARK_COMPANY_ADD',
});

export const COMPANY_LIST_PATH = CompanyPaths.companies;
/** settleCorp: the list, with `?state=`, `?industry=`, `?keyword=` and `?contractEndWithin=30|60|90`. */
export const SETTLE_CORP_PATH = CompanyPaths.settleCorp;
/** entryCorp: 录入企业; with `?uniqueId=` the same form 编辑企业 fills in. */
export const ENTRY_CORP_PATH = CompanyPaths.entry;

export function corpDetailPath(uniqueId: string): string {
  return withQuery(CompanyPaths.detail, { uniqueId });
}

export function corpModifyPath(uniqueId: string): string {
  return withQuery(CompanyPaths.entry, { uniqueId });
}
