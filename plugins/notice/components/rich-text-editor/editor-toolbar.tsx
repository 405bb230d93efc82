import Icon, {
  BoldOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  LinkOutlined,
  OrderedListOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, Divider, Tooltip } from 'antd';
import { type ReactNode, useState } from 'react';
import { LinkDialog } from './link-dialog';
import { shortcutLabel } from './rich-text-content';

/** A quotation mark (antd's icon set has none). */
function QuoteSvg() {
  return (
    <svg viewBox="0 0 1024 1024" width="1em" height="1em" fill="currentColor" aria-hidden="true">
      <path d="M195 798c-52-55-80-117-80-217 0-176 124-334 304-412l45 69C296 330 263 432 250 496c28-14 64-19 100-16 94 9 168 86 168 182 0 101-82 182-183 182-56 0-109-25-140-46zm448 0c-52-55-80-117-80-217 0-176 124-334 304-412l45 69C744 330 711 432 698 496c28-14 64-19 100-16 94 9 168 86 168 182 0 101-82 182-183 182-56 0-109-25-140-46z" />
    </svg>
  );
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

interface ToolbarState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  strike: boolean;
  heading: boolean;
  bulletList: boolean;
  orderedList: boolean;
  blockquote: boolean;
  link: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

function toolbarState(editor: Editor): ToolbarState {
  return {
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    underline: editor.isActive('underline'),
    strike: editor.isActive('strike'),
    heading: editor.isActive('heading'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    blockquote: editor.isActive('blockquote'),
    link: editor.isActive('link'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

function ToolButton({
  label,
  shortcut,
  icon,
  active,
  disabled,
  onClick,
}: {
  label: string;
  shortcut?: string;
  icon: ReactNode;
  active?: boolean;
  disabled?: boolean;
  onClick(): void;
}) {
  return (
    <Tooltip title={shortcut ? `${label}（${shortcutLabel(shortcut, isMac)}）` : label} mouseEnterDelay={0.4}>
      <Button
        size="small"
        variant={active ? 'filled' : 'text'}
        color={active ? 'primary' : 'default'}
        icon={icon}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        // Keeps the editor's selection: the command runs on what was selected.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

/** The formatting buttons above the editor, each showing whether it applies at the cursor. */
export function EditorToolbar({ editor, disabled }: { editor: Editor; disabled?: boolean }) {
  const state = useEditorState({ editor, selector: ({ editor: current }) => toolbarState(current) });
  const [linking, setLinking] = useState(false);
  const run = () => editor.chain().focus();

  const closeLink = () => {
    setLinking(false);
    editor.commands.focus();
  };
  const applyLink = (href: string) => {
    const { empty } = editor.state.selection;
    if (empty && !editor.isActive('link')) {
      run()
        .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
        .run();
    } else {
      run().extendMarkRange('link').setLink({ href }).run();
    }
    setLinking(false);
  };
  const removeLink = () => {
    run().extendMarkRange('link').unsetLink().run();
    setLinking(false);
  };

  return (
    <div className="atrium-rich-text-editor__toolbar" role="toolbar" aria-label="正文格式">
      <ToolButton
        label="加粗"
        shortcut="Mod-B"
        icon={<BoldOutlined />}
        active={state.bold}
        disabled={disabled}
        onClick={() => run().toggleBold().run()}
      />
      <ToolButton
        label="斜体"
        shortcut="Mod-I"
        icon={<ItalicOutlined />}
        active={state.italic}
        disabled={disabled}
        onClick={() => run().toggleItalic().run()}
      />
      <ToolButton
        label="下划线"
        shortcut="Mod-U"
        icon={<UnderlineOutlined />}
        active={state.underline}
        disabled={disabled}
        onClick={() => run().toggleUnderline().run()}
      />
      <ToolButton
        label="删除线"
        shortcut="Mod-Shift-S"
        icon={<StrikethroughOutlined />}
        active={state.strike}
        disabled={disabled}
        onClick={() => run().toggleStrike().run()}
      />
      <Divider orientation="vertical" />
      <ToolButton
        label="标题"
        shortcut="Mod-Alt-2"
        icon={<FontSizeOutlined />}
        active={state.heading}
        disabled={disabled}
        onClick={() => run().toggleHeading({ level: 2 }).run()}
      />
      <ToolButton
        label="无序列表"
        shortcut="Mod-Shift-8"
        icon={<UnorderedListOutlined />}
        active={state.bulletList}
        disabled={disabled}
        onClick={() => run().toggleBulletList().run()}
      />
      <ToolButton
        label="有序列表"
        shortcut="Mod-Shift-7"
        icon={<OrderedListOutlined />}
        active={state.orderedList}
        disabled={disabled}
        onClick={() => run().toggleOrderedList().run()}
      />
      <ToolButton
        label="引用"
        shortcut="Mod-Shift-B"
        icon={<Icon component={QuoteSvg} aria-hidden="true" />}
        active={state.blockquote}
        disabled={disabled}
        onClick={() => run().toggleBlockquote().run()}
      />
      <ToolButton
        label="插入链接"
        icon={<LinkOutlined />}
        active={state.link}
        disabled={disabled}
        onClick={() => setLinking(true)}
      />
      <Divider orientation="vertical" />
      <ToolButton
        label="撤销"
        shortcut="Mod-Z"
        icon={<UndoOutlined />}
        disabled={disabled || !state.canUndo}
        onClick={() => run().undo().run()}
      />
      <ToolButton
        label="重做"
        shortcut="Mod-Shift-Z"
        icon={<RedoOutlined />}
        disabled={disabled || !state.canRedo}
        onClick={() => run().redo().run()}
      />
      {linking && (
        <LinkDialog
          open
          initialUrl={state.link ? String(editor.getAttributes('link').href ?? '') : ''}
          onSubmit={applyLink}
          onRemove={removeLink}
          onClose={closeLink}
        />
      )}
    </div>
  );
}
