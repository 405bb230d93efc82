import { useChange } from '@core/data';
import type { PreviewRoom, RoomPreview, RoomPreviewBody } from '@manifests/contracts/park';
import { floorNameOf } from '@manifests/contracts/park-constants';
import { Alert, Button, Form, type FormInstance, Space } from 'antd';
import { useState } from 'react';
import { formatArea } from '../../park-format';
import { type BuildingFormValues, previewBodyOf, previewSignature } from './building-form-values';

/** The most room numbers drawn one by one; past it each floor shows its first and last. */
const NUMBERS_SHOWN_MAX = 1000;

/** The preview's rooms by floor, from the top down (as the plan draws them). */
export function previewFloors(rooms: readonly PreviewRoom[]): { level: number; numbers: string[] }[] {
  const byLevel = new Map<number, string[]>();
  for (const room of rooms) {
    const numbers = byLevel.get(room.floorLevel) ?? [];
    numbers.push(room.number);
    byLevel.set(room.floorLevel, numbers);
  }
  return [...byLevel.entries()].sort(([a], [b]) => b - a).map(([level, numbers]) => ({ level, numbers }));
}

/**
 * 预览: asks the server what the groups would add (checked as saving checks them, nothing written)
 * and draws it as floors × rooms with the count and the areas. A refusal shows on the field it names
 * (or here); what was typed stays. Values changed since say the preview is out of date.
 */
export function RoomPreviewSection({
  form,
  preview,
  buildingUniqueId,
}: {
  form: FormInstance<BuildingFormValues>;
  preview(body: RoomPreviewBody): Promise<RoomPreview>;
  buildingUniqueId?: string;
}) {
  const [shown, setShown] = useState<{ signature: string; preview: RoomPreview }>();
  const values = Form.useWatch([], form) as BuildingFormValues | undefined;
  const run = useChange({
    change: (body: RoomPreviewBody) => preview(body),
    form,
    refusal: 'inline',
    onSuccess: (answer, body) => setShown({ signature: previewSignature(body), preview: answer }),
  });
  const ask = async () => {
    try {
      await form.validateFields(['floorsAbove', 'floorsBelow', 'roomBatches'], { recursive: true });
    } catch {
      return;
    }
    setShown(undefined);
    await run.run(previewBodyOf(form.getFieldsValue(true), buildingUniqueId));
  };
  const stale =
    shown && values && previewSignature(previewBodyOf(values, buildingUniqueId)) !== shown.signature;

  return (
    <section className="park-preview" aria-label="房间预览">
      <Space wrap>
        <Button onClick={ask} loading={run.busy}>
          预览
        </Button>
        {shown && (
          <span className="park-preview__summary" role="status">
            共 {shown.preview.count} 间，{floorsOf(shown.preview)} 层；建筑面积{' '}
            {formatArea(shown.preview.buildingArea)}，使用面积 {formatArea(shown.preview.usableArea)}
          </span>
        )}
      </Space>
      {run.refusal && <Alert type="error" showIcon title={run.refusal} style={{ marginTop: 12 }} />}
      {stale && <Alert type="warning" showIcon title="房间已修改，请重新预览" style={{ marginTop: 12 }} />}
      {shown && shown.preview.count > 0 && <PreviewGrid preview={shown.preview} />}
    </section>
  );
}

const floorsOf = (preview: RoomPreview) => new Set(preview.rooms.map((room) => room.floorLevel)).size;

function PreviewGrid({ preview }: { preview: RoomPreview }) {
  const each = preview.count <= NUMBERS_SHOWN_MAX;
  return (
    <table className="park-preview__grid" aria-label="预览的楼层与房间">
      <tbody>
        {previewFloors(preview.rooms).map(({ level, numbers }) => (
          <tr key={level}>
            <th scope="row">{floorNameOf(level)}</th>
            <td className="park-preview__count">{numbers.length} 间</td>
            <td>
              {each ? (
                <span className="park-preview__numbers">
                  {numbers.map((number) => (
                    <span key={number} className="park-preview__room">
                      {number}
                    </span>
                  ))}
                </span>
              ) : (
                `${numbers[0]} – ${numbers[numbers.length - 1]}`
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
