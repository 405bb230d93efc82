import type { DepartmentNode, DirectoryApi, MemberOption } from '@core/api/directory-api';

/** A department of a test tree; `totalMemberCount` given, the rest defaulted. */
export const departmentNode = (
  uniqueId: string,
  name: string,
  children: DepartmentNode[] = [],
  totalMemberCount = 0,
): DepartmentNode => ({
  uniqueId,
  name,
  parentUniqueId: null,
  sort: 0,
  memberCount: 0,
  totalMemberCount,
  children,
});

/**
 * The organisation's directory in memory: `tree` and `people` answered as they are when
 * asked (a test may change them), each call counted; `hold()` keeps the next answers back until
 * released (a picker's loading state), `fail` refuses them.
 */
export class FakeDirectoryApi implements DirectoryApi {
  calls = { departmentTree: 0, members: 0 };
  fail = false;
  private held: Promise<void> | undefined;

  constructor(
    public tree: DepartmentNode[] = [],
    public people: MemberOption[] = [],
  ) {}

  /** Holds every answer until the returned function is called. */
  hold(): () => void {
    let release!: () => void;
    this.held = new Promise((resolve) => {
      release = resolve;
    });
    return () => {
      this.held = undefined;
      release();
    };
  }

  async departmentTree() {
    this.calls.departmentTree += 1;
    return this.answer(() => this.tree);
  }

  async members() {
    this.calls.members += 1;
    return this.answer(() => this.people);
  }

  private async answer<T>(value: () => T): Promise<T> {
    await this.held;
    if (this.fail) throw new Error('目录加载失败');
    return value();
  }
}
