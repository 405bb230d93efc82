import type { Queryable } from '../db/database';
import { queryOne } from '../db/database';
import type { OrganizationSession } from '../plugins/session-auth';
import { grantedResourceTree, type ResourceNode } from './resources';

interface Entry {
  /** The member's resource tree, serialised once. */
  json: string;
  /** Every code in that tree: what the member may do (route config `permission`). */
  codes: ReadonlySet<string>;
  /** When an application of the organisation expires next: the tree changes then without any write. */
  validUntil: number;
}

/**
 * The serialised resource tree of each member, kept per process and validated on every request by the
 * organisation's access version, which the session lookup reads anyway. Any write that changes what a
 * member may see bumps that version in the database (triggers, migration 0002), so every replica
 * notices at once; application expiry, the one change without a write, bounds each entry's life.
 */
export class ResourceTreeCache {
  private readonly entries = new Map<string, Entry>();
  private readonly building = new Map<string, Promise<Entry>>();

  constructor(private readonly capacity = 5_000) {}

  async treeJson(db: Queryable, session: OrganizationSession, now: Date): Promise<string> {
    return (await this.entry(db, session, now)).json;
  }

  /** The codes of the member's resource tree: menus, pages and permission actions alike. */
  async heldCodes(db: Queryable, session: OrganizationSession, now: Date): Promise<ReadonlySet<string>> {
    return (await this.entry(db, session, now)).codes;
  }

  private async entry(db: Queryable, session: OrganizationSession, now: Date): Promise<Entry> {
    const key = [
      session.organizationId,
      session.member.accessVersion,
      session.isAdmin ? 'admin' : `member-${session.membershipId}`,
    ].join(':');
    const cached = this.entries.get(key);
    if (cached && cached.validUntil > now.getTime()) {
      // Least recently used first out: a hit moves the entry to the end.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    // Calls that come together (a page's batch) wait for the one tree being built, not one tree each.
    const building = this.building.get(key);
    if (building) return building;
    const built = this.build(db, session, now, key).finally(() => this.building.delete(key));
    this.building.set(key, built);
    return built;
  }

  private async build(db: Queryable, session: OrganizationSession, now: Date, key: string): Promise<Entry> {
    const [tree, nextExpiry] = await Promise.all([
      grantedResourceTree(db, session, now),
      queryOne<{ at: Date | null }>(
        db,
        'select min(expired_time) as at from organization_applications where organization_id = $1 and expired_time > $2',
        [session.organizationId, now],
      ),
    ]);
    const entry: Entry = {
      json: JSON.stringify(tree),
      codes: new Set(codesOf(tree)),
      validUntil: nextExpiry?.at?.getTime() ?? Number.POSITIVE_INFINITY,
    };
    this.entries.delete(key);
    this.entries.set(key, entry);
    if (this.entries.size > this.capacity) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    return entry;
  }

  /** Forgets every tree (the test harness, which shares one app between tests, does so between them). */
  clear(): void {
    this.entries.clear();
    this.building.clear();
  }

  get size(): number {
    return this.entries.size;
  }
}

function* codesOf(nodes: readonly ResourceNode[]): Generator<string> {
  for (const node of nodes) {
    yield node.code;
    yield* codesOf(node.childs);
  }
}
