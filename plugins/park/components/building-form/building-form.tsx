import { FormPage } from '@core/crud';
import type { RoomPreview, RoomPreviewBody } from '@manifests/contracts/park';
import { Form } from 'antd';
import type { ReactNode } from 'react';
import './building-form.css';
import { BuildingFields } from './building-fields';
import type { BuildingFormValues } from './building-form-values';
import { RoomBatchesField } from './room-batches-field';
import { RoomPreviewSection } from './room-preview';

/**
 * 新增楼宇 / 编辑楼宇's form on the kit's FormPage: the building's fields, its rooms already there
 * (编辑楼宇), the groups of rooms to add and their preview; saved together or not at all. A refusal
 * shows on the field it names, what was typed stays, and leaving with changes unsaved asks first.
 */
export function BuildingForm({
  title,
  initialValues,
  minFloors,
  buildingUniqueId,
  existingRooms,
  preview,
  onSubmit,
  onCancel,
}: {
  title: string;
  initialValues: Partial<BuildingFormValues>;
  minFloors?: { above: number; below: number };
  buildingUniqueId?: string;
  existingRooms?: ReactNode;
  preview(body: RoomPreviewBody): Promise<RoomPreview>;
  onSubmit(values: BuildingFormValues): Promise<unknown>;
  onCancel(): void;
}) {
  const [form] = Form.useForm<BuildingFormValues>();
  return (
    <FormPage<BuildingFormValues>
      title={title}
      form={form}
      width={960}
      initialValues={initialValues}
      submitText="保存"
      onSubmit={(values) => onSubmit({ ...form.getFieldsValue(true), ...values })}
      onCancel={onCancel}
    >
      <h3 className="park-form-section">楼宇信息</h3>
      <BuildingFields minFloors={minFloors} />
      {existingRooms}
      <h3 className="park-form-section">{buildingUniqueId ? '批量新增房间' : '批量添加房间'}</h3>
      <RoomBatchesField />
      <RoomPreviewSection form={form} preview={preview} buildingUniqueId={buildingUniqueId} />
    </FormPage>
  );
}
