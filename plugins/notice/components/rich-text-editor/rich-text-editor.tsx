import { EditorContent, useEditor } from '@tiptap/react';
import { ConfigProvider, Form, theme } from 'antd';
import { type CSSProperties, useContext, useEffect, useMemo, useRef, useState } from 'react';
import '../safe-html.css';
import './rich-text-editor.css';
import { EditorToolbar } from './editor-toolbar';
import { richTextLength } from './rich-text-content';
import { richTextExtensions } from './rich-text-extensions';

export interface RichTextEditorProps {
  /** The editor's HTML; '' when it is empty. Given by `Form.Item`. */
  value?: string;
  onChange?(html: string): void;
  /** Given by `Form.Item`: its label points here. */
  id?: string;
  /** The accessible name of the editable area. */
  ariaLabel: string;
  placeholder?: string;
  /** Shows a counter of the text's characters against this limit. */
  maxLength?: number;
  disabled?: boolean;
}

/**
 * A rich-text field (Tiptap with StarterKit) that behaves like an antd input: a value/onChange pair
 * carrying HTML, so a `Form.Item` validates and resets it, and the item's error status on its border.
 * The markup it writes is what the server and `SafeHtml` keep.
 */
export function RichTextEditor({
  value = '',
  onChange,
  id,
  ariaLabel,
  placeholder,
  maxLength,
  disabled,
}: RichTextEditorProps) {
  const { token } = theme.useToken();
  // The editor's base stylesheet goes into <head>: it carries the page's CSP nonce, as antd's styles do.
  const { csp } = useContext(ConfigProvider.ConfigContext);
  const { status } = Form.Item.useStatus();
  const invalid = status === 'error';
  // What the editor last reported: a value that differs came from outside (a form reset).
  const reported = useRef(value);
  const [initialContent] = useState(value);
  // Stable while unchanged: useEditor re-applies its options whenever one of them is a new object.
  const editorProps = useMemo(
    () => ({
      attributes: {
        class: 'atrium-rich-text atrium-rich-text-editor__content',
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': ariaLabel,
        ...(id ? { id } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
      },
    }),
    [ariaLabel, id, invalid],
  );

  const editor = useEditor({
    extensions: richTextExtensions,
    content: initialContent,
    editable: !disabled,
    editorProps,
    injectNonce: csp?.nonce,
    shouldRerenderOnTransaction: false,
  });

  useEffect(() => {
    if (!editor) return;
    const report = () => {
      const html = editor.isEmpty ? '' : editor.getHTML();
      reported.current = html;
      onChange?.(html);
    };
    editor.on('update', report);
    return () => {
      editor.off('update', report);
    };
  }, [editor, onChange]);

  useEffect(() => {
    if (!editor || value === reported.current) return;
    reported.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  useEffect(() => {
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  const length = useMemo(() => (maxLength === undefined ? 0 : richTextLength(value)), [value, maxLength]);
  const style = {
    '--atrium-editor-border': invalid ? token.colorError : token.colorBorder,
    '--atrium-editor-border-hover': invalid ? token.colorErrorHover : token.colorPrimaryHover,
    '--atrium-editor-focus': invalid ? token.colorErrorOutline : token.controlOutline,
    '--atrium-editor-radius': `${token.borderRadius}px`,
    '--atrium-editor-bg': disabled ? token.colorBgContainerDisabled : token.colorBgContainer,
    '--atrium-editor-toolbar-bg': token.colorFillQuaternary,
    '--atrium-editor-placeholder': token.colorTextPlaceholder,
    '--atrium-editor-secondary': token.colorTextSecondary,
    '--atrium-editor-over': token.colorError,
  } as CSSProperties;

  return (
    <div
      className={`atrium-rich-text-editor${invalid ? ' atrium-rich-text-editor--error' : ''}`}
      style={style}
    >
      {editor && <EditorToolbar editor={editor} disabled={disabled} />}
      <div className="atrium-rich-text-editor__body">
        {value === '' && placeholder && (
          <div className="atrium-rich-text-editor__placeholder" aria-hidden="true">
            {placeholder}
          </div>
        )}
        <EditorContent editor={editor} />
      </div>
      {maxLength !== undefined && (
        <div
          className={`atrium-rich-text-editor__count${length > maxLength ? ' atrium-rich-text-editor__count--over' : ''}`}
          aria-live="polite"
        >
          {length} / {maxLength}
        </div>
      )}
    </div>
  );
}
