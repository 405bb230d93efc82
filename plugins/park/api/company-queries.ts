import { defineQuery } from '@core/data';
import type { CompanyPageQuery } from '@manifests/contracts/park';
import { CompanyApi } from './company-api';

/** What 企业管理's views read; a change to a company invalidates `companies`. */
export const CompanyTag = { companies: 'park-companies' } as const;

export const companyPageQuery = defineQuery({
  key: ['park', 'companies', 'page'],
  service: CompanyApi,
  fetch: (api, query: CompanyPageQuery, signal) => api.page(query, { signal }),
  tags: [CompanyTag.companies],
});

export const companyDetailQuery = defineQuery({
  key: ['park', 'companies', 'detail'],
  service: CompanyApi,
  fetch: (api, uniqueId: string, signal) => api.detail(uniqueId, { signal }),
  tags: [CompanyTag.companies],
});
