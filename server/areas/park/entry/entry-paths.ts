import { ParkEntryPaths } from '../../../../manifests/park';
import { withQuery } from '../../../../manifests/resource-codes';

/** entryTemplateDetail of one application, where its messages lead. */
export const entryDetailPath = (uniqueId: string) => withQuery(ParkEntryPaths.detail, { uniqueId });
