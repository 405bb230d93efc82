import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { subjectTitle, useLeaveView, usePermission, useService, useTabTitle } from '@core';
import { PageState } from '@core/components';
import { AttachmentInput, FormPage } from '@core/crud';
import { QueryState, useChange, useData } from '@core/data';
import type { CompanyDetail } from '@manifests/contracts/park';
import {
  COMPANY_CONTACTS_MAX,
  COMPANY_INDUSTRIES,
  COMPANY_INDUSTRY_LABELS,
  COMPANY_QUALIFICATIONS_MAX,
  COMPANY_SIZE_LABELS,
  COMPANY_SIZES,
  COMPANY_STATE_LABELS,
  COMPANY_STATES,
  QUALIFICATION_ATTACHMENTS_MAX,
} from '@manifests/contracts/park-constants';
import { ParkPermission } from '@manifests/park';
import { Button, Card, Divider, Flex, Form, Input, Radio, Select, Skeleton } from 'antd';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { CompanyApi } from '../../api/company-api';
import { CompanyTag, companyDetailQuery } from '../../api/company-queries';
import {
  type CompanyFormValues,
  companyBodyOf,
  companyFormValuesOf,
  companyRules,
  emptyCompanyFormValues,
} from './company-form-values';
import { COMPANY_LIST_PATH, corpDetailPath } from './company-paths';

const industryOptions = COMPANY_INDUSTRIES.map((value) => ({ value, label: COMPANY_INDUSTRY_LABELS[value] }));
const sizeOptions = COMPANY_SIZES.map((value) => ({ value, label: COMPANY_SIZE_LABELS[value] }));

/**
 * 录入企业 (/childsPage/entryCorp) and, with `?uniqueId=`, 编辑企业 — the same form filled in, one tab
 * per company: name, 统一社会信用代码 (checked by its check digit as it is typed, by the server
 * again), 法定代表人, contacts (added and removed; the first is the primary one), industry, size and
 * qualifications with their attachments; editing, the state too (已迁出 is refused while the company
 * holds rooms). A refusal shows on its field and what was typed stays. Saved, the company's page opens.
 */
const CompanyFormPage = observer(function CompanyFormPage() {
  const uniqueId = useSearchParams()[0].get('uniqueId') ?? '';
  const mayModify = usePermission(ParkPermission.companyModify);
  if (!uniqueId) return <CompanyForm />;
  if (!mayModify) return <PageState title="无权编辑企业" description="请联系企业管理员开通「编辑企业」" />;
  return <CompanyModify uniqueId={uniqueId} />;
});

const CompanyModify = observer(function CompanyModify({ uniqueId }: { uniqueId: string }) {
  const company = useData(companyDetailQuery, uniqueId);
  useTabTitle(company.data && subjectTitle('编辑企业', company.data.name));
  return (
    <QueryState
      query={company}
      errorTitle="企业信息加载失败"
      loading={
        <Card style={{ margin: 24 }}>
          <Skeleton active paragraph={{ rows: 8 }} />
        </Card>
      }
    >
      {(loaded) => <CompanyForm company={loaded} />}
    </QueryState>
  );
});

function CompanyForm({ company }: { company?: CompanyDetail }) {
  const api = useService(CompanyApi);
  const leave = useLeaveView();
  const save = useChange({
    change: (values: CompanyFormValues) => {
      const body = companyBodyOf(values);
      return company
        ? api.modify({ ...body, uniqueId: company.uniqueId, state: values.state ?? company.state })
        : api.add(body);
    },
    invalidates: [CompanyTag.companies],
    success: (_saved, values) =>
      company ? `已保存「${values.name.trim()}」` : `已录入企业「${values.name.trim()}」`,
    onSuccess: (saved) => leave(corpDetailPath(saved.uniqueId)),
  });

  return (
    <div style={{ padding: 24 }}>
      <FormPage<CompanyFormValues>
        title={company ? '编辑企业' : '录入企业'}
        initialValues={company ? companyFormValuesOf(company) : emptyCompanyFormValues()}
        onSubmit={(values) => save.send(values)}
        submitText="保存"
        onCancel={() => leave(company ? corpDetailPath(company.uniqueId) : COMPANY_LIST_PATH)}
        refusalFallback="保存失败，请稍后再试"
        width={760}
      >
        <Form.Item label="企业名称" name="name" rules={companyRules.name}>
          <Input placeholder="与营业执照一致" maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item
          label="统一社会信用代码"
          name="creditCode"
          rules={companyRules.creditCode}
          validateDebounce={300}
          extra="18 位，录入时即核对校验位"
        >
          <Input placeholder="18 位数字或大写字母" maxLength={40} autoComplete="off" />
        </Form.Item>
        <Form.Item label="法定代表人" name="legalRepresentative" rules={companyRules.legalRepresentative}>
          <Input placeholder="请输入法定代表人" maxLength={30} autoComplete="off" />
        </Form.Item>
        <Flex gap={16} wrap>
          <Form.Item
            label="所属行业"
            name="industry"
            rules={companyRules.industry}
            style={{ flex: 1, minWidth: 200 }}
          >
            <Select placeholder="请选择所属行业" options={industryOptions} />
          </Form.Item>
          <Form.Item
            label="企业规模"
            name="size"
            rules={companyRules.size}
            style={{ flex: 1, minWidth: 200 }}
          >
            <Select placeholder="请选择企业规模" options={sizeOptions} />
          </Form.Item>
        </Flex>
        {company && (
          <Form.Item label="企业状态" name="state" extra="仍租用或预定房间的企业不能设为已迁出">
            <Radio.Group
              options={COMPANY_STATES.map((value) => ({ value, label: COMPANY_STATE_LABELS[value] }))}
            />
          </Form.Item>
        )}
        <ContactsField />
        <QualificationsField upload={(file) => api.upload(file)} />
      </FormPage>
    </div>
  );
}

