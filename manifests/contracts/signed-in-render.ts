/**
 * Between the server and the console's render bundle (build/prerender/render-signed-in.js, built from
 * core/prerender/render-signed-in.tsx): the server answers a signed-in member's document request for
 * the workbench with the page already drawn. The console keeps its session in local storage and
 * mirrors what the first screen depends on into cookies of the same names (core/services/storage-service.ts),
 * so the document request carries it. Plain values and types only: both sides import this.
 */

/** The local-storage keys mirrored into cookies: the token, the project settings, the sidebar. */
export const DOCUMENT_COOKIE_KEYS = ['atrium.token', 'atrium.settings', 'atrium.layout'] as const;

/** The cookie holding the token (its value the stored JSON, URI-encoded). */
export const TOKEN_COOKIE = DOCUMENT_COOKIE_KEYS[0];

/**
 * The kind of screen the console last started on ('mobile' below its breakpoint, else 'desktop'; as
 * JSON), written at each start: the render draws the phone's layout for a phone, as the console's
 * first render there is.
 */
export const DEVICE_COOKIE = 'atrium.device';

/** The browser's time zone (an IANA name, as JSON), written at each start: the render shows times in it. */
export const TIME_ZONE_COOKIE = 'atrium.timeZone';

/**
 * Where a render goes in dist/signed-in.html, in this order: its styles (before the root, so the root
 * holds only what React hydrates), the root's content, and the data after the root. The server sends
 * the page up to the first before the render is done, so the browser fetches the page's stylesheets and
 * scripts meanwhile.
 */
export const RENDERED_STYLES_SLOT = '<!--atrium:rendered-styles-->';
export const RENDERED_ROOT_SLOT = '<!--atrium:rendered-root-->';
export const RENDERED_DATA_SLOT = '<!--atrium:rendered-data-->';

/** The slots in the order the page has them (`SignedInRender`'s parts). */
export const RENDERED_SLOTS = [RENDERED_STYLES_SLOT, RENDERED_ROOT_SLOT, RENDERED_DATA_SLOT] as const;

/** The page the workbench's render goes into, in the console's build (dist/). */
export const WORKBENCH_PAGE_FILE = 'signed-in.html';

/** Where the build writes the drawn views' pages (written anew by each build). */
export const DRAWN_VIEW_PAGES = 'signed-in';

/**
 * The page a drawn view's render goes into (dist/signed-in/PC_STAFF_MANAGEMENT.html): its own, which
 * links the view's styles and preloads its scripts.
 */
export function drawnViewPageFile(path: string): string {
  return `${DRAWN_VIEW_PAGES}${path}.html`;
}

export interface SignedInRenderInput {
  /** The page's path (one of `renderedPaths`). */
  path: string;
  /** The request's cookies, decoded (the mirrored keys' stored JSON). */
  cookies: Readonly<Record<string, string | undefined>>;
  /**
   * Serves one API call for the member inside the server, with the token as its authorization: the
   * call's `{code, message, data}`.
   */
  call(url: string, body: unknown, token: string): Promise<unknown>;
}

/** A drawn page's parts, each with the nonce placeholder where the page's nonce goes. */
export interface SignedInRender {
  /**
   * For `RENDERED_STYLES_SLOT`: the render's styles (antd's theme variables), removed once the console is
   * live; before them, on a view's page, the script setting the page's title.
   */
  styles: string;
  /** For `RENDERED_ROOT_SLOT`: the markup, which the console hydrates. */
  root: string;
  /** For `RENDERED_DATA_SLOT`: what the page was drawn from, for the console that takes it over. */
  data: string;
}

export interface SignedInRenderBundle {
  /** The paths it renders: the workbench's first (where `/` leads), then the drawn views'. */
  renderedPaths: readonly string[];
  /**
   * The page drawn for the member; undefined when it cannot be (no token, a call refused or failed, a
   * render error): the console then draws it itself, as on any page.
   */
  renderSignedIn(input: SignedInRenderInput): Promise<SignedInRender | undefined>;
}
