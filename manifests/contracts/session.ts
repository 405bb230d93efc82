import { type Static, Type } from 'typebox';
import { ApplicationLaunch } from './application-launch';

/**
 * What the session's calls answer and the areas reuse: the resource tree and the installed
 * applications a member holds (spec §3). The console imports the types only (`import type`).
 */

/** A resource as the console receives it (spec §3), children under `childs`. */
export const ResourceNode = Type.Cyclic(
  {
    ResourceNode: Type.Object({
      code: Type.String(),
      name: Type.String(),
      /** A `ResourceType`: directory, menu, permission action or data permission. */
      type: Type.String(),
      pathUrl: Type.String(),
      pathType: Type.String(),
      isHidden: Type.Boolean(),
      iconUrl: Type.String(),
      parentCode: Type.Union([Type.String(), Type.Null()]),
      sort: Type.Integer(),
      childs: Type.Array(Type.Ref('ResourceNode')),
    }),
  },
  'ResourceNode',
);
export type ResourceNode = Static<typeof ResourceNode>;

/** An application of the market catalogue, under the names the wire uses. */
export const CatalogueApplication = Type.Object({
  uniqueId: Type.String(),
  agentId: Type.String(),
  name: Type.String(),
  pcName: Type.String(),
  iconUrl: Type.String(),
  introduction: Type.String(),
  categoryName: Type.String(),
  pcUrl: Type.String(),
  appUrl: Type.String(),
});
export type CatalogueApplication = Static<typeof CatalogueApplication>;

/**
 * An installed application as the session sees it (spec §3 "Session entry"): `state` is the
 * platform's switch, `inState` the organisation's; `expiredTime` (ISO 8601) is null when permanent.
 */
export const HeldApplication = Type.Object({
  ...CatalogueApplication.properties,
  applicationUniqueId: Type.String(),
  state: Type.Integer(),
  inState: Type.Integer(),
  expiredTime: Type.Union([Type.String(), Type.Null()]),
  /** Whether and where it opens for this member (the application centre's and the session's lists). */
  launch: Type.Optional(ApplicationLaunch),
});
export type HeldApplication = Static<typeof HeldApplication>;
