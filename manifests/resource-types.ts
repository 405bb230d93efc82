/** Resource kinds exactly as the server returns them (spec §3). */
export const ResourceType = {
  DirectoryPc: 'RESOURCE_TYPE_DIRECTORY_PC',
  MenuPc: 'RESOURCE_TYPE_MENU_PC',
  DirectoryApp: 'RESOURCE_TYPE_DIRECTORY_APP',
  MenuApp: 'RESOURCE_TYPE_MENU_APP',
  PermissionAction: 'RESOURCE_TYPE_PERMISSION_ACTION',
  PermissionData: 'RESOURCE_TYPE_PERMISSION_DATA',
} as const;
export type ResourceType = (typeof ResourceType)[keyof typeof ResourceType];

export const ResourcePathType = {
  Internal: 'RESOURCE_PATH_TYPE_INTERNAL',
  ExternalUrl: 'RESOURCE_PATH_TYPE_EXTERNAL_URL',
} as const;
export type ResourcePathType = (typeof ResourcePathType)[keyof typeof ResourcePathType];

/** A node of a resource tree as declared in a manifest; the server seeds it, the console routes it. */
export interface ResourceDeclaration {
  code: string;
  name: string;
  type: ResourceType;
  pathUrl?: string;
  pathType?: ResourcePathType;
  isHidden?: boolean;
  iconUrl?: string;
  children?: readonly ResourceDeclaration[];
}

/** The application an area belongs to, as listed in the market. */
export interface ApplicationDeclaration {
  agentId: string;
  name: string;
  pcName: string;
  category: string;
  iconUrl: string;
  introduction: string;
  /** Where the console opens it; empty for mobile-only applications. */
  pcUrl: string;
  appUrl: string;
}

/**
 * Which view a resource code opens in the console, and how its route behaves. Keyed by resource code
 * in a manifest; `parentCode` narrows the match when one code could sit under several parents.
 */
export interface ViewDeclaration {
  /** The name under which the plugin registers the view's lazy loader. */
  view: string;
  parentCode?: string;
  /** Not kept alive when its tab is left (always rendered fresh). */
  noCache?: boolean;
  /** The menu path highlighted while this view is shown (detail pages highlight their list). */
  activeMenu?: string;
  /** Whether the view appears in the breadcrumb (default true). */
  breadcrumb?: boolean;
  /** A pinned tab that cannot be closed. */
  affix?: boolean;
  /**
   * The calls the view makes when it opens with its defaults (a kit list's first page, its filters'
   * options), each exactly as its API client sends it: on a signed-in start at the view's path the page
   * asks for them at once, with the session's, and the console takes those answers
   * (core/boot/early-calls.ts) — no round trip after the code, and no HTTP client to load first.
   */
  firstCalls?: readonly FirstScreenCall[];
  /**
   * The `webpackChunkName` of the view's loader, for a view with `firstCalls` whose module exports a
   * `prepare` loading what they answer: the server then draws the page for a signed-in member opening
   * its path (core/prerender/render-signed-in.tsx) into a page that links that chunk's styles and
   * preloads its scripts. The build fails when no chunk has this name.
   */
  drawnChunk?: string;
  /** Overrides the resource's name as the tab and page title. */
  title?: string;
  /** Each distinct query string opens its own tab (one tab per record). */
  tabPerQuery?: boolean;
  /**
   * The resource code of the page whose tab (and kept-alive view) this one shares: the steps of one
   * editor (a designer's 表单配置 and 流程配置) are routes of their own, so the address, breadcrumb and
   * back button follow the step, yet one tab holds the one draft. Both must load the same view.
   */
  tabOf?: string;
}

/**
 * When a shell entry shows: always; when the member holds the area's application (its agentId is in the
 * session's applications); or when the member's resource tree grants the entry's code.
 */
export type ShellEntryWhen = 'always' | 'application-held' | 'granted';

