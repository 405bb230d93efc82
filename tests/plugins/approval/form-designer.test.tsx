import type { FlowNode } from '@manifests/contracts/approval-flow';
import type { ApprovalForm } from '@manifests/contracts/approval-form';
import { FormDesigner } from '@plugins/approval/designer/form';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import { keyboardDrag } from '@tests/support/keyboard-drag';
import { renderWithServices } from '@tests/support/render-with-services';
import { createTestContainer } from '@tests/support/test-container';
import { useState } from 'react';
import { LOCKED_FORM } from './support/locked-form';

const FORM: ApprovalForm = [
  { name: 'amount', label: '金额', kind: 'amount', required: true },
  { name: 'reason', label: '事由', kind: 'textarea', required: true },
  { name: 'note', label: '备注', kind: 'text' },
];

/** A condition router whose first branch compares 金额. */
const FLOW: FlowNode = {
  nodeId: 'start',
  nodeName: '发起人',
  type: 'start',
  childNode: {
    nodeId: 'router',
    nodeName: '条件分支',
    type: 'condition',
    conditionNodes: [
      {
        nodeId: 'big',
        nodeName: '大额',
        priorityLevel: 1,
        conditionGroups: [{ operator: 'and', rules: [{ field: 'amount', operator: 'gt', value: 100000 }] }],
      },
      { nodeId: 'other', nodeName: '其他情况', priorityLevel: 2, isDefault: true },
    ],
  },
};

/** The designer under a host that keeps each form it is handed (as the designer page will). */
function Host({
  initial,
  flow,
  readOnly,
  changes,
}: {
  initial: ApprovalForm;
  flow?: FlowNode;
  readOnly?: boolean;
  changes: ApprovalForm[];
}) {
  const [form, setForm] = useState(initial);
  return (
    <FormDesigner
      value={form}
      onChange={(next) => {
        changes.push(next);
        setForm(next);
      }}
      flow={flow}
      readOnly={readOnly}
    />
  );
}

function renderDesigner(initial: ApprovalForm = FORM, options: { flow?: FlowNode; readOnly?: boolean } = {}) {
  const changes: ApprovalForm[] = [];
  renderWithServices(<Host initial={initial} changes={changes} {...options} />, {
    container: createTestContainer().container,
  });
  const user = userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never });
  return { changes, user };
}

/** The cards on the canvas, in order, by their names (kind and label). */
const canvasLabels = () =>
  within(screen.getByRole('list', { name: '表单字段' }))
    .getAllByRole('button', { name: /「/ })
    .filter((node) => node.getAttribute('aria-pressed') !== null)
    .map((node) => node.getAttribute('aria-label'));
const card = (label: RegExp | string) =>
  within(screen.getByRole('list', { name: '表单字段' })).getByRole('button', { name: label });
const properties = () => screen.getByRole('complementary', { name: '字段属性' });

