import { PrinterOutlined } from '@ant-design/icons';
import { formatDateTime } from '@core';
import { APPROVAL_STATES } from '@core/components';
import { type SchemaSources, schemaValueText, type UploadedFile } from '@core/crud';
import { Button, Flex } from 'antd';
import { useEffect, useMemo } from 'react';
import type { ApprovalDetail } from '../../api/approval-api';
import { entryView, upcomingText } from './timeline-model';
import './approval-detail.css';

function labelsOf(options: SchemaSources['departments'], into = new Map<string, string>()) {
  for (const option of options ?? []) {
    into.set(option.value, option.label);
    labelsOf(option.children, into);
  }
  return into;
}

/**
 * 审批详情 laid out for paper: the header, the form's values as a table (files by name) and the
 * timeline as a table. It asks the browser to print once shown; the shell is hidden in print.
 */
export function PrintView({
  detail,
  members,
  departments,
  onClose,
}: {
  detail: ApprovalDetail;
  members: readonly { uniqueId: string; name: string }[] | undefined;
  departments: SchemaSources['departments'];
  onClose(): void;
}) {
  useEffect(() => {
    window.print();
  }, []);
  const names = useMemo(
    () => ({
      members: new Map((members ?? []).map((member) => [member.uniqueId, member.name])),
      departments: labelsOf(departments),
    }),
    [members, departments],
  );
  return (
    <div className="approval-print">
      <Flex gap={8} justify="flex-end" className="approval-print__tools">
        <Button onClick={onClose}>返回</Button>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          打印
        </Button>
      </Flex>
      <article className="approval-print__sheet" aria-label="打印预览">
        <h1>{detail.title}</h1>
        <table className="approval-print__table">
          <tbody>
            <tr>
              <th>审批编号</th>
              <td>{detail.serialNo}</td>
              <th>状态</th>
              <td>{APPROVAL_STATES[detail.state].label}</td>
            </tr>
            <tr>
              <th>发起人</th>
              <td>
                {detail.initiator.name}
                {detail.initiator.departments.length > 0 && `（${detail.initiator.departments.join('、')}）`}
              </td>
              <th>审批类型</th>
              <td>
                {detail.templateName}（第 {detail.version} 版）
              </td>
            </tr>
            <tr>
              <th>发起时间</th>
              <td>{formatDateTime(detail.startedAt)}</td>
              <th>完成时间</th>
              <td>{detail.finishedAt ? formatDateTime(detail.finishedAt) : '—'}</td>
            </tr>
          </tbody>
        </table>
        <h2>审批内容</h2>
        <table className="approval-print__table">
          <tbody>
            {detail.form
              .filter((field) => field.kind !== 'description')
              .map((field) => (
                <tr key={field.name}>
                  <th>{field.label}</th>
                  <td>
                    {field.kind === 'attachment'
                      ? ((detail.values[field.name] as UploadedFile[] | undefined) ?? [])
                          .map((file) => file.name)
                          .join('、') || '—'
                      : schemaValueText(field, detail.values[field.name], names)}
                  </td>
                </tr>
              ))}
          </tbody>
        </table>
        <h2>审批流程</h2>
        <table className="approval-print__table approval-print__table--log">
          <thead>
            <tr>
              <th>时间</th>
              <th>人员</th>
              <th>操作</th>
              <th>意见</th>
            </tr>
          </thead>
          <tbody>
            {detail.timeline.map((entry, index) => {
              const view = entryView(entry);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: the timeline only grows at its end.
                <tr key={index}>
                  <td>{formatDateTime(entry.at)}</td>
                  <td>{(view.byActor && entry.actor?.name) || view.people || '—'}</td>
                  <td>{[entry.nodeName, view.action, ...view.marks].filter(Boolean).join(' · ')}</td>
                  <td>
                    {[entry.comment, ...view.files.map((file) => `附件：${file.name}`)]
                      .filter(Boolean)
                      .join('；')}
                  </td>
                </tr>
              );
            })}
            {detail.upcoming.flat().map((node) => {
              const { what, people } = upcomingText(node);
              return (
                <tr key={node.nodeId} className="approval-print__upcoming">
                  <td>预计</td>
                  <td>{people}</td>
                  <td>
                    {node.nodeName} · 待{what}
                  </td>
                  <td />
                </tr>
              );
            })}
          </tbody>
        </table>
        <p className="approval-print__footer">打印时间：{formatDateTime(new Date())}</p>
      </article>
    </div>
  );
}
