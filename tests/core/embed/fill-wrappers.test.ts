import { fillWrappers } from '@core/embed/fill-wrappers';

/** jsdom lays nothing out: each element's height is given here. */
function withHeights(heights: Map<Element, number>) {
  jest.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    return { height: heights.get(this) ?? 0 } as DOMRect;
  });
}

/** The host's panel (sized), qiankun's wrapper inside it, the console's empty element inside that. */
function hostPage() {
  const panel = document.createElement('div');
  const wrapper = document.createElement('div');
  wrapper.id = '__qiankun_microapp_wrapper_for_atrium_console__';
  const consoleElement = document.createElement('div');
  panel.append(wrapper);
  wrapper.append(consoleElement);
  document.body.append(panel);
  return { panel, wrapper };
}

afterEach(() => {
  jest.restoreAllMocks();
  document.body.replaceChildren();
});

describe('the console fills the panel through a framework wrapper', () => {
  it('gives the wrappers between the sized panel and the console 100% while mounted, then takes it back', () => {
    const { panel, wrapper } = hostPage();
    withHeights(new Map([[panel, 803]]));
    const restore = fillWrappers(wrapper);
    expect(wrapper.style.height).toBe('100%');
    expect(panel.style.height).toBe('');
    restore();
    expect(wrapper.getAttribute('style')).toBe('');
  });

  it("puts back a wrapper's own inline height", () => {
    const { panel, wrapper } = hostPage();
    wrapper.style.height = 'auto';
    withHeights(new Map([[panel, 803]]));
    const restore = fillWrappers(wrapper);
    expect(wrapper.style.height).toBe('100%');
    restore();
    expect(wrapper.style.height).toBe('auto');
  });

  it('changes nothing when the container has a height of its own (single-spa, a <script> host)', () => {
    const { panel } = hostPage();
    withHeights(new Map([[panel, 803]]));
    fillWrappers(panel);
    expect(panel.getAttribute('style')).toBeNull();
  });

  it('changes nothing when no sized element is found near it (a hidden panel)', () => {
    const { panel, wrapper } = hostPage();
    withHeights(new Map([[document.body, 900]]));
    fillWrappers(wrapper);
    expect(wrapper.getAttribute('style')).toBeNull();
    expect(panel.getAttribute('style')).toBeNull();
  });
});
