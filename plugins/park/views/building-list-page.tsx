import { PlusOutlined } from '@ant-design/icons';
import { usePermission } from '@core';
import { ListPage, type RowAction } from '@core/crud';
import type { BuildingRow } from '@manifests/contracts/park';
import { ParkPermission } from '@manifests/park';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { buildingPageQuery } from '../api/park-queries';
import { buildingColumns } from './building-columns';
import { BUILDING_ADD_PATH, buildingModifyPath, floorPlanPath } from './park-paths';

/** The row actions, each to holders of its code (the server enforces the same). */
function buildingActions(navigate: (path: string) => void): RowAction<BuildingRow>[] {
  return [
    {
      key: 'plan',
      label: '平面图',
      ariaLabel: (row) => `${row.name}的平面图`,
      permission: ParkPermission.floorPlan,
      onClick: (row) => navigate(floorPlanPath(row.uniqueId)),
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
  const columns = useMemo(
    () => buildingColumns(can.plan ? (row) => navigate(floorPlanPath(row.uniqueId)) : undefined),
    [can.plan, navigate],
  );
  const actions = useMemo(() => buildingActions(navigate), [navigate]);
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
