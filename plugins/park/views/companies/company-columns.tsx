import { TextLink } from '@core/components';
import { type CrudColumn, type StateMap, StateTag } from '@core/crud';
import type { CompanyRow } from '@manifests/contracts/park';
import {
  COMPANY_INDUSTRIES,
  COMPANY_INDUSTRY_LABELS,
  COMPANY_STATE_LABELS,
  COMPANY_STATES,
  type CompanyIndustry,
  type CompanyState,
} from '@manifests/contracts/park-constants';
import { formatArea } from '../../park-format';

/** How a company's state reads, in the list and on its page. */
export const COMPANY_STATE_LOOKS: StateMap<CompanyState> = {
  in_park: { label: COMPANY_STATE_LABELS.in_park, status: 'success' },
  moved_out: { label: COMPANY_STATE_LABELS.moved_out, status: 'default' },
};

const ALL = 'all';

/** 合同到期's choices: the days 园区概览 links with (`?contractEndWithin=`). */
export const CONTRACT_END_WITHIN = [30, 60, 90] as const;

/** The search as a link sets it (settleCorp's query parameters), values the form does not know left out. */
export interface CompanySearchPreset {
  keyword?: string;
  industry?: CompanyIndustry;
  state?: CompanyState;
  contractEndWithin?: (typeof CONTRACT_END_WITHIN)[number];
}

export function presetOf(params: URLSearchParams): CompanySearchPreset {
  const preset: CompanySearchPreset = {};
  const keyword = params.get('keyword')?.trim();
  if (keyword) preset.keyword = keyword.slice(0, 50);
  const industry = params.get('industry');
  if (industry && (COMPANY_INDUSTRIES as readonly string[]).includes(industry))
    preset.industry = industry as CompanyIndustry;
  const state = params.get('state');
  if (state && (COMPANY_STATES as readonly string[]).includes(state)) preset.state = state as CompanyState;
  const within = Number(params.get('contractEndWithin'));
  const known = CONTRACT_END_WITHIN.find((days) => days === within);
  if (known) preset.contractEndWithin = known;
  return preset;
}

/**
 * 入驻企业's columns and search: a keyword over name, credit code and legal representative, the
 * industry, the state and 合同到期 within 30, 60 or 90 days (each at once), preset from the link;
 * companies, rooms and leased area totalled over the search. The name opens corpDetail.
 */
export function companyColumns(
  preset: CompanySearchPreset,
  onOpen: ((row: CompanyRow) => void) | undefined,
): CrudColumn<CompanyRow>[] {
  return [
    {
      title: '关键词',
      key: 'keyword',
      hideInTable: true,
      search: {
        ariaLabel: '搜索企业',
        placeholder: '搜索企业名称、信用代码或法定代表人',
        instant: true,
        initialValue: preset.keyword,
      },
    },
    {
      title: '企业名称',
      dataIndex: 'name',
      width: 220,
      // Not cut: the kit's cut cell swaps its content for a tooltip on pointing, which swallows the
      // link's click.
      ellipsis: false,
      render: (name: string, row) =>
        onOpen ? <TextLink onClick={() => onOpen(row)}>{name}</TextLink> : name,
      total: (count) => `共 ${count} 家`,
      totalKey: 'companies',
    },
    { title: '统一社会信用代码', dataIndex: 'creditCode', width: 190 },
    {
      title: '所属行业',
      dataIndex: 'industry',
      width: 100,
      render: (industry: CompanyIndustry) => COMPANY_INDUSTRY_LABELS[industry] ?? industry,
      search: {
        kind: 'select',
        ariaLabel: '所属行业',
        instant: true,
        emptyValue: ALL,
        initialValue: preset.industry ?? ALL,
        options: [
          { label: '全部行业', value: ALL },
          ...COMPANY_INDUSTRIES.map((industry) => ({
            label: COMPANY_INDUSTRY_LABELS[industry],
            value: industry,
          })),
        ],
      },
    },
    {
      title: '租用房间',
      dataIndex: 'roomCount',
      width: 90,
      align: 'right',
      total: 'number',
      totalKey: 'rooms',
    },
    {
      title: '租用面积',
      dataIndex: 'leasedArea',
      width: 120,
      align: 'right',
      render: (area: number) => formatArea(area),
      total: (area) => formatArea(area),
    },
    {
      title: '合同到期',
      dataIndex: 'leaseEnd',
      width: 110,
      render: (day: string | null) => day ?? '—',
      search: {
        kind: 'select',
        name: 'contractEndWithin',
        label: '合同到期',
        ariaLabel: '合同到期',
        instant: true,
        emptyValue: ALL,
        initialValue: preset.contractEndWithin ?? ALL,
        options: [
          { label: '不限', value: ALL },
          ...CONTRACT_END_WITHIN.map((days) => ({ label: `${days} 天内到期`, value: days })),
        ],
      },
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 80,
      render: (state: CompanyState) => <StateTag state={state} states={COMPANY_STATE_LOOKS} />,
      search: {
        kind: 'select',
        ariaLabel: '企业状态',
        instant: true,
        emptyValue: ALL,
        initialValue: preset.state ?? ALL,
        options: [
          { label: '全部状态', value: ALL },
          ...COMPANY_STATES.map((state) => ({ label: COMPANY_STATE_LABELS[state], value: state })),
        ],
      },
    },
  ];
}
