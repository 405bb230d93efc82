import { screen } from '@testing-library/react';

/**
 * The test environment answers a form control's `labels` from one index per version of the document
 * (tests/support/jsdom-labels.ts); these are the very lists jsdom's own walk gives, before and after
 * the changes that move a label from one control to another.
 */
const jsdomLabels = (window as unknown as Record<symbol, (control: Element) => NodeListOf<HTMLLabelElement>>)[
  Symbol.for('atrium.jsdomLabels')
]!;

function expectSameLabels() {
  const controls = [...document.querySelectorAll('input, button, select, textarea, output, meter, progress')];
  expect(controls.length).toBeGreaterThan(8);
  for (const control of controls) {
    const ours = (control as HTMLInputElement).labels;
    const theirs = jsdomLabels(control);
    if (theirs === null) {
      expect(ours).toBeNull();
      continue;
    }
    expect([...ours!]).toEqual([...theirs]);
  }
}

describe('form controls’ labels in the test environment', () => {
  beforeEach(() => {
    document.body.innerHTML = `
      <form>
        <label for="name">名称</label><input id="name">
        <label>备注 <textarea></textarea></label>
        <label for="name">再一个名称</label>
        <label for="missing">无对象</label>
        <label for="hidden">隐藏的</label><input id="hidden" type="hidden">
        <label for="first">第一个</label><input id="first" value="1"><input id="first" value="2">
        <label>按钮 <button type="button">确定</button><input></label>
        <label for="">空的</label>
        <label for="plain">段落</label><p id="plain">不是控件</p>
        <select id="kind"><option>甲</option></select><label for="kind">类别</label>
        <output id="sum"></output><label for="sum">合计</label>
        <meter id="level" value="1"></meter><progress id="done"></progress>
        <label for="done">进度</label><label for="level">水平</label>
        <input id="unlabelled">
      </form>`;
  });

  it('gives the labels jsdom gives, in tree order, null for a hidden input', () => {
    expectSameLabels();
    expect(
      [...(document.getElementById('name') as HTMLInputElement).labels!].map((label) => label.textContent),
    ).toEqual(['名称', '再一个名称']);
    expect((document.getElementById('hidden') as HTMLInputElement).labels).toBeNull();
    expect(screen.getByRole('textbox', { name: '名称 再一个名称' })).toBe(document.getElementById('name'));
  });

  it('follows changes of for, of ids and of the tree, as jsdom’s live lists do', () => {
    const name = document.getElementById('name') as HTMLInputElement;
    const kept = name.labels!;
    expect(kept).toHaveLength(2);
    document.querySelector('label[for="missing"]')!.setAttribute('for', 'name');
    expect(kept).toHaveLength(3);
    expectSameLabels();
    document.getElementById('first')!.id = 'renamed';
    expectSameLabels();
    document.querySelector('textarea')!.remove();
    expectSameLabels();
    const label = document.createElement('label');
    label.append('新的', document.createElement('input'));
    document.querySelector('form')!.prepend(label);
    expectSameLabels();
    name
      .closest('form')!
      .querySelectorAll('label[for="name"]')
      .forEach((each) => {
        each.remove();
      });
    expect(kept).toHaveLength(0);
    expectSameLabels();
  });

  it('keeps a control’s list for controls outside the document too', () => {
    const detached = document.createElement('div');
    detached.innerHTML = '<label>离线 <input></label><label for="x">X</label><input id="x">';
    const [first, second] = [...detached.querySelectorAll('input')];
    expect([...first!.labels!].map((each) => each.textContent)).toEqual(['离线 ']);
    expect([...second!.labels!]).toEqual([...jsdomLabels(second!)]);
  });
});
