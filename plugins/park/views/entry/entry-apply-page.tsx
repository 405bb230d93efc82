import { newRequestId, useService } from '@core';
import { dateOf, FormPage } from '@core/crud';
import { useInvalidate } from '@core/data';
import { creditCodeProblem, normalizeCreditCode } from '@manifests/contracts/credit-code';
import {
  COMPANY_INDUSTRIES,
  COMPANY_INDUSTRY_LABELS,
  COMPANY_SIZE_LABELS,
  COMPANY_SIZES,
  type CompanyIndustry,
  type CompanySize,
  ROOM_USE_LABELS,
  ROOM_USES,
  type RoomUse,
} from '@manifests/contracts/park-constants';
import { ParkEntryPaths } from '@manifests/park';
import { withQuery } from '@manifests/resource-codes';
import { Col, DatePicker, Form, Input, InputNumber, Row, Select, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { EntryApi } from '../../api/entry-api';
import { EntryTag } from '../../api/entry-queries';

/** The form's values: the area in m² as typed, the contact flat, the date as the picker holds it. */
interface EntryForm {
  companyName: string;
  creditCode: string;
  legalRepresentative: string;
  industry: CompanyIndustry;
  size: CompanySize;
  contacts: { name: string; telephone: string; role?: string }[];
  area: number;
  use: RoomUse;
  moveInDate: Dayjs;
  note?: string;
}

const options = <T extends string>(values: readonly T[], labels: Record<T, string>) =>
  values.map((value) => ({ value, label: labels[value] }));

const required = (message: string) => [{ required: true, whitespace: true, message }];

/**
 * 提交入驻申请: the company's profile, the area and use it needs and the move-in date — the fields the
 * park reads, locked on the type's template — sent with the approval it starts. The credit code is
 * checked by its check character as it is typed; a refusal of the server shows on its field, what was
 * typed kept. Submitted, the application's page opens.
 */
const EntryApplyPage = observer(function EntryApplyPage() {
  const api = useService(EntryApi);
  const navigate = useNavigate();
  const invalidate = useInvalidate();
  // One submit intent per visit of the form: a retried submit is the same request.
  const [requestId] = useState(newRequestId);
  return (
    <div style={{ padding: 24 }}>
      <FormPage<EntryForm>
        title="提交入驻申请"
        width={760}
        submitText="提交申请"
        initialValues={{ contacts: [{ name: '', telephone: '', role: '' }], use: 'office' }}
        onCancel={() => navigate(ParkEntryPaths.list)}
        onSubmit={async (values) => {
          const submitted = await api.submit({
            requestId,
            companyName: values.companyName.trim(),
            creditCode: values.creditCode,
            legalRepresentative: values.legalRepresentative.trim(),
            industry: values.industry,
            size: values.size,
            contacts: values.contacts.map((contact, index) => ({
              name: contact.name.trim(),
              telephone: contact.telephone.trim(),
              role: contact.role?.trim() ?? '',
              primary: index === 0,
            })),
            area: Math.round(values.area * 100),
            use: values.use,
            moveInDate: dateOf(values.moveInDate) ?? '',
            note: values.note?.trim() ?? '',
            attachments: [],
          });
          await invalidate(EntryTag.entries);
          navigate(withQuery(ParkEntryPaths.detail, { uniqueId: submitted.uniqueId }));
        }}
      >
        <Typography.Paragraph type="secondary">
          提交后进入审批，审批通过即登记为入驻企业。
        </Typography.Paragraph>
        <Typography.Title level={5}>企业信息</Typography.Title>
        <Form.Item label="企业名称" name="companyName" rules={required('请输入企业名称')}>
          <Input maxLength={100} />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              label="统一社会信用代码"
              name="creditCode"
              rules={[
                { required: true, message: '请输入统一社会信用代码' },
                {
                  validator: async (_, value: string | undefined) => {
                    const problem = value ? creditCodeProblem(normalizeCreditCode(value)) : undefined;
                    if (problem) throw new Error(problem);
                  },
                },
              ]}
            >
              <Input maxLength={40} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="法定代表人" name="legalRepresentative" rules={required('请输入法定代表人')}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="所属行业"
              name="industry"
              rules={[{ required: true, message: '请选择所属行业' }]}
            >
              <Select placeholder="请选择" options={options(COMPANY_INDUSTRIES, COMPANY_INDUSTRY_LABELS)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="企业规模" name="size" rules={[{ required: true, message: '请选择企业规模' }]}>
              <Select placeholder="请选择" options={options(COMPANY_SIZES, COMPANY_SIZE_LABELS)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item label="联系人" name={['contacts', 0, 'name']} rules={required('请输入联系人')}>
              <Input maxLength={30} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              label="联系电话"
              name={['contacts', 0, 'telephone']}
              rules={[
                ...required('请输入联系电话'),
                {
                  pattern: /^(1[3-9][0-9]{9}|0[0-9]{2,3}-[0-9]{7,8}(-[0-9]{1,6})?)$/,
                  message: '请输入手机号或带区号的固定电话',
                },
              ]}
            >
              <Input maxLength={20} />
            </Form.Item>
          </Col>
        </Row>
        <Typography.Title level={5}>入驻需求</Typography.Title>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item
              label="需求面积（m²）"
              name="area"
              rules={[
                { required: true, message: '请输入需求面积' },
                { type: 'number', min: 0.01, message: '需求面积须大于 0' },
              ]}
            >
              <InputNumber style={{ width: '100%' }} precision={2} max={100_000} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item label="用途" name="use" rules={[{ required: true, message: '请选择用途' }]}>
              <Select options={options(ROOM_USES, ROOM_USE_LABELS)} />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              label="预计入驻日期"
              name="moveInDate"
              rules={[{ required: true, message: '请选择预计入驻日期' }]}
            >
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item label="申请说明" name="note">
          <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3 }} />
        </Form.Item>
      </FormPage>
    </div>
  );
});

export default EntryApplyPage;
