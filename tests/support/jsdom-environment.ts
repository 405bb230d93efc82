import type { EnvironmentContext, JestEnvironmentConfig } from '@jest/environment';
import JsdomEnvironment from 'jest-environment-jsdom';
import { jsdomLabels } from './jsdom-labels';

// jsdom's own modules, the very ones that built the window (this file is loaded outside the sandbox).
type StyleDeclaration = ArrayLike<string> & {
  getPropertyValue(property: string): string;
  getPropertyPriority(property: string): string;
  setProperty(property: string, value: string, priority?: string): void;
  removeProperty(property: string): void;
};
type ElementImpl = {
  _attached: boolean;
  _localName: string;
  _ownerDocument: DocumentImpl;
  parentElement: ElementImpl | null;
  style: StyleDeclaration;
};
type DocumentImpl = { _styleCache: object | null; styleSheets: { _list: StyleSheet[] } };
const { CSSStyleDeclaration } = require('cssstyle') as { CSSStyleDeclaration: new () => StyleDeclaration };
const { propertiesWithResolvedValueImplemented: resolvedProperties } =
  require('jsdom/lib/jsdom/living/helpers/style-rules') as {
    propertiesWithResolvedValueImplemented: Record<
      string,
      { inherited: boolean; initial: string; computedValue: 'as-specified' | 'computed-color' }
    >;
  };
const { getSpecifiedColor, getComputedOrUsedColor } = require('jsdom/lib/jsdom/living/helpers/colors') as {
  getSpecifiedColor(color: string): string;
  getComputedOrUsedColor(color: string): string;
};
const { implForWrapper, wrapperForImpl } = require('jsdom/lib/jsdom/living/generated/utils') as {
  implForWrapper(wrapper: unknown): ElementImpl;
  wrapperForImpl(impl: unknown): unknown;
};
const { matchesDontThrow } = require('jsdom/lib/jsdom/living/helpers/selectors') as {
  matchesDontThrow(element: ElementImpl, selector: string): boolean;
};
const defaultStyleSheetText = require('jsdom/lib/jsdom/browser/default-stylesheet') as string;
const cssom = require('rrweb-cssom') as { parse(text: string): StyleSheet };

interface StyleRule {
  selectorText?: string;
  style: StyleDeclaration;
  media?: ArrayLike<string>;
  cssRules?: ArrayLike<StyleRule>;
}
interface StyleSheet {
  cssRules: ArrayLike<StyleRule>;
}

/**
 * jsdom's default stylesheet (120 rules) is matched against every element whose cascade is computed.
 * Its rules are indexed here by the element names their selectors end in (`ul ol`, `input[type=…]`),
 * so an element is matched against its own rules and the few that name no element (`[hidden]`,
 * `:focus`), in the sheet's order, with the rule's whole selector as jsdom matches it.
 */
const defaultRules = (() => {
  const rules = Array.from(cssom.parse(defaultStyleSheetText).cssRules);
  const byName = new Map<string, number[]>();
  const anyName: number[] = [];
  rules.forEach((rule, index) => {
    const names = new Set<string>();
    for (const selector of (rule.selectorText ?? '').split(',')) {
      const subject =
        selector
          .trim()
          .split(/[\s>+~]+/)
          .pop() ?? '';
      const name = /^[a-z][a-z0-9-]*/i.exec(subject)?.[0];
      if (!name || selector.includes('(') || rule.media) {
        anyName.push(index);
        return;
      }
      names.add(name.toLowerCase());
    }
    for (const name of names) byName.set(name, [...(byName.get(name) ?? []), index]);
  });
  const forName = new Map<string, StyleRule[]>();
  return (name: string): StyleRule[] => {
    let own = forName.get(name);
    if (!own) {
      own = [...new Set([...(byName.get(name) ?? []), ...anyName])]
        .sort((a, b) => a - b)
        .map((index) => rules[index]!);
      forName.set(name, own);
    }
    return own;
  };
})();

const resolvedNames = Object.keys(resolvedProperties);

/**
 * jsdom's `getComputedStyle`, answering the same values at a fraction of the cost.
 *
 * jsdom computes an element's cascade by matching it against every rule of its default stylesheet, and
 * resolves thirteen properties (visibility, pointer-events, eleven colours) on every call, each colour
 * that is `currentcolor` or inherited walking up to the root again: on an antd page hundreds of
 * look-ups per call, and Testing Library's role queries call it for every candidate and its
 * descendants (a seventh of the heaviest page suites, `node --cpu-prof`). Here the cascade matches an
 * element against its own rules only (`defaultRules`), and the cascade, the resolved values and the
 * declaration built from them are kept for as long as jsdom's own cache of cascades stands — until
 * any node, attribute or stylesheet of the document changes (jsdom then drops `_styleCache`) — so a
 * change to the page is seen exactly as before. Elements outside the document are computed afresh
 * each time, as jsdom does. A pseudo-element is answered as its element (jsdom has none and logs an error).
 */
