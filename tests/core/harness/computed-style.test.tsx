// The page tests' getComputedStyle (tests/support/jsdom-environment.ts) against jsdom's own: the same
// values for every element of a page, before and after the page changes.
import { render } from '@testing-library/react';
import { Button, Menu, Modal, Table } from 'antd';

const jsdomComputedStyle = (window as unknown as Record<symbol, typeof window.getComputedStyle>)[
  Symbol.for('atrium.jsdomGetComputedStyle')
]!.bind(window);

/** Every element whose computed style differs between the two: every property, value and priority. */
function differences(root: Element = document.documentElement): string[] {
  const found: string[] = [];
  for (const element of [root, ...root.querySelectorAll('*')]) {
    const fast = window.getComputedStyle(element);
    const own = jsdomComputedStyle(element);
    const described = (style: CSSStyleDeclaration) =>
      Array.from(
        style,
        (property) =>
          `${property}: ${style.getPropertyValue(property)} ${style.getPropertyPriority(property)}`,
      )
        .sort()
        .join('; ');
    if (described(fast) !== described(own)) {
      found.push(
        `${element.tagName.toLowerCase()}.${element.className}: ${described(fast)} ≠ ${described(own)}`,
      );
    }
  }
  return found;
}

function Page() {
  return (
    <div style={{ color: 'rgb(10, 20, 30)' }}>
      <style>{`
        .muted { color: #888; border-color: red; }
        .muted span { visibility: hidden; }
        .gone { display: none; }
        .outlined { outline-color: currentcolor; background-color: rgba(0, 0, 0, 0.5); }
      `}</style>
      <Menu
        items={[
          { key: 'a', label: '员工管理' },
          { key: 'b', label: '角色管理' },
        ]}
      />
      <p className="muted">
        灰色 <span>隐藏</span> <em style={{ visibility: 'visible' }}>可见</em>
      </p>
      <p className="outlined" style={{ borderColor: 'currentcolor' }}>
        描边
      </p>
      <Table
        rowKey="id"
        columns={[{ title: '姓名', dataIndex: 'name' }]}
        dataSource={[
          { id: 1, name: '张伟' },
          { id: 2, name: '李娜' },
        ]}
      />
      <Button disabled>保存</Button>
      <Modal open title="确认">
        <p className="gone">不显示</p>
      </Modal>
    </div>
  );
}

describe("the page tests' getComputedStyle", () => {
  it("answers jsdom's values for every element of a page", () => {
    render(<Page />);
    expect(document.querySelectorAll('*').length).toBeGreaterThan(60);
    expect(differences()).toEqual([]);
  });

  it('sees a change to a class, an inline style or the tree at once', () => {
    render(<Page />);
    const muted = document.querySelector('.muted')!;
    const hidden = muted.querySelector('span')!;
    expect(window.getComputedStyle(hidden).visibility).toBe('hidden');
    expect(window.getComputedStyle(muted).color).toBe(jsdomComputedStyle(muted).color);

    muted.classList.remove('muted');
    expect(window.getComputedStyle(hidden).visibility).toBe('visible');
    (muted.parentElement as HTMLElement).style.visibility = 'hidden';
    expect(window.getComputedStyle(hidden).visibility).toBe('hidden');
    (muted.parentElement as HTMLElement).style.color = 'rgb(1, 2, 3)';
    expect(window.getComputedStyle(muted).color).toBe('rgb(1, 2, 3)');
    document.body.append(hidden);
    expect(window.getComputedStyle(hidden).visibility).toBe('visible');
    const late = document.createElement('style');
    late.textContent = 'body > span { visibility: hidden; color: #123456; }';
    document.head.append(late);
    expect(window.getComputedStyle(hidden).visibility).toBe('hidden');
    expect(window.getComputedStyle(hidden).color).toBe('rgb(18, 52, 86)');
    expect(differences()).toEqual([]);
  });

  it('computes an element outside the document afresh', () => {
    const outside = document.createElement('div');
    const child = document.createElement('span');
    outside.append(child);
    expect(window.getComputedStyle(child).visibility).toBe('visible');
    outside.style.visibility = 'hidden';
    expect(window.getComputedStyle(child).visibility).toBe(jsdomComputedStyle(child).visibility);
  });
});
