import { DATE_FORMAT, subjectTitle, usePermission, useTabTitle } from '@core';
import { PageState } from '@core/components';
import { QueryState, useData } from '@core/data';
import { ParkPermission } from '@manifests/park';
import { Button, Card, DatePicker, Skeleton } from 'antd';
import dayjs from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { floorPlanQuery } from '../api/park-queries';
import type { PlanFilters } from '../components/floor-plan/floor-plan-model';
import { FloorPlanView } from '../components/floor-plan/floor-plan-view';
import { RoomBlockSection } from '../components/floor-plan/room-block-section';
import { floorPlanPresetsOf } from './floor-plan-params';
import { BUILDING_LIST_PATH, buildingModifyPath } from './park-paths';

/**
 * 楼宇平面图 (/childsPage/buildingFloorPlan?uniqueId=): a building's rooms floor by floor on a day
 * (today, or the one picked), in a tab of its own per address (its manifest's `tabPerQuery`). The
 * address may preset the filters and the day: `state`, `use`, `date` (floor-plan-params.ts).
 */
const FloorPlanPage = observer(function FloorPlanPage() {
  const [params] = useSearchParams();
  const uniqueId = params.get('uniqueId') ?? '';
  if (!uniqueId) return <PageState title="未指定楼宇" description="请从楼宇管理选择一栋楼宇" />;
  return <FloorPlanLoaded uniqueId={uniqueId} params={params} />;
});

const FloorPlanLoaded = observer(function FloorPlanLoaded({
  uniqueId,
  params,
}: {
  uniqueId: string;
  params: URLSearchParams;
}) {
  const navigate = useNavigate();
  const canModify = usePermission(ParkPermission.buildingModify);
  // Taken from the address once: the member's choices then stay the page's.
  const [presets] = useState(() => floorPlanPresetsOf(params));
  const [filters, setFilters] = useState<PlanFilters>({ state: presets.state, use: presets.use });
  const [on, setOn] = useState(presets.date);
  const plan = useData(
    floorPlanQuery,
    on ? { buildingUniqueId: uniqueId, on } : { buildingUniqueId: uniqueId },
  );
  const building = plan.data?.building;
  useTabTitle(building && subjectTitle('楼宇平面图', building.name));
  const shownDay = on ?? plan.data?.on;
  return (
    <div style={{ padding: 24 }}>
      <Card
        title={building ? `${building.name}（${building.code}）平面图` : '楼宇平面图'}
        extra={
          <span className="park-plan-day">
            <DatePicker
              aria-label="房态日期"
              allowClear={false}
              value={shownDay ? dayjs(shownDay) : null}
              onChange={(day) => day && setOn(day.format(DATE_FORMAT))}
            />
            <span className="park-plan-day__label">{shownDay && `${shownDay} 房态`}</span>
            {canModify && (
              <Button type="link" onClick={() => navigate(buildingModifyPath(uniqueId))}>
                编辑楼宇
              </Button>
            )}
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
          {(loaded) => (
            <FloorPlanView
              plan={loaded}
              filters={filters}
              onFilters={setFilters}
              cardActions={(room) => <RoomBlockSection key={room.uniqueId} room={room} day={loaded.on} />}
            />
          )}
        </QueryState>
      </Card>
    </div>
  );
});

export default FloorPlanPage;
