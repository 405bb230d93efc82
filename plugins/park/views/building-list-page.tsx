import { PlusOutlined } from '@ant-design/icons';
import { usePermission } from '@core';
import { ListPage, type RowAction } from '@core/crud';
import { usePrefetch } from '@core/data';
import type { BuildingRow } from '@manifests/contracts/park';
import { ParkPermission } from '@manifests/park';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useCallback, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { buildingPageQuery, floorPlanQuery } from '../api/park-queries';
import { buildingColumns } from './building-columns';
import { BUILDING_ADD_PATH, buildingModifyPath, floorPlanPath } from './park-paths';

/** The row actions, each to holders of its code (the server enforces the same). */
function buildingActions(
  navigate: (path: string) => void,
  openPlan: (row: BuildingRow) => void,
): RowAction<BuildingRow>[] {
  return [
    {
      key: 'plan',
      label: '平面图',
      ariaLabel: (row) => `${row.name}的平面图`,
      permission: ParkPermission.floorPlan,
      onClick: openPlan,
    },
    {
      key: 'modify',
      label: '编辑',
      ariaLabel: (row) => `编辑${row.name}`,
      permission: ParkPermission.buildingModify,
      onClick: (row) => navigate(buildingModifyPath(row.uniqueId)),
    },
  ];
}

/**
 * 楼宇管理: the organisation's buildings with their rooms counted by today's state, on the CRUD kit;
 * searched by name, code or address, use and state, totalled over the search. 平面图 opens a building's
 * floor plan in a tab of its own.
 */
const BuildingListPage = observer(function BuildingListPage() {
  const navigate = useNavigate();
  const can = {
    plan: usePermission(ParkPermission.floorPlan),
    add: usePermission(ParkPermission.buildingAdd),
  };
  const prefetchPlan = usePrefetch(floorPlanQuery);
  // The plan's rooms are asked for at the click, with the page's own parameters (no day chosen yet),
  // while the page's code loads and mounts: 1 500 rooms arrive that much sooner.
  const openPlan = useCallback(
    (row: BuildingRow) => {
      prefetchPlan({ buildingUniqueId: row.uniqueId });
      navigate(floorPlanPath(row.uniqueId));
    },
    [navigate, prefetchPlan],
  );
  const columns = useMemo(() => buildingColumns(can.plan ? openPlan : undefined), [can.plan, openPlan]);
  const actions = useMemo(() => buildingActions(navigate, openPlan), [navigate, openPlan]);
  return (
    <div style={{ padding: 24 }}>
      <ListPage
        title="楼宇管理"
        tableId="park.buildings"
        rowKey="uniqueId"
        columns={columns}
        query={buildingPageQuery}
        actions={actions}
        errorTitle="楼宇列表加载失败"
        emptyText={(filtered) => (filtered ? '没有符合条件的楼宇' : '暂无楼宇')}
        extra={
          can.add && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(BUILDING_ADD_PATH)}>
              新增楼宇
            </Button>
          )
        }
      />
    </div>
  );
});

export default BuildingListPage;