/** An entry the area adds to the console's shell (the fixed bar, the navbar's links). */
export interface ShellEntryDeclaration {
  label: string;
  /** The resource code whose page the entry opens (its path is the manifest's, see `pathOf`). */
  code: string;
  when: ShellEntryWhen;
  /** Place among the entries, ascending; core's own 工作台 is 0. */
  order: number;
}

/**
 * What the area shows in the shell before any of its code runs (VS Code's contributes): core knows no
 * area by name, it lists what the registered manifests declare.
 */
export interface ShellDeclaration {
  /** An entry of the fixed left bar, with a resource icon name (`audit`, `setting`…). */
  fixedBar?: ShellEntryDeclaration & { icon: string };
  /**
   * A text link of the navbar. With `application-held` it opens the held application (its PC address,
   * else its in-console view), as the spec's 审批 link does.
   */
  navbarLink?: ShellEntryDeclaration;
}

/** A call of the first screen: POST + JSON to a service (spec §7), with its body. */
export interface FirstScreenCall {
  service?: 'business' | 'auth';
  url: string;
  body?: Readonly<Record<string, string | number | boolean>>;
}

/**
 * Resources an area hangs in a directory of an area it depends on (billing's 账单管理 under park's
 * 园区运营): the codes stay the placing area's — its application, its views, its permissions — and the
 * server's tree shows them inside the host directory, in the place `after` says.
 */
export interface PlacementDeclaration {
  /** The host directory: a directory of an area in `dependsOn`. */
  under: string;
  /**
   * The code the resources follow, a child of `under` of the host area or of an area in `dependsOn`
   * (园区合同 after 场地管理, 账单管理 after 园区合同); without it they go last. Anchored to a code, a
   * placement keeps its place when the host adds a menu elsewhere (a 园区概览 first).
   */
  after?: string;
  /** Directories and menus (with their pages and actions below them), in their order. */
  resources: readonly ResourceDeclaration[];
}

/** An area manifest: pure data, read by the console's plugin registry and by the server's seed. */
export interface AreaManifest {
  id: string;
  /**
   * The areas this one builds on (ids of their manifests): the only ones whose directories it may
   * place resources in, whose server `api.ts` it may import, and which its server area must depend on
   * too. A missing area or a cycle fails at start, in the console and on the server alike.
   */
  dependsOn?: readonly string[];
  application: ApplicationDeclaration;
  /** The area's own tree: directories it owns, with their menus, pages and actions. */
  resources: readonly ResourceDeclaration[];
  /** Resources hung in directories of areas it depends on (see `PlacementDeclaration`). */
  placements?: readonly PlacementDeclaration[];
  /**
   * Whether every member of an organisation is granted this area's resources by default (the demo's
   * 普通员工 role); `{ except }` leaves out the named resources with everything below them.
   */
  grantedToEveryone: boolean | { except: readonly string[] };
  /** Resource code → view; codes without an entry show the "功能开放中" page. */
  views?: Readonly<Record<string, ViewDeclaration>>;
  /** Entries of the shell (fixed bar, navbar links) the area contributes. */
  shell?: ShellDeclaration;
  /**
   * The calls the area's workbench parts (`workbench`, `workbenchStats` slots) make, each exactly as its
   * API client sends it (the same body object): on a signed-in start of the workbench the page asks for
   * them at once, with the session's, and the console takes those answers (core/boot/early-calls.ts).
   */
  workbenchCalls?: readonly FirstScreenCall[];
}

export function defineManifest<const T extends AreaManifest>(manifest: T): T {
  return manifest;
}

/** Shorthands that keep manifests readable. */
export const directory = (
  code: string,
  name: string,
  children: readonly ResourceDeclaration[],
  extra: Partial<ResourceDeclaration> = {},
): ResourceDeclaration => ({ code, name, type: ResourceType.DirectoryPc, children, ...extra });

export const menu = (
  code: string,
  name: string,
  extra: Partial<ResourceDeclaration> = {},
): ResourceDeclaration => ({ code, name, type: ResourceType.MenuPc, pathUrl: `/${code}`, ...extra });

export const action = (code: string, name: string): ResourceDeclaration => ({
  code,
  name,
  type: ResourceType.PermissionAction,
});
