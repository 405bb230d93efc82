import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Puts the layout's own stylesheet (core/layout/layout.css, which Jest otherwise stubs) into the test's
 * document, so `getComputedStyle` answers what decides scrolling: overflow, flex and position.
 * Returns its removal, for `afterEach`.
 */
export function addLayoutStylesheet(): () => void {
  const style = document.createElement('style');
  style.textContent = readFileSync(join(__dirname, '../../core/layout/layout.css'), 'utf8');
  document.head.append(style);
  return () => style.remove();
}
