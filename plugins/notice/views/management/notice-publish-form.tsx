import { EyeOutlined } from '@ant-design/icons';
import { DepartmentPicker, useFormRefusal } from '@core/components';
import { useLeaveGuard } from '@core/crud';
import { type DataView as LoadView, useChange } from '@core/data';
import { Alert, Button, Card, Flex, Form, Input, Modal, Popconfirm, Radio, Typography } from 'antd';
import { useMemo, useRef, useState } from 'react';
import type { DepartmentOption, NoticeDraft } from '../../api/notice-api';
import { LazyRichTextEditor } from '../../components/rich-text-editor/lazy-rich-text-editor';
import { hasRichText } from '../../components/rich-text-editor/rich-text-content';
import {
  emptyNoticeForm,
  isDraftBlank,
  type NoticeFormValues,
  NoticeLimits,
  noticeDraftOf,
} from './notice-draft';
import { noticeRules } from './notice-form-rules';
import { departmentNames, publishQuestion } from './notice-format';
import { NoticePreviewDialog } from './notice-preview-dialog';

export interface NoticePublishFormProps {
  /** The departments to choose recipients from, as the data layer shows them (its failure has 重试). */
  departments: LoadView<DepartmentOption[]>;
  /** Publishes the draft; a rejection's message shows above the form, and what was typed stays. */
  onPublish(draft: NoticeDraft): Promise<unknown>;
  /** After a publish succeeded and the form was cleared. */
  onPublished(): void;
  onCancel(): void;
}

const EMPTY: DepartmentOption[] = [];

const SCOPE_OPTIONS = [
  { label: '全体成员', value: 'organization' },
  { label: '指定部门', value: 'departments' },
];

/**
 * 发布通知's form: title, who receives it (everyone, or chosen departments with their
 * sub-departments), and the rich-text body. Checks what the server checks, with the same words, then
 * asks once more, naming the recipients, before sending. While anything is entered, closing the tab
 * (关闭, 关闭其他, 关闭左侧/右侧, 关闭全部, 刷新), leaving by the router or reloading the page asks
 * 「有未保存的修改，确定离开吗？」 (`useLeaveGuard`); 取消 asks its own question, and a published
 * notice leaves without asking.
 */
export function NoticePublishForm({ departments, onPublish, onPublished, onCancel }: NoticePublishFormProps) {
  const [form] = Form.useForm<NoticeFormValues>();
  const scope = Form.useWatch('scope', form) ?? 'organization';
  const hasBody = Form.useWatch((values: NoticeFormValues) => hasRichText(values.body), form) ?? false;
  const [pending, setPending] = useState<NoticeDraft>();
  const [preview, setPreview] = useState<{ title: string; body: string }>();
  const [leaving, setLeaving] = useState(false);
  const refusal = useFormRefusal();
  const initialValues = useMemo(emptyNoticeForm, []);
  const ready = departments.kind === 'ready' ? departments.data : EMPTY;
  // Set once the member chose to leave by 取消 (and answered its own question): nothing to ask then.
  const abandoned = useRef(false);
  const guard = useLeaveGuard(() => !abandoned.current && !isDraftBlank(form.getFieldsValue()));
  const abandon = () => {
    abandoned.current = true;
    onCancel();
  };

  const sending = useChange({
    change: onPublish,
    refusal: (_message, error) => {
      setPending(undefined);
      refusal.refuse(error, '发布失败，请稍后再试');
    },
    onSuccess: () => {
      setPending(undefined);
      form.resetFields();
      onPublished();
    },
  });
  const publishing = sending.busy;
  const publish = () => {
    if (pending) void sending.run(pending);
  };

  const chosen = pending?.departmentUniqueIds ?? [];
  return (
    <Card title="发布通知" style={{ maxWidth: 900, margin: '0 auto' }}>
      {guard}
      <Form<NoticeFormValues>
        form={form}
        name="notice-publish"
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => {
          refusal.clear();
          setPending(noticeDraftOf(values));
        }}
        scrollToFirstError
      >
        {refusal.alert}
        <Form.Item label="通知标题" name="title" rules={noticeRules.title}>
          <Input placeholder="请输入通知标题" maxLength={NoticeLimits.title} showCount autoComplete="off" />
        </Form.Item>
        <Form.Item label="接收范围" name="scope" required>
          <Radio.Group options={SCOPE_OPTIONS} />
        </Form.Item>
        {scope === 'departments' && (
          <>
            {departments.kind === 'error' && (
              <Alert
                type="warning"
                showIcon
                style={{ marginBottom: 12 }}
                title={`部门加载失败：${departments.message}`}
                action={
                  <Button size="small" onClick={departments.retry}>
                    重试
                  </Button>
                }
              />
            )}
            <Form.Item
              label="接收部门"
              name="departmentUniqueIds"
              required
              rules={noticeRules.departments}
              extra="选中部门的下级部门成员也会收到这条通知"
            >
              <DepartmentPicker checkable countMembers placeholder="请选择接收部门" maxTagCount={8} />
            </Form.Item>
          </>
        )}
        <Form.Item label="正文" name="body" required rules={noticeRules.body}>
          <LazyRichTextEditor
            ariaLabel="通知正文"
            placeholder="请输入通知正文，可使用上方工具栏设置格式"
            maxLength={NoticeLimits.text}
          />
        </Form.Item>
        <Flex gap={8}>
          <Button type="primary" htmlType="submit" loading={publishing}>
            发布
          </Button>
          <Button
            icon={<EyeOutlined />}
            disabled={!hasBody}
            onClick={() => {
              const values = form.getFieldsValue(['title', 'body']);
              setPreview({ title: values.title ?? '', body: values.body ?? '' });
            }}
          >
            预览
          </Button>
          <Popconfirm
            title="放弃这条通知？"
            description="已填写的内容将不会保存。"
            okText="放弃"
            cancelText="继续编辑"
            okButtonProps={{ danger: true }}
            open={leaving}
            onOpenChange={(open) => !open && setLeaving(false)}
            onConfirm={abandon}
          >
            <Button
              disabled={publishing}
              onClick={() => {
                // Read now: the form's watchers report changes a moment later.
                if (isDraftBlank(form.getFieldsValue())) abandon();
                else setLeaving(true);
              }}
            >
              取消
            </Button>
          </Popconfirm>
        </Flex>
      </Form>
      <Modal
        open={pending !== undefined}
        title={pending ? publishQuestion(pending.scope, chosen.length) : '发布通知'}
        okText="发布"
        cancelText="取消"
        confirmLoading={publishing}
        onOk={publish}
        onCancel={() => setPending(undefined)}
      >
        <Typography.Paragraph>
          {pending?.scope === 'departments'
            ? `接收部门：${departmentNames(ready, chosen).join('、')}（含下级部门）。`
            : '本组织所有在职成员都将收到这条通知。'}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
          发布后，接收人将在消息中心看到「{pending?.title}」。
        </Typography.Paragraph>
      </Modal>
      <NoticePreviewDialog
        open={preview !== undefined}
        title={preview?.title ?? ''}
        body={preview?.body ?? ''}
        onClose={() => setPreview(undefined)}
      />
    </Card>
  );
}
