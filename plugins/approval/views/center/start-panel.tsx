import { ArrowLeftOutlined } from '@ant-design/icons';
import { errorMessage, Notifier, useService } from '@core';
import type { SchemaSources } from '@core/crud';
import { LoadFailed, useData, useInvalidate } from '@core/data';
import { Button, Skeleton } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApprovalApi, newRequestId, type TemplateToStart } from '../../api/approval-api';
import {
  ApprovalTag,
  approvalDepartmentsQuery,
  startableTemplatesQuery,
  templateToStartQuery,
} from '../../api/approval-queries';
import { ApprovalOrganizationApi } from '../../api/organization-api';
import { approvalDetailPath } from '../../components/instance-state';
import { StartForm } from './start-form';
import { type StartFormValues, startBodyOf } from './start-values';
import { TemplatePicker } from './template-picker';

/**
 * The member and department choices of a template's form: the department tree read only when it has
 * a department field; the members read once, when a member field or 审批人 picker is first shown.
 */
function useStartSources(template: TemplateToStart | undefined): SchemaSources {
  const organization = useService(ApprovalOrganizationApi);
  const departments = useData(approvalDepartmentsQuery, undefined, {
    enabled: template?.form.some((field) => field.kind === 'department') ?? false,
  });
  const members = useMemo(() => {
    let loading: Promise<{ label: string; value: string }[]> | undefined;
    return () => {
      loading ??= organization
        .members()
        .then((members) => members.map((member) => ({ label: member.name, value: member.uniqueId })));
      return loading;
    };
  }, [organization]);
  return { members, departments: departments.data };
}

/** The chosen template's start form, once its current version is in. */
function StartTemplate({ uniqueId, onBack }: { uniqueId: string; onBack(): void }) {
  const api = useService(ApprovalApi);
  const organization = useService(ApprovalOrganizationApi);
  const notifier = useService(Notifier);
  const invalidate = useInvalidate();
  const navigate = useNavigate();
  const template = useData(templateToStartQuery, uniqueId, { staleTime: 0 });
  const sources = useStartSources(template.data);
  // One id per intent to submit this form: a retry after a lost answer starts nothing twice.
  const requestId = useRef(newRequestId());

  if (!template.data)
    return (
      <>
        <Button icon={<ArrowLeftOutlined />} onClick={onBack}>
          返回
        </Button>
        {template.isError ? (
          <LoadFailed
            title="审批表单加载失败"
            message={errorMessage(template.error, '加载失败，请稍后再试')}
            onRetry={() => void template.refetch()}
          />
        ) : (
          <Skeleton active paragraph={{ rows: 6 }} style={{ marginTop: 16 }} />
        )}
      </>
    );
  const version = template.data;

  const submit = async (values: StartFormValues) => {
    const started = await api.start(
      startBodyOf(version.uniqueId, version.form, version.chooserNodes, values, requestId.current),
    );
    requestId.current = newRequestId();
    notifier.success('已提交');
    void invalidate(ApprovalTag.approvals);
    onBack();
    navigate(approvalDetailPath(started.uniqueId));
  };

  return (
    <StartForm
      key={`${version.uniqueId}@${version.version}`}
      template={version}
      sources={sources}
      upload={(file) => organization.upload(file)}
      onSubmit={submit}
      onBack={onBack}
    />
  );
}

/** 发起审批: the templates the member may start; choosing one opens its form in their place. */
export function StartPanel() {
  const templates = useData(startableTemplatesQuery, undefined);
  const [chosen, setChosen] = useState<string>();
  if (chosen) return <StartTemplate uniqueId={chosen} onBack={() => setChosen(undefined)} />;
  return <TemplatePicker templates={templates} onChoose={(template) => setChosen(template.uniqueId)} />;
}
