import { subjectTitle, useLeaveView, useService, useTabTitle } from '@core';
import { PageState } from '@core/components';
import { QueryState, useChange, useData } from '@core/data';
import { Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ParkApi } from '../api/park-api';
import { buildingDetailQuery, ParkTag } from '../api/park-queries';
import { BuildingForm } from '../components/building-form/building-form';
import {
  type BuildingFormValues,
  buildingBodyOf,
  buildingValuesOf,
} from '../components/building-form/building-form-values';
import { ExistingRooms } from '../components/building-form/existing-rooms';
import { BUILDING_LIST_PATH, floorPlanPath } from './park-paths';

/**
 * 编辑楼宇 (/childsPage/buildingModify?uniqueId=): one tab per building; its fields, more floors, its
 * rooms edited one by one (编辑房间) and more rooms in bulk; on success its floor plan opens.
 */
const BuildingModifyPage = observer(function BuildingModifyPage() {
  const uniqueId = useSearchParams()[0].get('uniqueId') ?? '';
  if (!uniqueId) return <PageState title="未指定楼宇" description="请从楼宇管理选择一栋楼宇" />;
  return <BuildingModifyLoaded uniqueId={uniqueId} />;
});

const BuildingModifyLoaded = observer(function BuildingModifyLoaded({ uniqueId }: { uniqueId: string }) {
  const api = useService(ParkApi);
  const leave = useLeaveView();
  const detail = useData(buildingDetailQuery, uniqueId);
  useTabTitle(detail.data && subjectTitle('编辑楼宇', detail.data.name));
  const save = useChange({
    change: (values: BuildingFormValues) => {
      const { roomBatches, ...building } = buildingBodyOf(values);
      return api.modifyBuilding({ uniqueId, ...building, roomBatches });
    },
    invalidates: [ParkTag.buildings],
    success: (saved, values) =>
      saved.roomsAdded > 0
        ? `已保存楼宇「${values.name.trim()}」，新增 ${saved.roomsAdded} 间房间`
        : `已保存楼宇「${values.name.trim()}」`,
    onSuccess: () => leave(floorPlanPath(uniqueId)),
  });
  return (
    <div style={{ padding: 24 }}>
      <QueryState
        query={detail}
        errorTitle="楼宇信息加载失败"
        loading={<Skeleton active paragraph={{ rows: 10 }} />}
      >
        {(loaded) => (
          <ModifyForm
            key={loaded.uniqueId}
            detail={loaded}
            onSubmit={(values) => save.send(values)}
            onCancel={() => leave(BUILDING_LIST_PATH)}
          />
        )}
      </QueryState>
    </div>
  );
});

/** The form takes the record's values once: a reload after a room's edit keeps what is being typed. */
function ModifyForm({
  detail,
  onSubmit,
  onCancel,
}: {
  detail: Parameters<typeof buildingValuesOf>[0];
  onSubmit(values: BuildingFormValues): Promise<unknown>;
  onCancel(): void;
}) {
  const api = useService(ParkApi);
  // biome-ignore lint/correctness/useExhaustiveDependencies: taken once per building (the form keeps what is typed)
  const initialValues = useMemo(() => buildingValuesOf(detail), [detail.uniqueId]);
  return (
    <BuildingForm
      title={`编辑楼宇：${detail.name}`}
      initialValues={initialValues}
      minFloors={{ above: initialValues.floorsAbove ?? 1, below: initialValues.floorsBelow ?? 0 }}
      buildingUniqueId={detail.uniqueId}
      existingRooms={<ExistingRooms detail={detail} />}
      preview={(body) => api.previewRooms(body)}
      onSubmit={onSubmit}
      onCancel={onCancel}
    />
  );
}

export default BuildingModifyPage;
