import { TextLink } from '@core/components';
import { type CrudColumn, type StateMap, StateTag } from '@core/crud';
import type { BuildingRow } from '@manifests/contracts/park';
import {
  BUILDING_STATE_LABELS,
  BUILDING_STATES,
  BUILDING_USE_LABELS,
  BUILDING_USES,
  type BuildingState,
  type BuildingUse,
} from '@manifests/contracts/park-constants';
import { formatArea } from '../park-format';

/** How a building's own state reads, in the list and on its pages. */
export const BUILDING_STATE_LOOKS: StateMap<BuildingState> = {
  in_use: { label: BUILDING_STATE_LABELS.in_use, status: 'success' },
  under_construction: { label: BUILDING_STATE_LABELS.under_construction, status: 'processing' },
  closed: { label: BUILDING_STATE_LABELS.closed, status: 'default' },
};

const ALL = 'all';

/**
 * 楼宇管理's columns and search: a keyword over name, code and address (once typing settles), the use
 * and the state (at once); rooms, vacant and leased rooms and the gross area totalled over the search.
 * The name opens the floor plan for those who may open it.
 */
export function buildingColumns(onPlan: ((row: BuildingRow) => void) | undefined): CrudColumn<BuildingRow>[] {
  return [
    {
      title: '关键词',
      key: 'keyword',
      hideInTable: true,
      search: { ariaLabel: '搜索楼宇', placeholder: '搜索楼宇名称、编号或地址', instant: true },
    },
    {
      title: '楼宇名称',
      dataIndex: 'name',
      width: 140,
      render: (name: string, row) =>
        onPlan ? <TextLink onClick={() => onPlan(row)}>{name}</TextLink> : name,
    },
    { title: '楼宇编号', dataIndex: 'code', width: 90 },
    {
      title: '用途',
      dataIndex: 'use',
      width: 80,
      render: (use: BuildingUse) => BUILDING_USE_LABELS[use] ?? use,
      search: {
        kind: 'select',
        ariaLabel: '楼宇用途',
        instant: true,
        emptyValue: ALL,
        initialValue: ALL,
        options: [
          { label: '全部用途', value: ALL },
          ...BUILDING_USES.map((use) => ({ label: BUILDING_USE_LABELS[use], value: use })),
        ],
      },
    },
    {
      title: '楼层',
      key: 'floors',
      width: 130,
      render: (_: unknown, row) =>
        row.floorsBelow > 0 ? `${row.floorsAbove} 层（地下 ${row.floorsBelow} 层）` : `${row.floorsAbove} 层`,
    },
    {
      title: '房间数',
      dataIndex: 'roomCount',
      width: 90,
      align: 'right',
      total: 'number',
      totalKey: 'rooms',
    },
    {
      title: '空置房间',
      dataIndex: 'vacantCount',
      width: 100,
      align: 'right',
      total: 'number',
      totalKey: 'vacantRooms',
    },
    {
      title: '已租房间',
      dataIndex: 'leasedCount',
      width: 100,
      align: 'right',
      total: 'number',
      totalKey: 'leasedRooms',
    },
    {
      title: '建筑面积',
      dataIndex: 'grossArea',
      width: 130,
      align: 'right',
      render: (area: number) => formatArea(area),
      total: (area) => formatArea(area),
    },
    {
      title: '状态',
      dataIndex: 'state',
      width: 80,
      render: (state: BuildingState) => <StateTag state={state} states={BUILDING_STATE_LOOKS} />,
      search: {
        kind: 'select',
        ariaLabel: '楼宇状态',
        instant: true,
        emptyValue: ALL,
        initialValue: ALL,
        options: [
          { label: '全部状态', value: ALL },
          ...BUILDING_STATES.map((state) => ({ label: BUILDING_STATE_LABELS[state], value: state })),
        ],
      },
    },
  ];
}
