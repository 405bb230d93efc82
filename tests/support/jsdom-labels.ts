// Faster `labels` of form controls, loaded with the jsdom environment (outside the sandbox).
//
// testing-library finds a control by its accessible name (`getByRole('textbox', { name: '名称' })`),
// which reads each candidate's `labels`. jsdom answers that, for each control, by walking the whole
// document for the labels that point at it, and each label's `for` by walking it again for the id:
// on a designer page of a few thousand nodes that was 6 % of the file's time (`node --cpu-prof`). Here
// one walk per version of the document (jsdom counts every change of a node or attribute in its
// root's `_version`) indexes every label by its control, with the same rules: the first element in tree
// order with the `for` id if it is labelable, else the first labelable descendant.

type NodeImpl = {
  _version: number;
  _localName?: string;
  _namespaceURI?: string | null;
  _globalObject: unknown;
  nodeType: number;
  getRootNode(options: object): NodeImpl;
  getAttributeNS(namespace: string | null, name: string): string | null;
  hasAttributeNS(namespace: string | null, name: string): boolean;
  _labels?: unknown;
};

// jsdom itself first: its modules require one another in an order that loading one alone breaks.
require('jsdom');
const { domSymbolTree } = require('jsdom/lib/jsdom/living/helpers/internal-constants') as {
  domSymbolTree: { treeIterator(root: NodeImpl): Iterable<NodeImpl> };
};
const { isLabelable } = require('jsdom/lib/jsdom/living/helpers/form-controls') as {
  isLabelable(node: NodeImpl): boolean;
};
const NodeList = require('jsdom/lib/jsdom/living/generated/NodeList') as {
  createImpl(globalObject: unknown, args: unknown[], privateData: object): unknown;
};

const HTML_NS = 'http://www.w3.org/1999/xhtml';
const ELEMENT_NODE = 1;

const indexes = new WeakMap<NodeImpl, { version: number; labels: Map<NodeImpl, NodeImpl[]> }>();

function controlOf(label: NodeImpl, firstWithId: Map<string, NodeImpl>): NodeImpl | null {
  if (label.hasAttributeNS(null, 'for')) {
    const id = label.getAttributeNS(null, 'for');
    const target = id ? firstWithId.get(id) : undefined;
    return target && isLabelable(target) ? target : null;
  }
  for (const descendant of domSymbolTree.treeIterator(label)) {
    if (isLabelable(descendant)) return descendant;
  }
  return null;
}

function labelIndex(root: NodeImpl): Map<NodeImpl, NodeImpl[]> {
  const kept = indexes.get(root);
  if (kept && kept.version === root._version) return kept.labels;
  const labelElements: NodeImpl[] = [];
  const firstWithId = new Map<string, NodeImpl>();
  for (const node of domSymbolTree.treeIterator(root)) {
    if (node.nodeType !== ELEMENT_NODE) continue;
    const id = node.getAttributeNS(null, 'id');
    if (id && !firstWithId.has(id)) firstWithId.set(id, node);
    if (node._localName === 'label' && node._namespaceURI === HTML_NS) labelElements.push(node);
  }
  const labels = new Map<NodeImpl, NodeImpl[]>();
  for (const label of labelElements) {
    const control = controlOf(label, firstWithId);
    if (!control) continue;
    const list = labels.get(control);
    if (list) list.push(label);
    else labels.set(control, [label]);
  }
  indexes.set(root, { version: root._version, labels });
  return labels;
}

/** As jsdom's `getLabelsForLabelable`: a live list, kept per control, of the labels pointing at it. */
function labelsOf(this: NodeImpl): unknown {
  if (!isLabelable(this)) return null;
  if (!this._labels) {
    const root = this.getRootNode({});
    this._labels = NodeList.createImpl(root._globalObject, [], {
      element: root,
      query: () => [...(labelIndex(root).get(this) ?? [])],
    });
  }
  return this._labels;
}

const LABELABLE = ['Button', 'Input', 'Meter', 'Output', 'Progress', 'Select', 'TextArea'];
const originals = new Map<object, () => unknown>();
for (const name of LABELABLE) {
  const { implementation } = require(`jsdom/lib/jsdom/living/nodes/HTML${name}Element-impl`) as {
    implementation: { prototype: object };
  };
  const descriptor = Object.getOwnPropertyDescriptor(implementation.prototype, 'labels');
  if (!descriptor?.get) throw new Error(`jsdom's HTML${name}Element has no labels getter to replace`);
  originals.set(implementation.prototype, descriptor.get);
  Object.defineProperty(implementation.prototype, 'labels', { ...descriptor, get: labelsOf });
}

/** jsdom's own `labels` of a control's impl, for the test that compares the two (tests/core/harness/). */
export function jsdomLabels(control: object): unknown {
  let prototype = Object.getPrototypeOf(control);
  while (prototype && !originals.has(prototype)) prototype = Object.getPrototypeOf(prototype);
  const original = prototype ? originals.get(prototype) : undefined;
  if (!original) return null;
  // jsdom keeps the list it made on the control: a fresh one for the comparison.
  const kept = (control as NodeImpl)._labels;
  (control as NodeImpl)._labels = undefined;
  try {
    return original.call(control);
  } finally {
    (control as NodeImpl)._labels = kept;
  }
}
