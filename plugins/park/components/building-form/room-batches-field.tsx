import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { AmountInput } from '@core/crud';
import {
  FLOORS_ABOVE_MAX,
  FLOORS_BELOW_MAX,
  ROOM_USE_LABELS,
  ROOM_USES,
} from '@manifests/contracts/park-constants';
import { Button, Card, Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { AreaInput } from './area-input';
import { amountRule, areaRule, newBatchValues, required, roomNumberRule } from './building-form-values';

const floorInput = (label: string) => (
  <InputNumber
    aria-label={label}
    min={-FLOORS_BELOW_MAX}
    max={FLOORS_ABOVE_MAX}
    precision={0}
    style={{ width: '100%' }}
  />
);

/**
 * 批量添加房间: groups of floors from–to × room numbers from–to (2–20 × 01–12 makes 201 … 2012), each
 * with the area, use, orientation, decoration and reference rent of its rooms. A refusal of the server
 * shows on the group's field it names, or under the groups (the cap of 5 000 rooms).
 */
export function RoomBatchesField() {
  return (
    <Form.List name="roomBatches">
      {(fields, { add, remove }, { errors }) => (
        <div className="park-batches">
          {fields.map((field, index) => (
            <Card
              key={field.key}
              size="small"
              className="park-batch"
              title={`第 ${index + 1} 组`}
              extra={
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={`删除第 ${index + 1} 组`}
                  onClick={() => remove(field.name)}
                />
              }
            >
              <Row gutter={12}>
                <Col xs={12} md={6}>
                  <Form.Item name={[field.name, 'floorFrom']} label="起始楼层" rules={[required('起始楼层')]}>
                    {floorInput('起始楼层')}
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item name={[field.name, 'floorTo']} label="结束楼层" rules={[required('结束楼层')]}>
                    {floorInput('结束楼层')}
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item
                    name={[field.name, 'numberFrom']}
                    label="起始房号"
                    required
                    rules={[roomNumberRule('起始房号')]}
                  >
                    <Input inputMode="numeric" maxLength={3} placeholder="01" />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item
                    name={[field.name, 'numberTo']}
                    label="结束房号"
                    required
                    rules={[roomNumberRule('结束房号')]}
                  >
                    <Input inputMode="numeric" maxLength={3} placeholder="12" />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item
                    name={[field.name, 'buildingArea']}
                    label="每间建筑面积"
                    required
                    rules={[areaRule('每间建筑面积', true)]}
                  >
                    <AreaInput />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item
                    name={[field.name, 'usableArea']}
                    label="每间使用面积"
                    required
                    rules={[areaRule('每间使用面积')]}
                  >
                    <AreaInput />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item name={[field.name, 'use']} label="房间用途" rules={[required('房间用途')]}>
                    <Select options={ROOM_USES.map((use) => ({ label: ROOM_USE_LABELS[use], value: use }))} />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item
                    name={[field.name, 'referenceRent']}
                    label="参考租金（元/m²/月）"
                    required
                    rules={[amountRule('参考租金')]}
                  >
                    <AmountInput />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item name={[field.name, 'orientation']} label="朝向" rules={[{ max: 20 }]}>
                    <Input maxLength={20} placeholder="如：南" />
                  </Form.Item>
                </Col>
                <Col xs={12} md={6}>
                  <Form.Item name={[field.name, 'decoration']} label="装修情况" rules={[{ max: 50 }]}>
                    <Input maxLength={50} placeholder="如：精装" />
                  </Form.Item>
                </Col>
              </Row>
            </Card>
          ))}
          <Form.ErrorList errors={errors} />
          <Button type="dashed" icon={<PlusOutlined />} onClick={() => add(newBatchValues())}>
            添加一组房间
          </Button>
        </div>
      )}
    </Form.List>
  );
}
