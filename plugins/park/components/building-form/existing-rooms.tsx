import { useService } from '@core';
import { AmountInput } from '@core/crud';
import { useChange } from '@core/data';
import type { BuildingDetail, RoomModifyBody, RoomRow } from '@manifests/contracts/park';
import { ROOM_STATE_LABELS, ROOM_USE_LABELS, ROOM_USES } from '@manifests/contracts/park-constants';
import { Button, Col, Form, Input, Modal, Row, Select, Table } from 'antd';
import { useMemo, useState } from 'react';
import { ParkApi } from '../../api/park-api';
import { ParkTag } from '../../api/park-queries';
import { formatArea, formatRent } from '../../park-format';
import { AreaInput } from './area-input';
import { amountRule, areaRule, required } from './building-form-values';

type RoomValues = Omit<RoomModifyBody, 'uniqueId'>;

/**
 * 编辑楼宇's rooms already there, floor by floor (paged), each edited on its own through 编辑房间
 * (room/modify): its number, areas, use, orientation, decoration and reference rent.
 */
export function ExistingRooms({ detail }: { detail: BuildingDetail }) {
  const rooms = useMemo(() => detail.floors.flatMap((floor) => floor.rooms), [detail.floors]);
  const [editing, setEditing] = useState<RoomRow>();
  return (
    <>
      <h3 className="park-form-section">现有房间（{rooms.length} 间）</h3>
      <Table<RoomRow>
        size="small"
        rowKey="uniqueId"
        dataSource={rooms}
        pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
        scroll={{ x: 720 }}
        style={{ marginBottom: 16 }}
        columns={[
          { title: '楼层', dataIndex: 'floorName', width: 70 },
          { title: '房间号', dataIndex: 'number', width: 80 },
          { title: '建筑面积', dataIndex: 'buildingArea', width: 110, render: formatArea },
          {
            title: '用途',
            dataIndex: 'use',
            width: 70,
            render: (use: RoomRow['use']) => ROOM_USE_LABELS[use],
          },
          { title: '参考租金', dataIndex: 'referenceRent', width: 140, render: formatRent },
          {
            title: '状态',
            dataIndex: 'state',
            width: 80,
            render: (s: RoomRow['state']) => ROOM_STATE_LABELS[s],
          },
          {
            title: '操作',
            key: 'actions',
            width: 70,
            render: (_: unknown, room) => (
              <Button
                type="link"
                size="small"
                aria-label={`编辑房间 ${room.number}`}
                onClick={() => setEditing(room)}
              >
                编辑
              </Button>
            ),
          },
        ]}
      />
      {editing && <RoomEditDialog room={editing} onClose={() => setEditing(undefined)} />}
    </>
  );
}

function RoomEditDialog({ room, onClose }: { room: RoomRow; onClose(): void }) {
  const api = useService(ParkApi);
  const [form] = Form.useForm<RoomValues>();
  const save = useChange({
    change: (values: RoomValues) =>
      api.modifyRoom({
        uniqueId: room.uniqueId,
        ...values,
        number: values.number.trim(),
        orientation: (values.orientation ?? '').trim(),
        decoration: (values.decoration ?? '').trim(),
      }),
    invalidates: [ParkTag.buildings],
    success: (_saved, values) => `已保存房间 ${values.number.trim()}`,
    form,
    refusal: 'inline',
    onSuccess: onClose,
  });
  return (
    <Modal
      open
      title={`编辑房间 ${room.number}`}
      okText="保存"
      cancelText="取消"
      confirmLoading={save.busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      {save.refusal && <div className="ant-form-item-explain-error">{save.refusal}</div>}
      <Form<RoomValues>
        form={form}
        layout="vertical"
        initialValues={{
          number: room.number,
          buildingArea: room.buildingArea,
          usableArea: room.usableArea,
          use: room.use,
          orientation: room.orientation,
          decoration: room.decoration,
          referenceRent: room.referenceRent,
        }}
        onFinish={save.run}
      >
        <Row gutter={12}>
          <Col span={12}>
            <Form.Item
              name="number"
              label="房间号"
              rules={[
                required('房间号'),
                { pattern: /^[A-Za-z0-9-]{1,16}$/, message: '房间号为 1–16 位字母、数字或短横线' },
              ]}
            >
              <Input maxLength={16} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="use" label="房间用途" rules={[required('房间用途')]}>
              <Select options={ROOM_USES.map((use) => ({ label: ROOM_USE_LABELS[use], value: use }))} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="buildingArea" label="建筑面积" required rules={[areaRule('建筑面积', true)]}>
              <AreaInput />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="usableArea" label="使用面积" required rules={[areaRule('使用面积')]}>
              <AreaInput />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="orientation" label="朝向" rules={[{ max: 20 }]}>
              <Input maxLength={20} />
            </Form.Item>
          </Col>
          <Col span={12}>
            <Form.Item name="decoration" label="装修情况" rules={[{ max: 50 }]}>
              <Input maxLength={50} />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="referenceRent"
              label="参考租金（元/m²/月）"
              required
              rules={[amountRule('参考租金')]}
            >
              <AmountInput />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
}
