import { Alert } from 'antd';
import type { DesignerEditorProps } from './editor-slot';

/**
 * A stand-in for the flow designer until it is hosted here: the step's stored model as read-only
 * JSON, with the problems of the last refused publication (the focused one marked).
 */
export function JsonPreviewEditor({ step, form, flow, problems, focusedNodeId }: DesignerEditorProps) {
  return (
    <div className="approval-designer__json" data-step={step}>
      <Alert
        type="info"
        showIcon
        title={
          step === 'form'
            ? '表单设计器接入前，这里以只读方式显示表单数据'
            : '流程设计器接入前，这里以只读方式显示流程数据'
        }
      />
      {problems.length > 0 && (
        <ul aria-label="节点问题" className="approval-designer__json-problems">
          {problems.map((problem) => (
            <li
              key={`${problem.nodeId}:${problem.message}`}
              aria-current={problem.nodeId === focusedNodeId || undefined}
            >
              {problem.nodeId}：{problem.message}
            </li>
          ))}
        </ul>
      )}
      <figure aria-label={step === 'form' ? '表单数据' : '流程数据'}>
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long model scrolls; the keyboard must reach it */}
        <pre tabIndex={0}>{JSON.stringify(step === 'form' ? form : flow, null, 2)}</pre>
      </figure>
    </div>
  );
}
