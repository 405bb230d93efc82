import { defineSlot } from './slots';

/**
 * What corpDetail (a company's page, /childsPage/corpDetail?uniqueId=…) passes to the sections later
 * areas add to it: the contract area its contracts, billing its bills, the visitors and parking
 * coupons theirs. Each fills the slot from its own plugin; the page is never edited for them.
 */
export interface CorpDetailSectionProps {
  /** The company's id in the park's register (`park_companies.unique_id`, the contract's client). */
  companyUniqueId: string;
  /** Its registered name, for a section's title or an empty message. */
  companyName: string;
}

/** The park area's page slots. */
export const ParkSlot = {
  /**
   * corpDetail, after the park's own sections (基本信息, 联系人, 企业资质, 租用房间, 租用记录): each fill
   * a titled card of its own (the fill's title) below them, ordered by its `order`
   * (`CORP_DETAIL_SECTION_ORDER`) then registration.
   */
  corpDetailSection: defineSlot<CorpDetailSectionProps>({
    id: 'park.corp-detail.section',
    title: '企业详情·关联内容',
  }),
} as const;

/**
 * Where each later area's section sits on corpDetail (a fill's `order`): contracts first, then bills,
 * visitors and parking coupons; gaps left for others between them.
 */
export const CORP_DETAIL_SECTION_ORDER = {
  contracts: 10,
  bills: 20,
  visitors: 30,
  parkingCoupons: 40,
} as const;
