import { type Static, Type } from 'typebox';

/**
 * Whether an application opens for this member now, decided once by the server (the same rule answers
 * the launch check): the market, the 收藏 drawer, 应用详情, the workbench and the navbar show the
 * reason before the click instead of offering a launch that fails.
 */

/** Why an application does not open on a PC for this member. */
export const LaunchReason = Type.Union([
  /** The organisation has not installed it. */
  Type.Literal('未开通'),
  /** The platform (state) or the organisation (inState) switched it off. */
  Type.Literal('停用'),
  Type.Literal('到期'),
  /** Installed, but none of its pages is granted to the member. */
  Type.Literal('无权限'),
  /** It has only a mobile address: the mobile app opens it. */
  Type.Literal('仅移动端'),
  /** It has no address at all in this demo. */
  Type.Literal('暂无网页端'),
]);
export type LaunchReason = Static<typeof LaunchReason>;

/** Where a usable application opens: a page of the console (an area's page, the inbox) or another site. */
export const LaunchTarget = Type.Union([
  Type.Object({ kind: Type.Literal('page'), path: Type.String() }),
  Type.Object({ kind: Type.Literal('external'), url: Type.String() }),
]);
export type LaunchTarget = Static<typeof LaunchTarget>;

export const ApplicationLaunch = Type.Union([
  Type.Object({ usable: Type.Literal(true), opens: LaunchTarget }),
  Type.Object({
    usable: Type.Literal(false),
    reason: LaunchReason,
    /** The sentence the launch check answers (spec §8 "Application messages"). */
    message: Type.String(),
  }),
]);
export type ApplicationLaunch = Static<typeof ApplicationLaunch>;
