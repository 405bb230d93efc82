/**
 * The console's own stylesheets in the embed build. Each CSS file the bundle imports becomes a module
 * that registers its text here when its chunk loads (scripts/embed-style-loader.cjs), and every mounted
 * console gets a <style> for it inside its own element: unmounting removes them with that element, and
 * mounting again puts them back (a <link> the chunk loader adds to <head> once could do neither).
 */
const sheets: string[] = [];
/** Each mounted console's holder, with the CSP nonce its styles carry (the host's page's). */
const holders = new Map<HTMLElement, string | undefined>();

function styleOf(css: string, nonce: string | undefined): HTMLStyleElement {
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  return style;
}

/** A stylesheet of the console, as its chunk loads: into every mounted console, and every later one. */
export function addConsoleStyle(css: string): void {
  sheets.push(css);
  for (const [holder, nonce] of holders) holder.append(styleOf(css, nonce));
}

/**
 * Puts every stylesheet loaded so far into `holder`, and later ones as they load, each with `nonce`
 * when the host's page has a Content-Security-Policy; returns the detach.
 */
export function attachConsoleStyles(holder: HTMLElement, nonce?: string): () => void {
  holder.append(...sheets.map((css) => styleOf(css, nonce)));
  holders.set(holder, nonce);
  return () => {
    holders.delete(holder);
  };
}
