import { subjectTitle, useTabTitle } from '@core';
import { PageState } from '@core/components';
import { QueryState, useData } from '@core/data';
import { Button, Card, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { floorPlanQuery } from '../api/park-queries';
import { FloorPlanView } from '../components/floor-plan/floor-plan-view';
import { BUILDING_LIST_PATH } from './park-paths';

/**
 * 楼宇平面图 (/childsPage/buildingFloorPlan?uniqueId=): a building's rooms as they are today, floor by
 * floor, in a tab of its own per building (its manifest's `tabPerQuery`).
 */
const FloorPlanPage = observer(function FloorPlanPage() {
  const uniqueId = useSearchParams()[0].get('uniqueId') ?? '';
  if (!uniqueId) return <PageState title="未指定楼宇" description="请从楼宇管理选择一栋楼宇" />;
  return <FloorPlanLoaded uniqueId={uniqueId} />;
});

const FloorPlanLoaded = observer(function FloorPlanLoaded({ uniqueId }: { uniqueId: string }) {
  const navigate = useNavigate();
  const plan = useData(floorPlanQuery, uniqueId);
  const building = plan.data?.building;
  useTabTitle(building && subjectTitle('楼宇平面图', building.name));
  return (
    <div style={{ padding: 24 }}>
      <Card
        title={building ? `${building.name}（${building.code}）平面图` : '楼宇平面图'}
        extra={
          <span className="park-plan-day">
            {plan.data && `${plan.data.on} 房态`}
            <Button type="link" onClick={() => navigate(BUILDING_LIST_PATH)}>
              返回楼宇管理
            </Button>
          </span>
        }
      >
        <QueryState
          query={plan}
          errorTitle="平面图加载失败"
          loading={<Skeleton active paragraph={{ rows: 8 }} />}
        >
          {(loaded) => <FloorPlanView plan={loaded} />}
        </QueryState>
      </Card>
    </div>
  );
});

export default FloorPlanPage;
