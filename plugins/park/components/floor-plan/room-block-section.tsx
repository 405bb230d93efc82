import { DATE_FORMAT, Notifier, usePermission, useService } from '@core';
import { fieldOf, useChange } from '@core/data';
import type { FloorPlanRoom } from '@manifests/contracts/park';
import { type BlockKind, ROOM_STATE_LABELS } from '@manifests/contracts/park-constants';
import { ParkPermission } from '@manifests/park';
import { Alert, Button, DatePicker, Form, Input, Radio } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { ParkApi } from '../../api/park-api';
import { ParkTag } from '../../api/park-queries';

interface BlockValues {
  kind: BlockKind;
  period: [Dayjs, Dayjs];
  note?: string;
}

const KIND_LABELS: Record<BlockKind, string> = { self_use: '自用', renovation: '装修中' };
const periodFields = new Set(['period', 'from', 'to']);

/**
 * The room card's 自用/装修 (PARK_ROOM_BLOCK): a vacant room blocked for the park's own use or its
 * renovation over days (both included), or a block released (解除占用), each confirmed first. A
 * refusal (another occupancy over those days, named with its dates) shows on the days; the plan
 * reloads after.
 */
export function RoomBlockSection({ room, day }: { room: FloorPlanRoom; day: string }) {
  const may = usePermission(ParkPermission.roomBlock);
  if (!may) return null;
  const blocked = (room.state === 'self_use' || room.state === 'renovation') && room.occupancyUniqueId;
  if (blocked) return <UnblockButton room={room} occupancyUniqueId={room.occupancyUniqueId!} />;
  if (room.state !== 'vacant') return null;
  return <BlockForm room={room} day={day} />;
}

function BlockForm({ room, day }: { room: FloorPlanRoom; day: string }) {
  const api = useService(ParkApi);
  const notifier = useService(Notifier);
  const [form] = Form.useForm<BlockValues>();
  const block = useChange({
    change: (values: BlockValues) =>
      api.blockRoom({
        roomUniqueId: room.uniqueId,
        kind: values.kind,
        from: values.period[0].format(DATE_FORMAT),
        to: values.period[1].format(DATE_FORMAT),
        ...(values.note?.trim() ? { note: values.note.trim() } : {}),
      }),
    invalidates: [ParkTag.buildings],
    success: (_done, values) => `房间 ${room.number} 已设为${KIND_LABELS[values.kind]}`,
    form,
    fieldOfRefusal: (error) => {
      const field = fieldOf(error);
      return typeof field === 'string' && periodFields.has(field) ? 'period' : field;
    },
    refusal: 'inline',
  });
  const submit = async (values: BlockValues) => {
    const from = values.period[0].format(DATE_FORMAT);
    const to = values.period[1].format(DATE_FORMAT);
    const yes = await notifier.confirm({
      title: `将房间 ${room.number} 设为${KIND_LABELS[values.kind]}？`,
      content: `${from} 至 ${to}，期间不能出租或预定。`,
      okText: '确定',
      cancelText: '取消',
    });
    if (yes) await block.run(values);
  };
  return (
    <section className="park-card-block" aria-label="自用或装修">
      <h4 className="park-card-block__title">设为自用或装修</h4>
      {block.refusal && <Alert type="error" showIcon title={block.refusal} style={{ marginBottom: 12 }} />}
      <Form<BlockValues>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'renovation', period: [dayjs(day), dayjs(day).add(30, 'day')] }}
        onFinish={submit}
      >
        <Form.Item name="kind" label="占用类型">
          <Radio.Group
            optionType="button"
            options={[
              { label: '装修中', value: 'renovation' },
              { label: '自用', value: 'self_use' },
            ]}
          />
        </Form.Item>
        <Form.Item name="period" label="起止日期" rules={[{ required: true, message: '请选择起止日期' }]}>
          <DatePicker.RangePicker style={{ width: '100%' }} allowClear={false} />
        </Form.Item>
        <Form.Item name="note" label="备注" rules={[{ max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={block.busy}>
          确定占用
        </Button>
      </Form>
    </section>
  );
}

function UnblockButton({ room, occupancyUniqueId }: { room: FloorPlanRoom; occupancyUniqueId: string }) {
  const api = useService(ParkApi);
  const notifier = useService(Notifier);
  const unblock = useChange({
    change: () => api.unblockRoom(occupancyUniqueId),
    invalidates: [ParkTag.buildings],
    success: `房间 ${room.number} 已解除${ROOM_STATE_LABELS[room.state]}`,
    refusal: 'inline',
  });
  const ask = async () => {
    const yes = await notifier.confirm({
      title: `解除房间 ${room.number} 的${ROOM_STATE_LABELS[room.state]}？`,
      content: '解除后房间恢复空置，可出租或预定。',
      okText: '解除',
      cancelText: '取消',
      danger: true,
    });
    if (yes) await unblock.run();
  };
  return (
    <section className="park-card-block" aria-label="解除占用">
      {unblock.refusal && (
        <Alert type="error" showIcon title={unblock.refusal} style={{ marginBottom: 12 }} />
      )}
      <Button danger onClick={ask} loading={unblock.busy}>
        解除{ROOM_STATE_LABELS[room.state]}
      </Button>
    </section>
  );
}
