import { SchemaForm, type SchemaSources, type UploadedFile } from '@core/crud';
import { Empty, Form, type FormInstance } from 'antd';
import type { ApprovalDetail } from '../../api/approval-api';

/**
 * The approval's form as the member may see it: every field read-only, except those `editable` names
 * (the task's editable fields; every field while the initiator edits to resubmit), which are the
 * kit's controls with their checks. Hidden fields are not in `detail.form` at all.
 */
export function DetailForm({
  detail,
  form,
  editable,
  sources,
  upload,
}: {
  detail: Pick<ApprovalDetail, 'form' | 'values'>;
  form: FormInstance;
  editable: ReadonlySet<string>;
  sources: SchemaSources;
  upload: (file: File) => Promise<UploadedFile>;
}) {
  if (detail.form.length === 0) return <Empty description="没有可查看的表单内容" />;
  return (
    <Form
      form={form}
      className="approval-detail__form"
      layout="horizontal"
      labelCol={{ flex: '112px' }}
      labelWrap
      initialValues={detail.values}
    >
      <SchemaForm
        fields={detail.form}
        sources={sources}
        upload={upload}
        readOnly={(field) => !editable.has(field.name)}
      />
    </Form>
  );
}
