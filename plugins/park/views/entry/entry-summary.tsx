import { formatDateTime } from '@core';
import {
  COMPANY_INDUSTRY_LABELS,
  COMPANY_SIZE_LABELS,
  ROOM_USE_LABELS,
} from '@manifests/contracts/park-constants';
import type { EntryDetail } from '@manifests/contracts/park-entry';
import { Descriptions } from 'antd';
import { formatArea } from '../../park-format';

/** An application's profile and what it asks for, as its page and 审批详情's panel show it. */
export function EntrySummary({ entry }: { entry: EntryDetail }) {
  const primary = entry.contacts.find((contact) => contact.primary) ?? entry.contacts[0];
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2 }}
      items={[
        { key: 'name', label: '企业名称', children: entry.companyName },
        { key: 'code', label: '统一社会信用代码', children: entry.creditCode },
        { key: 'legal', label: '法定代表人', children: entry.legalRepresentative },
        { key: 'industry', label: '所属行业', children: COMPANY_INDUSTRY_LABELS[entry.industry] },
        { key: 'size', label: '企业规模', children: COMPANY_SIZE_LABELS[entry.size] },
        {
          key: 'contact',
          label: '联系人',
          children: primary ? `${primary.name}　${primary.telephone}` : '—',
        },
        { key: 'area', label: '需求面积', children: formatArea(entry.area) },
        { key: 'use', label: '用途', children: ROOM_USE_LABELS[entry.use] },
        { key: 'move-in', label: '预计入驻日期', children: entry.moveInDate },
        { key: 'applicant', label: '申请人', children: entry.applicantName },
        { key: 'submitted', label: '提交时间', children: formatDateTime(entry.submittedAt) },
        {
          key: 'files',
          label: '申请附件',
          children:
            entry.attachments.length > 0
              ? entry.attachments.map((file) => (
                  <a
                    key={file.uniqueId}
                    href={file.url}
                    target="_blank"
                    rel="noreferrer"
                    style={{ marginRight: 8 }}
                  >
                    {file.name}
                  </a>
                ))
              : '无',
        },
        { key: 'note', label: '申请说明', span: 2, children: entry.note || '—' },
      ]}
    />
  );
}
