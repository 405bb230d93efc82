import type { ViewDeclaration } from '@manifests/resource-types';
import type { ViewLoader } from './route-record';

/** A view found for a resource: its loader, the plugin it belongs to, and its declared meta. */
export interface ResolvedView {
  plugin: string;
  load: ViewLoader;
  declaration: ViewDeclaration;
}

/** Finds the view of a resource by parent code and code (spec §2 "Views load by parent code and code"). */
export interface ViewResolver {
  resolve(parentCode: string | null, code: string): ResolvedView | undefined;
}
