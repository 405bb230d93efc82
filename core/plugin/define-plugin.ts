import type { AreaManifest } from '@manifests/resource-types';
import type { ContainerModule, Newable } from 'inversify';
import type { ComponentType } from 'react';
import type { QueryDefinition } from '../data/define-query';
import type { Token } from '../di/token';
import type { ViewLoader } from '../routing/route-record';
import type { AnySlotFill, PageSlot } from './page-slots';

/**
 * Places in the shell that a plugin can fill, with the props the shell passes. The shell renders each
 * contribution lazily (its code loads when the place is first shown) inside an error boundary.
 */
export interface ShellSlotProps {
  /** The navbar's 收藏 drawer: mounted when first opened, then kept (closing animates). */
  favourites: { open: boolean; onClose(): void };
  /** A section of the workbench (/dashboard), below its greeting, in plugin registration order. */
  workbench: object;
  /**
   * Stat cards of the workbench, in one row under its greeting (core's `WorkbenchStat`): each area
   * counts what is its own (已开通应用, 待办, 未读消息).
   */
  workbenchStats: object;
  /** Buttons of the navbar's right side, before the organisation name (the messages bell). */
  navbarActions: object;
}
export type ShellSlotName = keyof ShellSlotProps;
export type SlotLoader<Name extends ShellSlotName> = () => Promise<SlotModule<ShellSlotProps[Name]>>;

/** A shell slot's module: its component, and what that component shows at once. */
export interface SlotModule<P> {
  default: ComponentType<P>;
  /**
   * Loads what the part shows at once, before its first render on a signed-in start (the workbench's
   * cards, favourites and notices): the first screen then draws with its data in one commit instead of
   * skeletons followed by one commit per answer. Asked once the session's answers are here (so `can`
   * is known), after the part's code. The shell waits for it a short while at most
   * (`FIRST_SCREEN_DATA_WAIT_MS`); what has not answered by then shows its loading state as usual.
   */
  prepare?: PrepareSlot;
}

/** `export const prepare: PrepareSlot = ({ can, prefetch }) => can(code) ? prefetch(query, params) : undefined;` */
export type PrepareSlot = (context: SlotPreparation) => Promise<unknown> | undefined;

/** What a slot's `prepare` is given. */
export interface SlotPreparation {
  /** Whether the member holds the resource code (as `usePermission`). */
  can(code: string): boolean;
  /** A service or store of the console's container (as `useService`). */
  get<T>(service: Token<T> | Newable<T>): T;
  /** Loads a query into the console's cache as `useData(definition, params)` would; never rejects. */
  prefetch<TService, TParams, TData>(
    definition: QueryDefinition<TService, TParams, TData>,
    params: TParams,
  ): Promise<void>;
}
export type PluginSlots = { [Name in ShellSlotName]?: SlotLoader<Name> };

/**
 * The view names a manifest declares (`views: { NOTICE_LIST: { view: 'notice-list' } }` → 'notice-list'):
 * the keys a plugin's `views` must provide. `string` for a manifest whose type is not literal.
 */
export type ViewNameOf<M extends AreaManifest> = NonNullable<M['views']>[keyof NonNullable<
  M['views']
>]['view'];

/**
 * The contract of an area plugin (README "Plugin contract"). A plugin is mostly data, exported once
 * from `plugins/<id>/index.ts` and registered with one line in `plugins/index.ts`:
 *
 * - `manifest` — the area's manifest (`manifests/<id>.ts`, shared with the server): its application, its
 *   resource tree (directories, menus, and the `action` codes that guard buttons and server routes) and
 *   which resource code opens which view. Its `id` must be the plugin's.
 * - `views` — a lazy loader for every view name the manifest declares (checked by the type, and again
 *   at registration); a view's module default-exports a component. One chunk per plugin.
 * - `module` — an inversify `ContainerModule` binding the area's services, stores and settings (its API
 *   client, its domain stores, any preference it keeps), always in singleton scope. Views reach them with
 *   `useService(Token)`; tests swap them with `container.rebind(Token)`.
 * - `slots` — lazy components for places of the shell (the 收藏 drawer, a workbench section, a navbar
 *   button).
 * - `pageSlots` — the page slots its own pages offer (`defineSlot` in `manifests/contracts`, rendered
 *   with `<SlotOutlet>`); `fills` — what it puts in page slots, its own or another plugin's
 *   (`fillSlot`): lazy, by permission and props, each in an error boundary.
 *
 * The registry refuses, with a Chinese message naming the culprit: a plugin id registered twice, a
 * manifest whose id differs from its plugin's, a resource code claimed by two manifests, a manifest
 * view without a loader, a page slot declared twice, a fill of a slot no registered plugin declares,
 * and a fill requiring a code its plugin's manifest lacks.
 */
export interface AtriumPlugin<M extends AreaManifest = AreaManifest> {
  id: M['id'];
  manifest: M;
  views: Readonly<Record<ViewNameOf<M>, ViewLoader>>;
  module?: ContainerModule;
  slots?: PluginSlots;
  // biome-ignore lint/suspicious/noExplicitAny: slots of any props; each fill is typed by `fillSlot`
  pageSlots?: readonly PageSlot<any>[];
  fills?: readonly AnySlotFill[];
}

/** Declares a plugin; its `views` are checked against the view names its manifest declares. */
export function definePlugin<const M extends AreaManifest>(plugin: AtriumPlugin<M>): AtriumPlugin<M> {
  return plugin;
}