function fastComputedStyle(window: Window & typeof globalThis) {
  const documentImpl = implForWrapper(window.document) as unknown as DocumentImpl;
  let generation: object | null = null;
  let cascades = new WeakMap<ElementImpl, StyleDeclaration>();
  let values = new WeakMap<ElementImpl, Map<string, string>>();

  /** jsdom's cascade (style-rules.js `getDeclarationForElement`): matching rules in order, then the inline style. */
  function cascadeOf(element: ElementImpl, memo: boolean): StyleDeclaration {
    const known = memo ? cascades.get(element) : undefined;
    if (known) return known;
    const declaration = new CSSStyleDeclaration();
    const apply = (style: StyleDeclaration) => {
      for (let index = 0; index < style.length; index += 1) {
        const property = style[index]!;
        const value = style.getPropertyValue(property);
        if (value === 'unset') declaration.removeProperty(property);
        else declaration.setProperty(property, value, style.getPropertyPriority(property));
      }
    };
    const applyMatching = (rule: StyleRule) => {
      if (rule.selectorText !== undefined && matchesDontThrow(element, rule.selectorText)) apply(rule.style);
    };
    for (const rule of defaultRules(element._localName.toLowerCase())) applyMatching(rule);
    for (const sheet of element._ownerDocument.styleSheets._list) {
      for (const rule of Array.from(sheet.cssRules)) {
        if (!rule.media) applyMatching(rule);
        else if (Array.from(rule.media).includes('screen'))
          for (const inner of Array.from(rule.cssRules ?? [])) applyMatching(inner);
      }
    }
    apply(element.style);
    if (memo) cascades.set(element, declaration);
    return declaration;
  }

  /** jsdom's computed value of a resolved property (style-rules.js), kept per element while `memo`. */
  function computedValue(element: ElementImpl, property: string, memo: boolean): string {
    const known = memo ? values.get(element)?.get(property) : undefined;
    if (known !== undefined) return known;
    const { inherited, initial, computedValue: kind } = resolvedProperties[property]!;
    const parent = element.parentElement;
    const cascaded = cascadeOf(element, memo).getPropertyValue(property);
    const specified =
      cascaded !== ''
        ? kind === 'computed-color'
          ? getSpecifiedColor(cascaded)
          : cascaded
        : inherited && parent
          ? computedValue(parent, property, memo)
          : initial;
    let value = specified;
    if (kind === 'computed-color') {
      if (specified !== 'currentcolor') value = getComputedOrUsedColor(specified);
      else if (property !== 'color') value = computedValue(element, 'color', memo);
      else value = parent ? computedValue(parent, 'color', memo) : initial;
    }
    if (memo) {
      let own = values.get(element);
      if (!own) {
        own = new Map();
        values.set(element, own);
      }
      own.set(property, value);
    }
    return value;
  }

  return function getComputedStyle(target: Element): CSSStyleDeclaration {
    const element = implForWrapper(target);
    // jsdom drops its cache of cascades on any change to the document; a new one starts a generation.
    documentImpl._styleCache ??= new WeakMap();
    if (documentImpl._styleCache !== generation) {
      generation = documentImpl._styleCache;
      cascades = new WeakMap();
      values = new WeakMap();
    }
    const memo = element._attached && element._ownerDocument === documentImpl;
    const resolved = resolvedNames.map((property) => computedValue(element, property, memo));
    // An element's own cascade, kept for this generation, becomes its computed style: its resolved
    // values were taken above, and are read from `values` from now on.
    const declaration = memo ? cascadeOf(element, true) : copyOf(cascadeOf(element, false));
    resolvedNames.forEach((property, index) => {
      declaration.setProperty(property, resolved[index]!);
    });
    return declaration as unknown as CSSStyleDeclaration;
  };
}

function copyOf(cascade: StyleDeclaration): StyleDeclaration {
  const declaration = new CSSStyleDeclaration();
  for (let index = 0; index < cascade.length; index += 1) {
    const property = cascade[index]!;
    declaration.setProperty(
      property,
      cascade.getPropertyValue(property),
      cascade.getPropertyPriority(property),
    );
  }
  return declaration;
}

/** Jest's jsdom environment with a faster `getComputedStyle` (see above) and `labels` (./jsdom-labels.ts). */
export default class FastStyleJsdomEnvironment extends JsdomEnvironment {
  constructor(config: JestEnvironmentConfig, context: EnvironmentContext) {
    super(config, context);
    const window = this.global as unknown as Window & typeof globalThis;
    // jsdom's own stays reachable for the test that compares the two (tests/core/harness/).
    Object.assign(window, { [Symbol.for('atrium.jsdomGetComputedStyle')]: window.getComputedStyle });
    window.getComputedStyle = fastComputedStyle(window);
    Object.assign(window, {
      [Symbol.for('atrium.jsdomLabels')]: (control: Element) =>
        wrapperForImpl(jsdomLabels(implForWrapper(control))),
    });
  }
}
