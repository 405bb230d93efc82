import { type RequestService, token } from '@core';
import type { ReadOptions } from '@core/data';
import type {
  EntryDetail,
  EntryPage,
  EntryPageQuery,
  EntrySubmitBody,
  EntrySubmitted,
  EntryTemplate,
} from '@manifests/contracts/park-entry';
import { PARK_BASE_URL } from './park-api';

export type * from '@manifests/contracts/park-entry';

/** 入驻申请's calls (`/enterprise/v1/park/entry/…`): the interface and its token in one file. */
export const EntryApi = token<EntryApi>('park.EntryApi');
export interface EntryApi {
  page(query: EntryPageQuery, read?: ReadOptions): Promise<EntryPage>;
  detail(uniqueId: string, read?: ReadOptions): Promise<EntryDetail>;
  template(read?: ReadOptions): Promise<EntryTemplate>;
  /** Sent silently: the form shows a refusal on its field. */
  submit(body: EntrySubmitBody): Promise<EntrySubmitted>;
}

export class HttpEntryApi implements EntryApi {
  constructor(private readonly request: RequestService) {}

  page(query: EntryPageQuery, read?: ReadOptions) {
    return this.request.post<EntryPage>(`${PARK_BASE_URL}/entry/page`, query, { signal: read?.signal });
  }

  detail(uniqueId: string, read?: ReadOptions) {
    return this.request.post<EntryDetail>(
      `${PARK_BASE_URL}/entry/detail`,
      { uniqueId },
      { signal: read?.signal },
    );
  }

  template(read?: ReadOptions) {
    return this.request.post<EntryTemplate>(`${PARK_BASE_URL}/entry/template`, {}, { signal: read?.signal });
  }

  submit(body: EntrySubmitBody) {
    return this.request.post<EntrySubmitted>(`${PARK_BASE_URL}/entry/submit`, body, { silent: true });
  }
}
