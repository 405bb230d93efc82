import { DirectoryApi } from '../../api/directory-api';
import { defineQuery } from '../../data/define-query';

/**
 * The organisation's directory through the data layer, for any area. The tags are the settings
 * area's: a department added, renamed or moved (`departments`) or a member changed (`staff`, which
 * the trees' member counts follow) reloads every picker and page showing them, in any tab.
 */
export const departmentTreeQuery = defineQuery({
  key: ['directory', 'departments', 'tree'],
  service: DirectoryApi,
  fetch: (api, _: undefined, signal) => api.departmentTree({ signal }),
  tags: ['departments', 'staff'],
});

/** The members who can act (active ones), with their departments. */
export const memberOptionsQuery = defineQuery({
  key: ['directory', 'members'],
  service: DirectoryApi,
  fetch: (api, _: undefined, signal) => api.members({ signal }),
  tags: ['staff'],
});
