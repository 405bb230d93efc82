import { ArrowLeftOutlined } from '@ant-design/icons';
import { errorMessage, useService } from '@core';
import { approvalDetailPath, departmentOptionsOf, departmentTreeQuery } from '@core/components';
import type { SchemaSources } from '@core/crud';
import { LoadFailed, useChange, useData } from '@core/data';
import { Button, Skeleton } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApprovalApi, newRequestId, type TemplateToStart } from '../../api/approval-api';
import { ApprovalTag, startableTemplatesQuery, templateToStartQuery } from '../../api/approval-queries';
import { ApprovalOrganizationApi } from '../../api/organization-api';
import { StartForm } from './start-form';
import { type StartFormValues, startBodyOf } from './start-values';
import { TemplatePicker } from './template-picker';

/**
 * The department choices of a template's form: the organisation's tree, read only when it has a
 * department field. Member fields and 审批人 pickers read the organisation's members themselves
 * (core's `MemberPicker`), once, when first shown.
 */
function useStartSources(template: TemplateToStart | undefined): SchemaSources {
  const departments = useData(departmentTreeQuery, undefined, {
    enabled: template?.form.some((field) => field.kind === 'department') ?? false,
  });
  const options = useMemo(
    () => (departments.data ? departmentOptionsOf(departments.data) : undefined),
    [departments.data],
  );
  return { departments: options };
}

/** The chosen template's start form, once its current version is in. */
function StartTemplate({ uniqueId, onBack }: { uniqueId: string; onBack(): void }) {
  const api = useService(ApprovalApi);
  const organization = useService(ApprovalOrganizationApi);
  const navigate = useNavigate();
  const template = useData(templateToStartQuery, uniqueId, { staleTime: 0 });
  const sources = useStartSources(template.data);
  // One id per intent to submit this form: a retry after a lost answer starts nothing twice.
  const requestId = useRef(newRequestId());
  const start = useChange({
    change: ({ version, values }: { version: TemplateToStart; values: StartFormValues }) =>
      api.start(startBodyOf(version.uniqueId, version.form, version.chooserNodes, values, requestId.current)),
    invalidates: [ApprovalTag.approvals],
    success: '已提交',
    onSuccess: (started) => {
      requestId.current = newRequestId();
      onBack();
      navigate(approvalDetailPath(started.uniqueId));
    },
  });

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

  return (
    <StartForm
      key={`${version.uniqueId}@${version.version}`}
      template={version}
      sources={sources}
      upload={(file) => organization.upload(file)}
      onSubmit={(values) => start.send({ version, values })}
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
