import { Alert, Button, Col, Flex, Form, Input, InputNumber, Popconfirm, Row } from 'antd';
import { useState } from 'react';
import type { OwnerInfo } from '../../api/owner-api';
import { LogoUpload } from './logo-upload';
import {
  AREA_MAX,
  maxLengths,
  type ParkProfileValues,
  parkProfileRules,
  valuesOf,
} from './park-profile-rules';

interface ParkProfileFormProps {
  info: OwnerInfo;
  saving: boolean;
  /** The server's reason for refusing the last save, shown above the fields. */
  refusal: string | undefined;
  onSubmit: (values: ParkProfileValues) => void;
  onCancel: () => void;
  /** Sends a logo image and answers its url. */
  uploadLogo: (file: File) => Promise<string>;
  /** Called on every edit (the page clears a shown refusal). */
  onEdit: () => void;
}

/**
 * 园区详情's edit form. Whatever was typed stays while saving and after a refusal; leaving with
 * changes asks first.
 */
export function ParkProfileForm({
  info,
  saving,
  refusal,
  onSubmit,
  onCancel,
  uploadLogo,
  onEdit,
}: ParkProfileFormProps) {
  const [form] = Form.useForm<ParkProfileValues>();
  const [dirty, setDirty] = useState(false);

  return (
    <Form<ParkProfileValues>
      form={form}
      layout="vertical"
      initialValues={valuesOf(info)}
      onFinish={onSubmit}
      onValuesChange={() => {
        setDirty(true);
        onEdit();
      }}
      style={{ maxWidth: 800 }}
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} />}
      <Form.Item label="园区标志" name="logoUrl">
        <LogoUpload upload={uploadLogo} placeholder={info.name.slice(0, 1)} />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="园区名称" name="name" rules={parkProfileRules.name}>
            <Input placeholder="例如：星河科技园" maxLength={maxLengths.name} showCount />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="园区简称" name="shortName" rules={parkProfileRules.shortName}>
            <Input placeholder="例如：星河" maxLength={maxLengths.shortName} showCount />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="园区地址" name="address" rules={parkProfileRules.address}>
        <Input placeholder="省市区、街道与门牌号" maxLength={maxLengths.address} showCount />
      </Form.Item>
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item label="园区面积" name="area" rules={parkProfileRules.area}>
            <InputNumber<number>
              min={0}
              max={AREA_MAX}
              step={100}
              suffix="平方米"
              placeholder="例如：125000"
              style={{ width: '100%' }}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="联系人" name="contactName" rules={parkProfileRules.contactName}>
            <Input placeholder="园区联系人姓名" maxLength={maxLengths.contactName} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item label="联系电话" name="contactPhone" rules={parkProfileRules.contactPhone}>
            <Input placeholder="手机号或座机，如 0755-86001234" maxLength={20} inputMode="tel" />
          </Form.Item>
        </Col>
      </Row>
      <Form.Item label="园区简介" name="introduction" rules={parkProfileRules.introduction}>
        <Input.TextArea
          placeholder="园区的定位、产业与配套等，可分段书写"
          rows={6}
          maxLength={maxLengths.introduction}
          showCount
        />
      </Form.Item>
      <Flex gap={8}>
        <Button type="primary" htmlType="submit" loading={saving}>
          保存
        </Button>
        <Popconfirm
          title="放弃未保存的修改？"
          okText="放弃修改"
          cancelText="继续编辑"
          disabled={!dirty}
          onConfirm={onCancel}
        >
          <Button disabled={saving} onClick={dirty ? undefined : onCancel}>
            取消
          </Button>
        </Popconfirm>
      </Flex>
    </Form>
  );
}
