import { useData } from '@core/data';
import { Badge, Card, Flex, Tabs } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ApprovalBox } from '../api/approval-api';
import { approvalCountsQuery, startableTemplatesQuery } from '../api/approval-queries';
import { APPROVAL_LIST_TABS } from './center/approval-columns';
import { ApprovalList } from './center/approval-list';
import { StartPanel } from './center/start-panel';

type CenterTab = 'start' | ApprovalBox;
const TABS: readonly CenterTab[] = ['start', ...APPROVAL_LIST_TABS.map((tab) => tab.box)];

/** The tab the address names (`?tab=todo`), 发起审批 when it names none or an unknown one. */
export function centerTabOf(value: string | null): CenterTab {
  return TABS.includes(value as CenterTab) ? (value as CenterTab) : 'start';
}

/**
 * 审批中心 (/PC_APPROVAL_CENTER): 发起审批 (the templates the member may start, and the chosen one's
 * form), then 待我审批 (with its count), 我已审批, 我发起的 and 抄送我的. The tab shown is in the address
 * (`?tab=todo`), so a link or going back from 审批详情 shows the same list.
 */
export default function ApprovalCenterPage() {
  const [search, setSearch] = useSearchParams();
  const active = centerTabOf(search.get('tab'));
  const counts = useData(approvalCountsQuery, undefined, { staleTime: 0 });
  const templates = useData(startableTemplatesQuery, undefined);
  const templateOptions = useMemo(
    () => (templates.data ?? []).map((template) => ({ label: template.name, value: template.uniqueId })),
    [templates.data],
  );
  const todo = counts.data?.todo ?? 0;

  const items = [
    { key: 'start', label: '发起审批', children: <StartPanel /> },
    ...APPROVAL_LIST_TABS.map(({ box, label }) => ({
      key: box,
      label:
        box === 'todo' && todo > 0 ? (
          <Flex align="center" gap={6}>
            {label}
            <Badge count={todo} overflowCount={99} size="small" title={`${todo} 项待审批`} />
          </Flex>
        ) : (
          label
        ),
      children: <ApprovalList box={box} templates={templateOptions} />,
    })),
  ];

  return (
    <div style={{ padding: 24 }}>
      <Card title="审批中心">
        <Tabs
          activeKey={active}
          destroyOnHidden
          onChange={(key) => {
            const next = new URLSearchParams(search);
            next.set('tab', key);
            setSearch(next, { replace: true });
          }}
          items={items}
        />
      </Card>
    </div>
  );
}
