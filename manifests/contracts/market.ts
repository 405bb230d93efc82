import { type Static, Type } from 'typebox';
import { ApplicationLaunch } from './application-launch';
import { SearchKeyword, UniqueId } from './fields';
import { CatalogueApplication, HeldApplication } from './session';

/**
 * The application centre's requests and answers (the market, the member's applications and
 * workbench), declared once: the server's routes validate bodies with these schemas, the console's
 * client uses their types (`import type`). Applications themselves are in session.ts.
 */

export const ApplicationUniqueId = UniqueId('应用标识');

/** A catalogue application by its uniqueId. */
export const ByApplication = Type.Object({ uniqueId: ApplicationUniqueId });
export type ByApplication = Static<typeof ByApplication>;

/** A search by name; left out or blank, everything. */
export const ByName = Type.Object({ name: Type.Optional(SearchKeyword) });
export type ByName = Static<typeof ByName>;

/**
 * A catalogue application with whether the organisation installed it and the member holds it; the
 * installation's fields are null when it is not installed (`expiredTime` ISO 8601).
 */
export const MarketApplication = Type.Object({
  ...CatalogueApplication.properties,
  applicationUniqueId: Type.String(),
  installed: Type.Boolean(),
  held: Type.Boolean(),
  state: Type.Union([Type.Integer(), Type.Null()]),
  inState: Type.Union([Type.Integer(), Type.Null()]),
  expiredTime: Type.Union([Type.String(), Type.Null()]),
  /** Whether and where it opens for this member, with the reason when it does not. */
  launch: ApplicationLaunch,
});
export type MarketApplication = Static<typeof MarketApplication>;

/** A priced edition an administrator can open for the organisation; `durationDays` null never expires. */
export const Edition = Type.Object({
  uniqueId: Type.String(),
  name: Type.String(),
  priceFen: Type.Integer(),
  durationDays: Type.Union([Type.Integer(), Type.Null()]),
  features: Type.Array(Type.String()),
});
export type Edition = Static<typeof Edition>;

export const MarketApplicationDetail = Type.Object({
  ...MarketApplication.properties,
  editions: Type.Array(Edition),
});
export type MarketApplicationDetail = Static<typeof MarketApplicationDetail>;

/** An application package of the catalogue (`/app/v1/application/package/list/name`). */
export const ApplicationPackage = Type.Object({
  uniqueId: Type.String(),
  name: Type.String(),
  introduction: Type.String(),
  applicationUniqueIds: Type.Array(Type.String()),
});
export type ApplicationPackage = Static<typeof ApplicationPackage>;

export const CategoryCount = Type.Object({ categoryName: Type.String(), applicationCount: Type.Integer() });
export type CategoryCount = Static<typeof CategoryCount>;

/** Applications of one category (the market's and the workbench's grouping). */
export interface ApplicationGroup<T> {
  categoryName: string;
  applications: T[];
}

/** The member's layout (spec §3 "Layout response"). */
export const EmployeeLayout = Type.Object({
  applications: Type.Array(HeldApplication),
  applicationFavoriteUniqueIds: Type.Array(Type.String()),
});
export type EmployeeLayout = Static<typeof EmployeeLayout>;

/** `/app/v1/user/application/agent/check`. */
export const AgentCheck = Type.Object({ isCan: Type.Boolean(), message: Type.String() });
export type AgentCheck = Static<typeof AgentCheck>;

export {
  ApplicationLaunch,
  LaunchReason,
  LaunchTarget,
} from './application-launch';