/** 联系人: one row each (name, telephone, role), at least one; the first is the primary contact. */
function ContactsField() {
  return (
    <>
      <Divider titlePlacement="start">联系人</Divider>
      <Form.List name="contacts">
        {(rows, { add, remove }, { errors }) => (
          <>
            {rows.map((row, index) => (
              <Flex key={row.key} gap={8} align="start" wrap role="group" aria-label={`联系人 ${index + 1}`}>
                <Form.Item
                  name={[row.name, 'name']}
                  label={index === 0 ? '姓名（主要联系人）' : '姓名'}
                  rules={companyRules.contactName}
                  style={{ flex: '1 1 140px' }}
                >
                  <Input placeholder="联系人姓名" maxLength={30} autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'telephone']}
                  label="联系电话"
                  rules={companyRules.telephone}
                  style={{ flex: '1 1 180px' }}
                >
                  <Input placeholder="手机号或座机号" maxLength={20} autoComplete="off" />
                </Form.Item>
                <Form.Item name={[row.name, 'role']} label="角色" style={{ flex: '1 1 120px' }}>
                  <Input placeholder="例如：行政经理" maxLength={20} autoComplete="off" />
                </Form.Item>
                <Form.Item label=" " colon={false}>
                  <Button
                    type="text"
                    danger
                    icon={<DeleteOutlined />}
                    aria-label={`删除联系人 ${index + 1}`}
                    disabled={rows.length <= 1}
                    onClick={() => remove(row.name)}
                  />
                </Form.Item>
              </Flex>
            ))}
            <Form.ErrorList errors={errors} />
            <Form.Item>
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={rows.length >= COMPANY_CONTACTS_MAX}
                onClick={() => add({ name: '', telephone: '', role: '' })}
              >
                添加联系人
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
    </>
  );
}

/** 企业资质: each a name and its files (the organisation's stored files). */
function QualificationsField({
  upload,
}: {
  upload: (file: File) => Promise<{ uniqueId: string; name: string; url: string }>;
}) {
  return (
    <>
      <Divider titlePlacement="start">企业资质</Divider>
      <Form.List name="qualifications">
        {(rows, { add, remove }) => (
          <>
            {rows.map((row, index) => (
              <Card
                key={row.key}
                size="small"
                style={{ marginBottom: 12 }}
                title={`资质 ${index + 1}`}
                extra={
                  <Button
                    type="link"
                    danger
                    onClick={() => remove(row.name)}
                    aria-label={`删除资质 ${index + 1}`}
                  >
                    删除
                  </Button>
                }
              >
                <Form.Item name={[row.name, 'name']} label="资质名称" rules={companyRules.qualificationName}>
                  <Input placeholder="例如：高新技术企业证书" maxLength={50} autoComplete="off" />
                </Form.Item>
                <Form.Item
                  name={[row.name, 'attachments']}
                  label="资质附件"
                  extra={`图片、PDF 或 Word、Excel、PowerPoint 文档，每项至多 ${QUALIFICATION_ATTACHMENTS_MAX} 个，单个不超过 10 MB`}
                  style={{ marginBottom: 0 }}
                >
                  <AttachmentInput upload={upload} max={QUALIFICATION_ATTACHMENTS_MAX} />
                </Form.Item>
              </Card>
            ))}
            <Form.Item>
              <Button
                type="dashed"
                icon={<PlusOutlined />}
                disabled={rows.length >= COMPANY_QUALIFICATIONS_MAX}
                onClick={() => add({ name: '', attachments: [] })}
              >
                添加资质
              </Button>
            </Form.Item>
          </>
        )}
      </Form.List>
    </>
  );
}

export default CompanyFormPage;
