import { subjectTitle, useService, useTabTitle } from '@core';
import {
  ApprovalStateTag,
  departmentOptionsOf,
  departmentTreeQuery,
  memberOptionsQuery,
} from '@core/components';
import { DetailPage, type SchemaSources } from '@core/crud';
import { useData } from '@core/data';
import { Col, Divider, Form, Result, Row } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { type ApprovalDetail, newRequestId } from '../../api/approval-api';
import { approvalDetailQuery } from '../../api/approval-queries';
import { ApprovalOrganizationApi } from '../../api/organization-api';
import { ActionBar } from './action-bar';
import { ActionDialog, type ActionIntent } from './action-dialog';
import { type ActionInput, type DetailAction, permittedActions } from './action-kinds';
import { ApprovalTimeline } from './approval-timeline';
import { BusinessPanel } from './business-panel';
import { DetailForm } from './detail-form';
import { DetailSummary } from './detail-summary';
import { PrintView } from './print-view';
import { useDetailActions } from './use-detail-actions';
import './approval-detail.css';

/** 审批详情 (/PC_APPROVAL_DETAIL?uniqueId=): one tab per approval, titled by its subject. */
const ApprovalDetailPage = observer(function ApprovalDetailPage() {
  const uniqueId = useSearchParams()[0].get('uniqueId') ?? '';
  if (!uniqueId)
    return <Result status="404" title="没有指定要查看的审批" subTitle="请从审批列表或消息中打开" />;
  return <DetailView key={uniqueId} uniqueId={uniqueId} />;
});

/** Loads the approval; a refusal (不存在, 无权查看) is the page's error state, with the server's words. */
function DetailView({ uniqueId }: { uniqueId: string }) {
  const detail = useData(approvalDetailQuery, uniqueId);
  const [printing, setPrinting] = useState(false);
  useTabTitle(detail.data ? subjectTitle('审批详情', detail.data.title) : undefined);
  if (printing && detail.data) return <LoadedDetail detail={detail.data} printing onPrinting={setPrinting} />;
  return (
    <div style={{ padding: 24 }}>
      <DetailPage
        title={detail.data?.title ?? '审批详情'}
        tags={detail.data && <ApprovalStateTag state={detail.data.state} />}
        query={detail}
        errorTitle="无法查看该审批"
      >
        {(loaded) => <LoadedDetail detail={loaded} printing={false} onPrinting={setPrinting} />}
      </DetailPage>
    </div>
  );
}

const hasKind = (detail: ApprovalDetail, kind: string) => detail.form.some((field) => field.kind === kind);

/**
 * The approval shown: summary, the business panel of the area that started it, form, timeline, the
 * actions with their dialog — or its print view.
 */
function LoadedDetail({
  detail,
  printing,
  onPrinting,
}: {
  detail: ApprovalDetail;
  printing: boolean;
  onPrinting(printing: boolean): void;
}) {
  const organization = useService(ApprovalOrganizationApi);
  const [form] = Form.useForm();
  const [intent, setIntent] = useState<ActionIntent | null>(null);
  const [editing, setEditing] = useState(false);

  const actions = permittedActions(detail);
  // The organisation's directory (core's), read only when the form has such a field; 转交 and 加签's
  // picker reads the members itself.
  const members = useData(memberOptionsQuery, undefined, { enabled: hasKind(detail, 'member') });
  const departments = useData(departmentTreeQuery, undefined, { enabled: hasKind(detail, 'department') });
  const departmentOptions = useMemo(
    () => (departments.data ? departmentOptionsOf(departments.data) : undefined),
    [departments.data],
  );
  // Member fields take their choices as a call: answered once the members are in (never while loading).
  const sources = useMemo<SchemaSources>(() => {
    const options = members.data?.map((member) => ({ label: member.name, value: member.uniqueId }));
    return {
      members: options ? () => options : members.isError ? () => [] : () => new Promise<never>(() => {}),
      departments: departmentOptions ?? [],
    };
  }, [members.data, members.isError, departmentOptions]);
  const editable = useMemo(
    () => new Set(editing ? detail.form.map((field) => field.name) : (detail.myTask?.editable ?? [])),
    [editing, detail.form, detail.myTask],
  );

  const valuesToSend = (action: DetailAction): Record<string, unknown> | undefined => {
    if (action === 'resubmit') return form.getFieldsValue(detail.form.map((field) => field.name));
    if ((action === 'approve' || action === 'handle') && editable.size > 0)
      return form.getFieldsValue([...editable]);
    return undefined;
  };

  const perform = useDetailActions(detail, {
    form,
    editable,
    onDone: (action) => {
      if (action === 'resubmit') setEditing(false);
    },
  });
  const submit = (asked: ActionIntent, input: ActionInput) =>
    perform.send({ intent: asked, input: { ...input, form: valuesToSend(asked.action) } });
  const busy: DetailAction | null = perform.busy && perform.input?.intent.action === 'urge' ? 'urge' : null;

  const ask = async (action: DetailAction) => {
    if (action === 'resubmit' && !editing) {
      setEditing(true);
      return;
    }
    if (action === 'urge') {
      await perform.run({ intent: { action: 'urge', requestId: newRequestId() }, input: {} });
      return;
    }
    const checked = editable.size > 0 && ['approve', 'handle', 'resubmit'].includes(action);
    if (
      checked &&
      !(await form.validateFields([...editable]).then(
        () => true,
        () => false,
      ))
    )
      return;
    setIntent({ action, requestId: newRequestId() });
  };

  if (printing)
    return (
      <PrintView
        detail={detail}
        members={members.data}
        departments={departmentOptions}
        onClose={() => onPrinting(false)}
      />
    );
  return (
    <>
      <DetailSummary detail={detail} />
      <BusinessPanel detail={detail} />
      <Divider />
      <Row gutter={[32, 24]}>
        <Col xs={24} lg={14}>
          <section aria-labelledby="approval-form-title">
            <h2 id="approval-form-title" className="approval-detail__section-title">
              {editing ? '修改表单后重新提交' : '审批内容'}
            </h2>
            <DetailForm
              key={`${detail.timeline.length}-${detail.state}`}
              detail={detail}
              form={form}
              editable={editable}
              sources={sources}
              upload={(file) => organization.upload(file)}
            />
          </section>
        </Col>
        <Col xs={24} lg={10}>
          <section aria-labelledby="approval-flow-title">
            <h2 id="approval-flow-title" className="approval-detail__section-title">
              审批流程
            </h2>
            <ApprovalTimeline timeline={detail.timeline} upcoming={detail.upcoming} />
          </section>
        </Col>
      </Row>
      <ActionBar
        actions={actions}
        editing={editing}
        busy={busy}
        onAction={(action) => void ask(action)}
        onPrint={() => onPrinting(true)}
        onCancelEditing={() => {
          setEditing(false);
          form.resetFields();
        }}
      />
      <ActionDialog
        intent={intent}
        returnTargets={detail.myTask?.returnTargets ?? []}
        upload={(file) => organization.upload(file)}
        onSubmit={submit}
        onClose={() => setIntent(null)}
      />
    </>
  );
}

export default ApprovalDetailPage;
