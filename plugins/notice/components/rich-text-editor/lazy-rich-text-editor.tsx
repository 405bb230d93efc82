import { Skeleton } from 'antd';
import { lazy, Suspense } from 'react';
import type { RichTextEditorProps } from './rich-text-editor';

// Tiptap and ProseMirror are most of the weight of 通知管理: fetched only when an editor is shown.
const RichTextEditor = lazy(() =>
  import(/* webpackChunkName: "rich-text-editor" */ './rich-text-editor').then((module) => ({
    default: module.RichTextEditor,
  })),
);

/** `RichTextEditor`, loaded on first use; a placeholder of its size shows meanwhile. */
export function LazyRichTextEditor(props: RichTextEditorProps) {
  return (
    <Suspense
      fallback={
        <div style={{ minHeight: 300, padding: 12 }} aria-busy="true">
          <Skeleton active title={false} paragraph={{ rows: 5 }} />
        </div>
      }
    >
      <RichTextEditor {...props} />
    </Suspense>
  );
}
