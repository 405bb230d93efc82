import { earlyClickReplayScript } from '@core/prerender/early-input';

/**
 * The guard of a page the server drew (core/prerender/early-input.ts): a click on an element React
 * does not own yet is held and given to that element once it does; a link's goes on natively.
 */
describe('a drawn page’s clicks before React owns what was clicked', () => {
  beforeAll(() => {
    // As the page's inline script runs it: once, before anything is drawn.
    new Function(earlyClickReplayScript)();
  });

  const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('holds a click on a button, and gives it to that button once hydrated; a link’s is the browser’s', async () => {
    document.body.innerHTML =
      '<div id="root"><button type="button"><span>收起菜单</span></button><a href="#x">链接</a></div>';
    const button = document.querySelector('button')!;
    const label = button.querySelector('span')!;
    const clicks: EventTarget[] = [];
    document.getElementById('root')!.addEventListener('click', (event) => clicks.push(event.target!));
    label.click();
    expect(clicks).toEqual([]);
    const followed = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('a')!.dispatchEvent(followed);
    expect(followed.defaultPrevented).toBe(false);
    expect(clicks).toHaveLength(1);
    await wait(120);
    expect(clicks).toHaveLength(1);
    // React hydrates the button: its fiber on each element it owns.
    Object.assign(label, { __reactFiber$test: {} });
    await wait(120);
    expect(clicks).toEqual([document.querySelector('a'), label]);
    // Owned: clicks go straight through, and nothing is replayed again.
    label.click();
    await wait(120);
    expect(clicks).toHaveLength(3);
  });

  it('drops a held click whose element went (the console drew the page anew)', async () => {
    document.body.innerHTML = '<div id="root"><button type="button">详情</button></div>';
    const clicks: EventTarget[] = [];
    document.addEventListener('click', (event) => clicks.push(event.target!));
    document.querySelector('button')!.click();
    document.getElementById('root')!.replaceChildren();
    await wait(120);
    expect(clicks).toEqual([]);
  });
});
