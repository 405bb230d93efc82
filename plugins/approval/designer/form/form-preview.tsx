import { DesktopOutlined, MobileOutlined } from '@ant-design/icons';
import { SchemaForm, type SchemaSources } from '@core/crud';
import type { ApprovalForm } from '@manifests/contracts/approval-form';
import { defaultValuesOf } from '@manifests/contracts/approval-form-defaults';
import { Button, Empty, Form } from 'antd';

/** The designer has no members or departments at hand: their fields show empty choices, not loading. */
export const NO_SOURCES: SchemaSources = { members: () => [], departments: [] };

/**
 * One frame of the preview: a working form (its checks run on 提交) at the given width, opened with the
 * fields' default values as the start form is (a changed default opens it afresh).
 */
function PreviewFrame({ form, title, phone }: { form: ApprovalForm; title: string; phone: boolean }) {
  const defaults = defaultValuesOf(form);
  return (
    <section
      className={`form-preview__frame${phone ? ' form-preview__frame--phone' : ''}`}
      aria-label={title}
    >
      <h4 className="form-designer__pane-title">
        {phone ? <MobileOutlined /> : <DesktopOutlined />} {title}
      </h4>
      <div className="form-preview__screen">
        {form.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="表单还没有字段" />
        ) : (
          <Form
            key={JSON.stringify(defaults)}
            layout="vertical"
            name={phone ? 'form-preview-phone' : 'form-preview-desktop'}
            initialValues={defaults}
          >
            <SchemaForm fields={form} sources={NO_SOURCES} />
            <Button type="primary" htmlType="submit" block={phone}>
              提交
            </Button>
          </Form>
        )}
      </div>
    </section>
  );
}

/** 预览: the form as the initiator will see it, on a desktop and at a phone's width, side by side. */
export function FormPreview({ form }: { form: ApprovalForm }) {
  return (
    <section className="form-preview" aria-label="表单预览">
      <PreviewFrame form={form} title="电脑端" phone={false} />
      <PreviewFrame form={form} title="手机端" phone />
    </section>
  );
}
