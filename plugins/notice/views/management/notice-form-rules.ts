import type { FormRule } from 'antd';
import { richTextLength } from '../../components/rich-text-editor/rich-text-content';
import { NoticeLimits } from './notice-draft';

/** The server refuses angle brackets in a title (it is shown as plain text in many places). */
const NO_ANGLE_BRACKETS = /^[^<>]*$/;

/** The 发布通知 form's checks, in the server's words. */
export const noticeRules = {
  title: [
    { required: true, whitespace: true, message: '请输入通知标题' },
    { max: NoticeLimits.title, message: `通知标题不能超过 ${NoticeLimits.title} 个字符` },
    { pattern: NO_ANGLE_BRACKETS, message: '通知标题不能包含尖括号' },
  ],
  departments: [
    { required: true, type: 'array', min: 1, message: '请选择接收部门' },
    {
      type: 'array',
      max: NoticeLimits.departments,
      message: `最多选择 ${NoticeLimits.departments} 个部门`,
    },
  ],
  body: [
    {
      validator: (_rule, value: string | undefined) => {
        const length = richTextLength(value ?? '');
        if (length === 0) return Promise.reject(new Error('请输入通知正文'));
        if (length > NoticeLimits.text) {
          return Promise.reject(new Error(`通知正文不能超过 ${NoticeLimits.text} 字`));
        }
        return Promise.resolve();
      },
    },
  ],
} satisfies Record<string, FormRule[]>;
