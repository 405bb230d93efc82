import { subjectTitle, usePermission, useTabTitle } from '@core';
import { PageState, SlotOutlet } from '@core/components';
import { DetailPage, type DetailSection, StateTag } from '@core/crud';
import { QueryState, useData } from '@core/data';
import type { CompanyDetail, CompanyOccupancy } from '@manifests/contracts/park';
import {
  COMPANY_INDUSTRY_LABELS,
  COMPANY_SIZE_LABELS,
  ROOM_STATE_LABELS,
  ROOM_STATE_OF_KIND,
} from '@manifests/contracts/park-constants';
import { ParkSlot } from '@manifests/contracts/park-slots';
import { ParkPermission } from '@manifests/park';
import { Card, Descriptions, Empty, Flex, Skeleton, Table, Tag, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { companyDetailQuery } from '../../api/company-queries';
import { formatArea } from '../../park-format';
import { COMPANY_STATE_LOOKS } from './company-columns';
import { COMPANY_LIST_PATH, corpModifyPath } from './company-paths';

/**
 * corpDetail (/childsPage/corpDetail?uniqueId=…, one tab per company): the profile, contacts,
 * qualifications, the rooms held today and every occupancy, then what later areas add through
 * `ParkSlot.corpDetailSection` (contracts, bills, visitors, parking coupons), each in a card of its
 * own — this page is never edited for them.
 */
const CompanyDetailPage = observer(function CompanyDetailPage() {
  const uniqueId = useSearchParams()[0].get('uniqueId') ?? '';
  if (!uniqueId) return <PageState title="未指定企业" description="请从企业管理选择一家企业" />;
  return <CompanyDetailLoaded uniqueId={uniqueId} />;
});

const CompanyDetailLoaded = observer(function CompanyDetailLoaded({ uniqueId }: { uniqueId: string }) {
  const company = useData(companyDetailQuery, uniqueId);
  useTabTitle(company.data && subjectTitle('企业详情', company.data.name));
  return (
    <div style={{ padding: 24 }}>
      <QueryState
        query={company}
        errorTitle="企业信息加载失败"
        loading={
          <Card>
            <Skeleton active paragraph={{ rows: 10 }} />
          </Card>
        }
      >
        {(loaded) => <CompanyProfile company={loaded} />}
      </QueryState>
    </div>
  );
});

const occupancyColumns = [
  {
    title: '房间',
    key: 'room',
    render: (_: unknown, row: CompanyOccupancy) => `${row.buildingName} ${row.floorName} ${row.roomNumber}`,
  },
  {
    title: '面积',
    dataIndex: 'buildingArea',
    align: 'right' as const,
    render: (area: number) => formatArea(area),
  },
  { title: '起始日', dataIndex: 'from' },
  { title: '到期日', dataIndex: 'to' },
];

const CompanyProfile = observer(function CompanyProfile({ company }: { company: CompanyDetail }) {
  const navigate = useNavigate();
  // 编辑 opens entryCorp's form filled in, so it takes that page's code too.
  const mayEntry = usePermission(ParkPermission.companyAdd);
  const sections: DetailSection[] = [
    {
      key: 'profile',
      title: '基本信息',
      children: (
        <Descriptions column={{ xs: 1, md: 2 }} size="small">
          <Descriptions.Item label="统一社会信用代码">{company.creditCode}</Descriptions.Item>
          <Descriptions.Item label="法定代表人">{company.legalRepresentative}</Descriptions.Item>
          <Descriptions.Item label="所属行业">{COMPANY_INDUSTRY_LABELS[company.industry]}</Descriptions.Item>
          <Descriptions.Item label="企业规模">{COMPANY_SIZE_LABELS[company.size]}</Descriptions.Item>
          <Descriptions.Item label="租用房间">{company.roomCount} 间</Descriptions.Item>
          <Descriptions.Item label="租用面积">{formatArea(company.leasedArea)}</Descriptions.Item>
          <Descriptions.Item label="合同到期">{company.leaseEnd ?? '—'}</Descriptions.Item>
        </Descriptions>
      ),
    },
    {
      key: 'contacts',
      title: '联系人',
      children: (
        <Table
          size="small"
          rowKey={(row) => `${row.name}-${row.telephone}`}
          pagination={false}
          dataSource={company.contacts}
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: '姓名',
              dataIndex: 'name',
              render: (name: string, row) => (
                <Flex gap={6} align="center">
                  {name}
                  {row.primary && <Tag color="blue">主要联系人</Tag>}
                </Flex>
              ),
            },
            { title: '联系电话', dataIndex: 'telephone' },
            { title: '角色', dataIndex: 'role', render: (role: string) => role || '—' },
          ]}
        />
      ),
    },
    {
      key: 'qualifications',
      title: '企业资质',
      children:
        company.qualifications.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无资质" />
        ) : (
          <Flex vertical gap={8}>
            {company.qualifications.map((qualification) => (
              <div key={qualification.name + qualification.attachments.map((file) => file.uniqueId).join()}>
                <Typography.Text strong>{qualification.name}</Typography.Text>
                <Flex gap={12} wrap style={{ marginTop: 4 }}>
                  {qualification.attachments.length === 0 ? (
                    <Typography.Text type="secondary">未上传附件</Typography.Text>
                  ) : (
                    qualification.attachments.map((file) => (
                      <Typography.Link key={file.uniqueId} href={file.url} target="_blank" rel="noreferrer">
                        {file.name}
                      </Typography.Link>
                    ))
                  )}
                </Flex>
              </div>
            ))}
          </Flex>
        ),
    },
    {
      key: 'rooms',
      title: '租用房间',
      children: (
        <Table
          size="small"
          rowKey="uniqueId"
          pagination={false}
          dataSource={company.rooms}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '目前没有租用或预定的房间' }}
          columns={[
            ...occupancyColumns,
            {
              title: '状态',
              dataIndex: 'state',
              render: (state: CompanyDetail['rooms'][number]['state']) => (
                <Tag color={state === 'leased' ? 'green' : 'gold'}>{ROOM_STATE_LABELS[state]}</Tag>
              ),
            },
          ]}
        />
      ),
    },
    {
      key: 'history',
      title: '租用记录',
      children: (
        <Table
          size="small"
          rowKey="uniqueId"
          pagination={company.history.length > 10 ? { pageSize: 10, size: 'small' } : false}
          dataSource={company.history}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: '暂无租用记录' }}
          columns={[
            ...occupancyColumns,
            {
              title: '类型',
              dataIndex: 'kind',
              render: (kind: CompanyOccupancy['kind'], row: CompanyOccupancy) =>
                row.live
                  ? ROOM_STATE_LABELS[ROOM_STATE_OF_KIND[kind]]
                  : `${ROOM_STATE_LABELS[ROOM_STATE_OF_KIND[kind]]}（已释放）`,
            },
          ]}
        />
      ),
    },
  ];
  return (
    <Flex vertical gap={16}>
      <DetailPage
        title={company.name}
        tags={<StateTag state={company.state} states={COMPANY_STATE_LOOKS} />}
        backTo={COMPANY_LIST_PATH}
        backText="企业管理"
        actions={[
          {
            key: 'modify',
            label: '编辑',
            ariaLabel: `编辑${company.name}`,
            permission: ParkPermission.companyModify,
            visible: mayEntry,
            primary: true,
            onClick: () => navigate(corpModifyPath(company.uniqueId)),
          },
        ]}
        sections={sections}
      />
      <SlotOutlet
        slot={ParkSlot.corpDetailSection}
        props={{ companyUniqueId: company.uniqueId, companyName: company.name }}
        frame={(content, fill) => (
          <Card key={fill.key} title={fill.title} role="region" aria-label={fill.title}>
            {content}
          </Card>
        )}
      />
    </Flex>
  );
});

export default CompanyDetailPage;
