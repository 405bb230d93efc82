/**
 * Extension points between areas (Backstage's `createExtensionPoint` is the model): an area declares a
 * typed point with an id, other areas contribute keyed entries to it in their definition, and the
 * platform collects them at start, before any route is registered. A key contributed twice to one
 * point fails at start naming both areas. The approval area, say, declares `approvalTypes`; contract
 * and park each contribute `{ key, title, onApproved, … }`, and the approval engine reads them with
 * `extensions.of(approvalTypes)`.
 */

/** What every contribution carries: a key unique within its extension point. */
export interface Keyed {
  key: string;
}

/** A typed place other areas contribute to. `T` is what each contribution is. */
export interface ExtensionPoint<T extends Keyed> {
  /** Namespaced by the declaring area: `approval.types`. */
  readonly id: string;
  /** What a contribution is called in messages, in Chinese: 审批类型. */
  readonly title: string;
  /** Type-only: carries `T` (never set at run time). */
  readonly __type?: T;
}

export function createExtensionPoint<T extends Keyed>(options: {
  id: string;
  title: string;
}): ExtensionPoint<T> {
  return Object.freeze({ id: options.id, title: options.title });
}

/** One area's contribution to a point, as listed in its `extensions`. */
export interface Contribution<T extends Keyed = Keyed> {
  readonly point: ExtensionPoint<T>;
  readonly value: T;
}

/** `extensions: [contribute(approvalTypes, defineApprovalType({ key: 'contract-sign', … }))]`. */
export function contribute<T extends Keyed>(point: ExtensionPoint<T>, value: T): Contribution<T> {
  return { point: point as ExtensionPoint<Keyed> as ExtensionPoint<T>, value };
}

/** The contributions collected at start, read by the area that declared each point. */
export interface Extensions {
  /** Every contribution to `point`, in the areas' dependency order (`[]` when there is none). */
  of<T extends Keyed>(point: ExtensionPoint<T>): readonly T[];
  /** The contribution with this key, or undefined. */
  find<T extends Keyed>(point: ExtensionPoint<T>, key: string): T | undefined;
}

/** A contribution as collected: with the area it came from, for the duplicate-key message. */
export interface CollectedContribution {
  areaId: string;
  contribution: Contribution;
}

/**
 * Collects contributions (already in dependency order) into `Extensions`, refusing a contribution to a
 * point nobody declared and a key contributed twice to one point.
 */
export function collectExtensions(
  declared: readonly { areaId: string; point: ExtensionPoint<Keyed> }[],
  contributions: readonly CollectedContribution[],
): Extensions {
  const owners = new Map<string, string>();
  for (const { areaId, point } of declared) {
    const owner = owners.get(point.id);
    if (owner !== undefined) {
      throw new Error(`扩展点 ${point.id} 被区域 ${owner} 和 ${areaId} 重复声明`);
    }
    owners.set(point.id, areaId);
  }
  const byPoint = new Map<string, Map<string, { areaId: string; value: Keyed }>>();
  for (const { areaId, contribution } of contributions) {
    const { point, value } = contribution;
    if (!owners.has(point.id)) {
      throw new Error(
        `服务端区域 ${areaId} 向扩展点 ${point.id} 提供了${point.title}，但没有区域声明这个扩展点`,
      );
    }
    const entries = byPoint.get(point.id) ?? new Map<string, { areaId: string; value: Keyed }>();
    byPoint.set(point.id, entries);
    const earlier = entries.get(value.key);
    if (earlier !== undefined) {
      throw new Error(
        `扩展点 ${point.id} 的${point.title}「${value.key}」被区域 ${earlier.areaId} 和 ${areaId} 重复提供`,
      );
    }
    entries.set(value.key, { areaId, value });
  }
  const valuesOf = (id: string) => [...(byPoint.get(id)?.values() ?? [])].map((entry) => entry.value);
  return {
    of: <T extends Keyed>(point: ExtensionPoint<T>) => valuesOf(point.id) as T[],
    find: <T extends Keyed>(point: ExtensionPoint<T>, key: string) =>
      byPoint.get(point.id)?.get(key)?.value as T | undefined,
  };
}
