/**
 * How a page the server drew is marked (core/boot/rendered-page.ts): the entry looks for it alone, so
 * the code that takes such a page over loads only when there is one.
 */

/** The `<script type="application/json">` with what the page was rendered from. */
export const RENDERED_DATA_ID = 'atrium-rendered';
/** Marks the styles the server's render added (antd's theme variables, the icons' reset). */
export const RENDERED_STYLE_ATTRIBUTE = 'data-atrium-rendered';
