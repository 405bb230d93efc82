import {
  BUILDING_STATE_LABELS,
  BUILDING_STATES,
  BUILDING_USE_LABELS,
  BUILDING_USES,
  FLOORS_ABOVE_MAX,
  FLOORS_BELOW_MAX,
} from '@manifests/contracts/park-constants';
import { Col, Form, Input, InputNumber, Row, Select } from 'antd';
import { AreaInput } from './area-input';
import { areaRule, required } from './building-form-values';

const half = { xs: 24, md: 12 } as const;

/**
 * The building's own fields. The floor counts bound the rooms' floors; in 编辑楼宇 they may only grow
 * (`minFloors`: a floor is never removed, the server refuses fewer).
 */
export function BuildingFields({ minFloors }: { minFloors?: { above: number; below: number } }) {
  return (
    <Row gutter={16}>
      <Col {...half}>
        <Form.Item name="name" label="楼宇名称" rules={[required('楼宇名称'), { max: 50 }]}>
          <Input maxLength={50} placeholder="如：星河一号楼" />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item
          name="code"
          label="楼宇编号"
          rules={[
            required('楼宇编号'),
            { pattern: /^[A-Za-z0-9-]{1,20}$/, message: '楼宇编号为 1–20 位字母、数字或短横线' },
          ]}
        >
          <Input maxLength={20} placeholder="字母、数字或短横线" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Form.Item name="address" label="楼宇地址" rules={[{ max: 200 }]}>
          <Input maxLength={200} />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="floorsAbove" label="地上层数" rules={[required('地上层数')]}>
          <InputNumber
            min={minFloors?.above ?? 1}
            max={FLOORS_ABOVE_MAX}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="floorsBelow" label="地下层数" rules={[required('地下层数')]}>
          <InputNumber
            min={minFloors?.below ?? 0}
            max={FLOORS_BELOW_MAX}
            precision={0}
            style={{ width: '100%' }}
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="grossArea" label="建筑面积" required rules={[areaRule('建筑面积')]}>
          <AreaInput />
        </Form.Item>
      </Col>
      <Col xs={12} md={6}>
        <Form.Item name="usableArea" label="使用面积" required rules={[areaRule('使用面积')]}>
          <AreaInput />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="use" label="楼宇用途" rules={[required('楼宇用途')]}>
          <Select options={BUILDING_USES.map((use) => ({ label: BUILDING_USE_LABELS[use], value: use }))} />
        </Form.Item>
      </Col>
      <Col {...half}>
        <Form.Item name="state" label="楼宇状态" rules={[required('楼宇状态')]}>
          <Select
            options={BUILDING_STATES.map((state) => ({ label: BUILDING_STATE_LABELS[state], value: state }))}
          />
        </Form.Item>
      </Col>
      {/* Photos are kept as they are: the console has no image upload of its own yet. */}
      <Form.Item name="photos" hidden>
        <Input />
      </Form.Item>
    </Row>
  );
}