describe('FormDesigner', () => {
  it('starts empty with a hint, and a click on the palette adds the kind last and selects it', async () => {
    const { changes, user } = renderDesigner([]);
    expect(screen.getByText('从左侧点击或拖入字段类型，开始设计表单')).toBeInTheDocument();
    expect(within(properties()).getByText('选择表单中的字段，在这里设置它的属性')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加金额' }));
    await user.click(screen.getByRole('button', { name: '添加单选' }));
    expect(changes.at(-1)?.map((field) => [field.name, field.label, field.kind])).toEqual([
      ['amount1', '金额', 'amount'],
      ['select1', '单选', 'select'],
    ]);
    expect(card('单选「单选」')).toHaveAttribute('aria-pressed', 'true');
    expect(within(properties()).getByRole('textbox', { name: '字段名称' })).toHaveValue('单选');
    expect(within(properties()).getByRole('list', { name: '选项列表' })).toBeInTheDocument();
    expect(screen.getByText('共 2 个字段（最多 60 个）')).toBeInTheDocument();
  });

  it('adds after the selected field, and copies a field right after it', async () => {
    const { changes, user } = renderDesigner();
    await user.click(card('多行文本「事由」'));
    await user.click(screen.getByRole('button', { name: '添加日期' }));
    expect(changes.at(-1)?.map((field) => field.name)).toEqual(['amount', 'reason', 'date1', 'note']);
    await user.click(screen.getByRole('button', { name: '复制「金额」' }));
    expect(changes.at(-1)?.map((field) => [field.name, field.label])).toEqual([
      ['amount', '金额'],
      ['amount1', '金额副本'],
      ['reason', '事由'],
      ['date1', '日期'],
      ['note', '备注'],
    ]);
    expect(card('金额「金额副本」')).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses to delete a field a condition of the flow uses, saying why; deletes one no condition uses', async () => {
    const { changes, user } = renderDesigner(FORM, { flow: FLOW });
    await user.click(screen.getByRole('button', { name: '删除「金额」' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      '流程中条件「大额」使用了字段「金额」，请先在流程配置中修改后再删除。',
    );
    expect(changes).toEqual([]);
    expect(canvasLabels()).toEqual(['金额「金额」', '多行文本「事由」', '单行文本「备注」']);
    await user.click(screen.getByRole('button', { name: '删除「备注」' }));
    expect(changes.at(-1)?.map((field) => field.name)).toEqual(['amount', 'reason']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes the focused field with the Delete key, refused the same way', async () => {
    const { changes, user } = renderDesigner(FORM, { flow: FLOW });
    card('金额「金额」').focus();
    await user.keyboard('{Delete}');
    expect(screen.getByRole('alert')).toHaveTextContent('使用了字段「金额」');
    card('多行文本「事由」').focus();
    await user.keyboard('{Delete}');
    expect(changes.at(-1)?.map((field) => field.name)).toEqual(['amount', 'note']);
  });

  it('moves a field a place with Alt+↑/↓ and keeps the focus on it', async () => {
    const { changes, user } = renderDesigner();
    card('金额「金额」').focus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(changes.at(-1)?.map((field) => field.name)).toEqual(['reason', 'amount', 'note']);
    expect(card('金额「金额」')).toHaveFocus();
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    expect(changes.map((form) => form.map((field) => field.name).join())).toEqual([
      'reason,amount,note',
      'reason,note,amount',
    ]);
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    expect(canvasLabels()).toEqual(['多行文本「事由」', '金额「金额」', '单行文本「备注」']);
  });

  describe('keyboard dragging (dnd-kit)', () => {
    const original = Element.prototype.getBoundingClientRect;
    beforeAll(() => {
      // jsdom lays nothing out: each card gets a 80 px row in order, the end zone below them all.
      Element.prototype.getBoundingClientRect = function rect(this: Element) {
        const at = (top: number, height: number) =>
          ({
            top,
            bottom: top + height,
            left: 0,
            right: 400,
            width: 400,
            height,
            x: 0,
            y: top,
            toJSON: () => ({}),
          }) as DOMRect;
        if (this.classList.contains('form-canvas__field')) {
          const index = [...(this.parentElement?.children ?? [])].indexOf(this);
          return at(index * 100, 80);
        }
        if (this.classList.contains('form-canvas__end')) return at(10_000, 60);
        return original.call(this);
      };
    });
    afterAll(() => {
      Element.prototype.getBoundingClientRect = original;
    });

    it('picks a field up by its handle with Space, moves it with the arrows and drops it with Space', async () => {
      const { changes } = renderDesigner();
      const handle = screen.getByRole('button', { name: '拖动「金额」调整顺序' });
      await keyboardDrag(handle, ['ArrowDown', 'ArrowDown', ' ']);
      await waitFor(() =>
        expect(changes.at(-1)?.map((field) => field.name)).toEqual(['reason', 'note', 'amount']),
      );
    });

    it('puts a field back when the drag is cancelled with Esc', async () => {
      const { changes } = renderDesigner();
      const handle = screen.getByRole('button', { name: '拖动「事由」调整顺序' });
      await keyboardDrag(handle, ['ArrowUp', 'Escape']);
      expect(changes).toEqual([]);
      expect(canvasLabels()).toEqual(['金额「金额」', '多行文本「事由」', '单行文本「备注」']);
    });
  });

  it('edits the selected field’s properties, and shows a refusal under the property without applying it', async () => {
    const { changes, user } = renderDesigner();
    await user.click(card('多行文本「事由」'));
    const label = within(properties()).getByRole('textbox', { name: '字段名称' });
    await user.clear(label);
    expect(await within(properties()).findByText('请填写字段名称')).toBeInTheDocument();
    expect(changes).toEqual([]);
    await user.type(label, '用途');
    expect(changes.at(-1)?.[1]).toMatchObject({ name: 'reason', label: '用途' });
    await waitFor(() => expect(within(properties()).queryByText('请填写字段名称')).not.toBeInTheDocument());
    await user.click(within(properties()).getByRole('switch', { name: '必填' }));
    expect(changes.at(-1)?.[1]?.required).toBeUndefined();
    await user.type(within(properties()).getByRole('spinbutton', { name: '最多字数' }), '200');
    expect(changes.at(-1)?.[1]?.maxLength).toBe(200);
  });

  it('keeps a condition’s field required, and renames a field only where the flow does not name it', async () => {
    const { changes, user } = renderDesigner(FORM, { flow: FLOW });
    await user.click(card('金额「金额」'));
    expect(within(properties()).getByRole('switch', { name: '必填' })).toBeDisabled();
    expect(within(properties()).getByText('流程条件使用了该字段，须为必填')).toBeInTheDocument();
    const name = within(properties()).getByRole('textbox', { name: '字段标识' });
    await user.clear(name);
    await user.type(name, 'total{Enter}');
    expect(within(properties()).getByText('流程中用到了该字段，不能修改字段标识')).toBeInTheDocument();
    expect(changes).toEqual([]);
    await user.click(card('单行文本「备注」'));
    const other = within(properties()).getByRole('textbox', { name: '字段标识' });
    await user.clear(other);
    await user.type(other, 'remark{Enter}');
    expect(changes.at(-1)?.map((field) => field.name)).toEqual(['amount', 'reason', 'remark']);
    expect(card('单行文本「备注」')).toHaveAttribute('aria-pressed', 'true');
  });

  it('edits a select’s options: adds one and renames it', async () => {
    const { changes, user } = renderDesigner([]);
    await user.click(screen.getByRole('button', { name: '添加多选' }));
    await user.click(within(properties()).getByRole('button', { name: /添加选项/ }));
    const third = within(properties()).getByRole('textbox', { name: '选项 3' });
    await user.clear(third);
    expect(await within(properties()).findByText('请填写选项')).toBeInTheDocument();
    await user.type(third, '其他');
    expect(changes.at(-1)?.[0]?.options).toEqual([
      { label: '选项1', value: 'option1' },
      { label: '选项2', value: 'option2' },
      { label: '其他', value: 'option3' },
    ]);
    await user.click(within(properties()).getByRole('button', { name: '删除选项「选项1」' }));
    expect(changes.at(-1)?.[0]?.options?.map((option) => option.label)).toEqual(['选项2', '其他']);
  });

  it('sets an amount’s unit, its default in that unit (kept in fen) and whether conditions may use it', async () => {
    const { changes, user } = renderDesigner();
    await user.click(card('金额「金额」'));
    await user.click(within(properties()).getByRole('radio', { name: '万元' }));
    expect(changes.at(-1)?.[0]).toMatchObject({ name: 'amount', unit: '万元' });
    const fallback = within(properties()).getByRole('textbox', { name: '默认值' });
    await user.type(fallback, '1.5');
    expect(changes.at(-1)?.[0]?.defaultValue).toBe(1500000);
    // Past the maximum the default is refused under its input, and not applied.
    await user.type(within(properties()).getByRole('textbox', { name: '最大金额' }), '1');
    expect(changes.at(-1)?.[0]?.max).toBeUndefined();
    expect(
      await within(properties()).findByText('默认值不能大于 1.00 万元，请先修改默认值'),
    ).toBeInTheDocument();
    const usable = within(properties()).getByRole('switch', { name: '可作为流程条件' });
    expect(usable).toBeChecked();
    await user.click(usable);
    expect(changes.at(-1)?.[0]?.conditionable).toBe(false);
    await user.click(usable);
    expect(changes.at(-1)?.[0] && 'conditionable' in changes.at(-1)![0]!).toBe(false);
  });

  it('keeps a field a condition uses usable in conditions', async () => {
    const { user } = renderDesigner(FORM, { flow: FLOW });
    await user.click(card('金额「金额」'));
    expect(within(properties()).getByRole('switch', { name: '可作为流程条件' })).toBeDisabled();
    expect(within(properties()).getByText('流程条件正在使用该字段')).toBeInTheDocument();
    // A multi-line text can never be compared: no such switch.
    await user.click(card('多行文本「事由」'));
    expect(within(properties()).queryByRole('switch', { name: '可作为流程条件' })).not.toBeInTheDocument();
  });

  it('picks a select’s default among its options, and removing that option clears it', async () => {
    const { changes, user } = renderDesigner([]);
    await user.click(screen.getByRole('button', { name: '添加单选' }));
    await user.click(within(properties()).getByRole('combobox', { name: '默认值' }));
    const option = await waitFor(() => {
      const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
        (candidate) => candidate.title === '选项2',
      );
      expect(found).toBeDefined();
      return found!;
    });
    await user.click(option);
    expect(changes.at(-1)?.[0]?.defaultValue).toBe('option2');
    await user.click(within(properties()).getByRole('button', { name: '删除选项「选项2」' }));
    expect(changes.at(-1)?.[0]?.options?.map((one) => one.value)).toEqual(['option1']);
    expect(changes.at(-1)?.[0] && 'defaultValue' in changes.at(-1)![0]!).toBe(false);
  });

  it('opens the preview with the default values filled in', async () => {
    const { user } = renderDesigner([
      { name: 'amount', label: '金额', kind: 'amount', unit: '万元', defaultValue: 1500000 },
      { name: 'note', label: '备注', kind: 'text', defaultValue: '日常' },
    ]);
    await user.click(screen.getByText('预览'));
    const desktop = screen.getByRole('region', { name: '电脑端' });
    expect(within(desktop).getByLabelText('金额')).toHaveValue('1.50');
    expect(within(desktop).getByText('万元')).toBeInTheDocument();
    expect(within(desktop).getByLabelText('备注')).toHaveValue('日常');
  });

  it('previews the form as the initiator sees it, on a desktop and at a phone’s width', async () => {
    const { user } = renderDesigner();
    await user.click(screen.getByText('预览'));
    for (const frame of ['电脑端', '手机端']) {
      const region = screen.getByRole('region', { name: frame });
      expect(within(region).getByLabelText('金额')).toBeInTheDocument();
      expect(within(region).getByLabelText('事由')).toBeEnabled();
      expect(within(region).getByRole('button', { name: '提交' })).toBeInTheDocument();
    }
    expect(screen.queryByRole('navigation', { name: '字段类型' })).not.toBeInTheDocument();
    await user.click(screen.getByText('设计'));
    expect(screen.getByRole('navigation', { name: '字段类型' })).toBeInTheDocument();
  });

  describe('the fields an approval type locks', () => {
    const reason = '该字段由业务模块填写，不能删除、改名或修改类型';

    it('shows a lock on each, its 删除 disabled with a tooltip saying why', async () => {
      const { changes, user } = renderDesigner(LOCKED_FORM);
      expect(screen.getByLabelText('「月租金」由业务模块填写')).toBeInTheDocument();
      expect(screen.queryByLabelText('「联系人」由业务模块填写')).not.toBeInTheDocument();
      const remove = screen.getByRole('button', { name: '删除「月租金」' });
      expect(remove).toBeDisabled();
      expect(screen.getByRole('button', { name: '删除「联系人」' })).toBeEnabled();
      await user.hover(remove.parentElement ?? remove);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(reason);
      // Delete on the keyboard is refused the same way, saying so.
      card('金额「月租金」').focus();
      await user.keyboard('{Delete}');
      expect(screen.getByRole('alert')).toHaveTextContent('字段「月租金」由业务模块填写，不能删除');
      expect(changes).toEqual([]);
    });

    it('disables its name, 字段标识, 必填 and options, leaving what the administrator may set', async () => {
      const { changes, user } = renderDesigner(LOCKED_FORM);
      await user.click(card('单选「租约类型」'));
      const panel = within(properties());
      expect(panel.getByText('业务字段')).toBeInTheDocument();
      expect(panel.getByRole('textbox', { name: /字段名称/ })).toBeDisabled();
      expect(panel.getByRole('textbox', { name: /字段标识/ })).toBeDisabled();
      expect(panel.getByRole('switch', { name: /必填/ })).toBeDisabled();
      expect(panel.getByRole('button', { name: /添加选项/ })).toBeDisabled();
      expect(panel.getByLabelText('类型已锁定')).toBeInTheDocument();
      await user.type(panel.getByRole('textbox', { name: '提示文字' }), '请选择');
      expect(changes.at(-1)?.[1]).toMatchObject({ name: 'leaseKind', placeholder: '请选择', locked: true });
    });

    it('keeps a field added beside them optional, saying why', async () => {
      const { changes, user } = renderDesigner(LOCKED_FORM);
      await user.click(card('单行文本「联系人」'));
      const panel = within(properties());
      expect(panel.getByRole('switch', { name: '必填' })).toBeDisabled();
      expect(
        panel.getByText('业务模块发起审批时不会填写新添加的字段，只能添加非必填字段'),
      ).toBeInTheDocument();
      expect(panel.getByRole('textbox', { name: '字段名称' })).toBeEnabled();
      await user.click(screen.getByRole('button', { name: '添加数字' }));
      expect(changes.at(-1)?.at(-1)).toEqual({ name: 'number1', label: '数字', kind: 'number' });
    });
  });

  it('read only: no palette, no handles or buttons, properties shown but disabled', async () => {
    const { user } = renderDesigner(FORM, { readOnly: true });
    expect(screen.queryByRole('navigation', { name: '字段类型' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^删除/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^拖动/ })).not.toBeInTheDocument();
    await user.click(card('金额「金额」'));
    expect(within(properties()).getByRole('textbox', { name: '字段名称' })).toBeDisabled();
  });
});
