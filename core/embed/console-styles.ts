/**
 * The console's own stylesheets in the embed build. Each CSS file the bundle imports becomes a module
 * that registers its text here when its chunk loads (scripts/embed-style-loader.cjs), and every mounted
 * console gets a <style> for it inside its own element: unmounting removes them with that element, and
 * mounting again puts them back (a <link> the chunk loader adds to <head> once could do neither).
 */
const sheets: string[] = [];
const holders = new Set<HTMLElement>();

function styleOf(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.textContent = css;
  return style;
}

/** A stylesheet of the console, as its chunk loads: into every mounted console, and every later one. */
export function addConsoleStyle(css: string): void {
  sheets.push(css);
  for (const holder of holders) holder.append(styleOf(css));
}

/** Puts every stylesheet loaded so far into `holder`, and later ones as they load; returns the detach. */
export function attachConsoleStyles(holder: HTMLElement): () => void {
  holder.append(...sheets.map(styleOf));
  holders.add(holder);
  return () => {
    holders.delete(holder);
  };
}
