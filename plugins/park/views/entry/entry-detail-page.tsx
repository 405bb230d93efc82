import { subjectTitle, useTabTitle } from '@core';
import { ApprovalLink, ApprovalStateTag, ApprovalTimeline } from '@core/components';
import { DetailPage, type DetailSection, StateTag } from '@core/crud';
import { QueryState, useData } from '@core/data';
import type { EntryDetail } from '@manifests/contracts/park-entry';
import { ParkEntryPaths } from '@manifests/park';
import { Result, Space, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { useSearchParams } from 'react-router-dom';
import { entryDetailQuery } from '../../api/entry-queries';
import { ENTRY_STATE_LOOKS } from './entry-looks';
import { EntrySummary } from './entry-summary';

/** entryTemplateDetail (?uniqueId=): the application on the kit's record page, one tab per application. */
const EntryDetailPage = observer(function EntryDetailPage() {
  const uniqueId = useSearchParams()[0].get('uniqueId') ?? '';
  const detail = useData(entryDetailQuery, uniqueId, { enabled: uniqueId !== '' });
  if (!uniqueId) return <Result status="404" title="未指定入驻申请" subTitle="请从入驻申请列表中选择一条" />;
  return (
    <div style={{ padding: 24 }}>
      <QueryState query={detail} errorTitle="入驻申请加载失败">
        {(entry) => <EntryRecord entry={entry} />}
      </QueryState>
    </div>
  );
});

/** 已通过: the company the approval registered, by name (its page is 企业管理's corpDetail). */
function CreatedCompany({ entry }: { entry: EntryDetail }) {
  if (entry.state !== 'approved' || !entry.companyUniqueId)
    return <Typography.Text type="secondary">审批通过后登记为入驻企业</Typography.Text>;
  return (
    <Typography.Text>
      已登记为入驻企业：<Typography.Text strong>{entry.companyName}</Typography.Text>（{entry.creditCode}）
    </Typography.Text>
  );
}

/** The application's header — its company and its state — then 申请信息, 入驻企业 and 审批记录 (the approval's state by it). */
const EntryRecord = observer(function EntryRecord({ entry }: { entry: EntryDetail }) {
  useTabTitle(subjectTitle('入驻申请详情', entry.companyName));
  const sections: DetailSection[] = [
    { key: 'entry', title: '申请信息', children: <EntrySummary entry={entry} /> },
    { key: 'company', title: '入驻企业', children: <CreatedCompany entry={entry} /> },
    {
      key: 'approval',
      title: '审批记录',
      extra: entry.approval && (
        <Space size={8}>
          <ApprovalStateTag state={entry.approval.state} />
          <ApprovalLink uniqueId={entry.approval.instanceUniqueId}>查看审批详情</ApprovalLink>
        </Space>
      ),
      children: entry.approval ? (
        <ApprovalTimeline approval={entry.approval} />
      ) : (
        <Typography.Text type="secondary">这条申请没有审批记录</Typography.Text>
      ),
    },
  ];
  return (
    <DetailPage
      title={`${entry.companyName}的入驻申请`}
      tags={<StateTag state={entry.state} states={ENTRY_STATE_LOOKS} />}
      backTo={ParkEntryPaths.list}
      backText="入驻申请"
      sections={sections}
    />
  );
});

export default EntryDetailPage;
