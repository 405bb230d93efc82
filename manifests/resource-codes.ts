import type { AreaManifest, FirstScreenCall, ResourceDeclaration } from './resource-types';

export interface FlatResource extends Omit<ResourceDeclaration, 'children'> {
  parentCode: string | null;
  sort: number;
}

/** Depth-first flattening that keeps each node's parent code and its position among siblings. */
export function flattenResources(
  nodes: readonly ResourceDeclaration[],
  parentCode: string | null = null,
): FlatResource[] {
  return nodes.flatMap(({ children, ...node }, index) => [
    { ...node, parentCode, sort: index + 1 },
    ...flattenResources(children ?? [], node.code),
  ]);
}

/**
 * Every resource an area declares, flattened: its own tree, then what it places in directories of areas
 * it depends on (`placements`, each under its host directory's code). A code belongs to exactly one area.
 */
export function areaResources(manifest: AreaManifest): FlatResource[] {
  return [
    ...flattenResources(manifest.resources),
    ...(manifest.placements ?? []).flatMap((placement) =>
      flattenResources(placement.resources, placement.under),
    ),
  ];
}

/**
 * Each manifest's resources by code, flattened once: its paths and permissions are defined when the
 * console's entry loads (a path per page, each of which walked the whole tree again).
 */
const flattened = new WeakMap<AreaManifest, ReadonlyMap<string, FlatResource>>();
function resourcesByCode(manifest: AreaManifest): ReadonlyMap<string, FlatResource> {
  let byCode = flattened.get(manifest);
  if (!byCode) {
    byCode = new Map(areaResources(manifest).map((resource) => [resource.code, resource]));
    flattened.set(manifest, byCode);
  }
  return byCode;
}

/**
 * The console path of one of the manifest's resources — its `pathUrl`, else `/{code}` — so pages, links
 * and shell entries never write a path again. An unknown code fails at once, naming the manifest.
 */
export function pathOf(manifest: AreaManifest, code: string): string {
  const resource = resourcesByCode(manifest).get(code);
  if (!resource) throw new Error(`清单 ${manifest.id} 的资源树中没有编码 ${code}`);
  return resource.pathUrl ?? `/${resource.code}`;
}

/**
 * The views opened with calls of their own (their `firstCalls`), by path: what a signed-in start at one
 * of them asks for with the session's (core/boot/early-calls.ts).
 */
export function viewLandings(
  manifests: readonly AreaManifest[],
): { path: string; calls: readonly FirstScreenCall[] }[] {
  return manifests.flatMap((manifest) =>
    Object.entries(manifest.views ?? {}).flatMap(([code, view]) =>
      view.firstCalls ? [{ path: pathOf(manifest, code), calls: view.firstCalls }] : [],
    ),
  );
}

/** The views the server draws for a signed-in member opening their path (their `drawnChunk`), by path. */
export function drawnViews(manifests: readonly AreaManifest[]): { path: string; chunk: string }[] {
  return manifests.flatMap((manifest) =>
    Object.entries(manifest.views ?? {}).flatMap(([code, view]) =>
      view.drawnChunk && view.firstCalls ? [{ path: pathOf(manifest, code), chunk: view.drawnChunk }] : [],
    ),
  );
}

/**
 * An area's page paths by name, each the path of a resource of its manifest (see `pathOf`): pages link
 * to each other through these, so a path is written once, in the manifest's resource tree. A code the
 * tree lacks fails when the module loads.
 */
export function definePaths<const P extends Readonly<Record<string, string>>>(
  manifest: AreaManifest,
  codes: P,
): { readonly [Name in keyof P]: string } {
  return Object.fromEntries(Object.entries(codes).map(([name, code]) => [name, pathOf(manifest, code)])) as {
    readonly [Name in keyof P]: string;
  };
}

/** A page path with its query (`withQuery(paths.detail, { uniqueId })` → `/…?uniqueId=…`). */
export function withQuery(path: string, query: Readonly<Record<string, string>>): string {
  const search = new URLSearchParams(query).toString();
  return search ? `${path}?${search}` : path;
}

/**
 * Resource codes are written once (placed ones included): a code claimed twice fails at start, naming
 * both claimants. `composeManifests` (manifests/area-map.ts) checks this and the areas' map.
 */
export function assertUniqueResourceCodes(manifests: readonly AreaManifest[]): void {
  const owners = new Map<string, string>();
  for (const manifest of manifests) {
    for (const { code } of areaResources(manifest)) {
      const owner = owners.get(code);
      if (owner !== undefined) {
        throw new Error(`资源编码 ${code} 被 ${owner} 与 ${manifest.id} 重复声明`);
      }
      owners.set(code, manifest.id);
    }
  }
}

/** The codes of an area that every member is given by default (see `AreaManifest.grantedToEveryone`). */
export function codesGrantedToEveryone(manifest: AreaManifest): string[] {
  const granted = manifest.grantedToEveryone;
  if (granted === false) return [];
  const excluded = new Set(granted === true ? [] : granted.except);
  const walk = (nodes: readonly ResourceDeclaration[]): string[] =>
    nodes.flatMap((node) => (excluded.has(node.code) ? [] : [node.code, ...walk(node.children ?? [])]));
  return [
    ...walk(manifest.resources),
    ...(manifest.placements ?? []).flatMap((placement) => walk(placement.resources)),
  ];
}

/**
 * An area's permission codes by name — the codes its buttons check (`usePermission`) and its server
 * routes require (`config: { permission }`) — each checked, when the manifest module loads, to be a code
 * of the area's own resources (an `action`, or a menu/page a route belongs to; placed ones included).
 */
export function definePermissions<const P extends Readonly<Record<string, string>>>(
  manifest: AreaManifest,
  codes: P,
): P {
  const declared = resourcesByCode(manifest);
  for (const [name, code] of Object.entries(codes)) {
    if (!declared.has(code)) {
      throw new Error(`清单 ${manifest.id} 的权限 ${name} 使用了编码 ${code}，但它的资源树中没有这个编码`);
    }
  }
  return codes;
}
