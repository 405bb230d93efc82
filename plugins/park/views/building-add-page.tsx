import { useLeaveView, useService } from '@core';
import { useChange } from '@core/data';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { ParkApi } from '../api/park-api';
import { ParkTag } from '../api/park-queries';
import { BuildingForm } from '../components/building-form/building-form';
import {
  type BuildingFormValues,
  buildingBodyOf,
  emptyBuildingValues,
} from '../components/building-form/building-form-values';
import { BUILDING_LIST_PATH, floorPlanPath } from './park-paths';

/**
 * 新增楼宇 (/childsPage/buildingAdd): the building, its floors and its rooms in bulk, saved together;
 * on success the tab closes and the new building's floor plan opens.
 */
const BuildingAddPage = observer(function BuildingAddPage() {
  const api = useService(ParkApi);
  const leave = useLeaveView();
  const [initialValues] = useState(emptyBuildingValues);
  const add = useChange({
    change: (values: BuildingFormValues) => api.addBuilding(buildingBodyOf(values)),
    invalidates: [ParkTag.buildings],
    success: (saved, values) => `已新增楼宇「${values.name.trim()}」，共 ${saved.roomsAdded} 间房间`,
    onSuccess: (saved) => leave(floorPlanPath(saved.uniqueId)),
  });
  return (
    <div style={{ padding: 24 }}>
      <BuildingForm
        title="新增楼宇"
        initialValues={initialValues}
        preview={(body) => api.previewRooms(body)}
        onSubmit={(values) => add.send(values)}
        onCancel={() => leave(BUILDING_LIST_PATH)}
      />
    </div>
  );
});

export default BuildingAddPage;
