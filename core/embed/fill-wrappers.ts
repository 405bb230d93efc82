/** How many elements a host framework may have put between the host's sized element and the console. */
const MAX_WRAPPERS = 3;

/**
 * The console's element is `height: 100%` of the element it is mounted in. A host framework may mount
 * it in a wrapper of its own inside the host's panel: qiankun's `<div id="__qiankun_microapp_wrapper_…">`
 * (and an HTML entry's body inside it), with no height, so that 100% would be the console's content.
 * Called with the console's element just added and still empty: from `container` up, every element with
 * no height of its own (nothing but the empty console in it) is a wrapper, up to the first element
 * that has one, the host's panel; the wrappers get `height: 100%` while the console is mounted.
 * When no sized element is found within a few levels (the panel hidden, say), nothing changes.
 * Returns what puts the wrappers' own heights back.
 */
export function fillWrappers(container: HTMLElement): () => void {
  const wrappers: HTMLElement[] = [];
  let element: HTMLElement | null = container;
  while (element && element !== document.body && element !== document.documentElement) {
    if (element.getBoundingClientRect().height >= 1) break;
    if (wrappers.length === MAX_WRAPPERS) return () => undefined;
    wrappers.push(element);
    element = element.parentElement;
  }
  if (!element || element === document.body || element === document.documentElement || wrappers.length === 0)
    return () => undefined;
  const before = wrappers.map((wrapper) => wrapper.style.getPropertyValue('height'));
  for (const wrapper of wrappers) wrapper.style.setProperty('height', '100%');
  return () => {
    wrappers.forEach((wrapper, index) => {
      if (before[index]) wrapper.style.setProperty('height', before[index]);
      else wrapper.style.removeProperty('height');
    });
  };
}
