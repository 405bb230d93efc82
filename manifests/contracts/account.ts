import { type Static, Type } from 'typebox';
import { AgentId, Captcha, OpaqueToken, PasswordDigest, PlainName, Telephone, UniqueId } from './fields';
import { ResourceNode } from './session';
import { ATTACHMENT_BODY_LIMIT, UPLOAD_BODY_LIMIT } from './upload-limits';

/**
 * The platform's own calls (spec §7): signing in, the forgotten-password flow, the organisations and
 * tokens a signed-in account exchanges, the member's own session, a password change and an image
 * upload. The server validates bodies with these schemas; the console imports their types only.
 */

// ── Sign-in and the forgotten password (/v1/account/…) ─────────────────────────────────────────

export const LoginBody = Type.Object({ telephone: Telephone, password: PasswordDigest('密码') });
export type LoginBody = Static<typeof LoginBody>;

export const CaptchaSendBody = Type.Object({ telephone: Telephone });
export type CaptchaSendBody = Static<typeof CaptchaSendBody>;

export const CaptchaSent = Type.Object({ resendAfterSeconds: Type.Integer() });
export type CaptchaSent = Static<typeof CaptchaSent>;

/** Sign-in by SMS code, and the first step of a forgotten password: the same two fields. */
export const CaptchaBody = Type.Object({ telephone: Telephone, captcha: Captcha });
export type CaptchaBody = Static<typeof CaptchaBody>;

export const PasswordTicket = Type.Object({ ticket: Type.String(), expiresAt: Type.String() });
export type PasswordTicket = Static<typeof PasswordTicket>;

export const TicketResetBody = Type.Object({
  ticket: OpaqueToken('重置凭证'),
  password: PasswordDigest('新密码'),
});
export type TicketResetBody = Static<typeof TicketResetBody>;

/** What a sign-in or an exchange answers: the token, when it expires (ISO 8601), whether the password must change. */
export const IssuedToken = Type.Object({
  token: Type.String(),
  expiresAt: Type.String(),
  passwordExpired: Type.Boolean(),
});
export type IssuedToken = Static<typeof IssuedToken>;

// ── Organisations and tokens (/v1/exchange/…) ──────────────────────────────────────────────────

/** The organisation list is asked for under a fixed name (spec §7); the server only bounds it. */
export const OrganizationListBody = Type.Object({
  name: Type.Optional(Type.String({ title: '名称', maxLength: 64 })),
});
export type OrganizationListBody = Static<typeof OrganizationListBody>;

/** An organisation the account belongs to, with the member's nickname there. */
export const Organization = Type.Object({
  uniqueId: Type.String(),
  name: Type.String(),
  logoUrl: Type.String(),
  nickname: Type.String(),
  isAdmin: Type.Boolean(),
});
export type Organization = Static<typeof Organization>;

export const OrganizationTokenBody = Type.Object({ ownerUniqueId: UniqueId('组织标识') });
export type OrganizationTokenBody = Static<typeof OrganizationTokenBody>;

/** The organisation a token was exchanged for, as the session and the route info name it. */
export const OrganizationSummary = Type.Object({
  uniqueId: Type.String(),
  name: Type.String(),
  logoUrl: Type.String(),
});
export type OrganizationSummary = Static<typeof OrganizationSummary>;

export const OrganizationToken = Type.Object({
  ...IssuedToken.properties,
  organization: OrganizationSummary,
});
export type OrganizationToken = Static<typeof OrganizationToken>;

export const ApplicationTokenBody = Type.Object({ agentId: AgentId });
export type ApplicationTokenBody = Static<typeof ApplicationTokenBody>;

/** A token for one installed application, living no longer than the member's own. */
export const ApplicationToken = Type.Object({
  token: Type.String(),
  expiresAt: Type.String(),
  agentId: Type.String(),
});
export type ApplicationToken = Static<typeof ApplicationToken>;

// ── The member's session (/enterprise/v1/session/…, /enterprise/v1/user/…) ──────────────────────

/**
 * `/enterprise/v1/session/user/detail` (spec §3 "User info"): these fields, and those the areas add
 * through the `userDetailFields` extension point (the messages area's `unreadMessageCount`).
 */
export const UserDetail = Type.Object({
  uniqueId: Type.String(),
  nickname: Type.String(),
  telephone: Type.String(),
  organizationName: Type.String(),
  isAdmin: Type.Boolean(),
  passwordExpired: Type.Boolean(),
});
export type UserDetail = Static<typeof UserDetail>;

/** `/enterprise/v1/session/resource/detail` (spec §3 "Route-info response"). */
export const RouteInfo = Type.Object({
  organization: OrganizationSummary,
  resources: Type.Array(ResourceNode),
});
export type RouteInfo = Static<typeof RouteInfo>;

export const ModifyPasswordBody = Type.Object({
  oldPassword: PasswordDigest('原密码'),
  newPassword: PasswordDigest('新密码'),
});
export type ModifyPasswordBody = Static<typeof ModifyPasswordBody>;

// ── Image upload (/enterprise/v1/file/upload/image) ─────────────────────────────────────────────

export const ImageUploadBody = Type.Object({
  fileName: PlainName('文件名', 128),
  // Base64: its alphabet, length and padding are checked when decoding (a pattern here would make the
  // validator's regular expression backtrack over megabytes, overflowing the stack).
  content: Type.String({ title: '图片内容', minLength: 1, maxLength: UPLOAD_BODY_LIMIT }),
});
export type ImageUploadBody = Static<typeof ImageUploadBody>;

// ── Attachment upload (/enterprise/v1/file/upload/attachment) ─────────────────────────────────

export const AttachmentUploadBody = Type.Object({
  fileName: PlainName('文件名', 128),
  // Base64, checked when decoding (as the image's).
  content: Type.String({ title: '附件内容', minLength: 1, maxLength: ATTACHMENT_BODY_LIMIT }),
});
export type AttachmentUploadBody = Static<typeof AttachmentUploadBody>;

/** A stored attachment: where it is served and what it is (an image or PDF previews in the page). */
export interface UploadedAttachment {
  url: string;
  contentType: string;
}

export const UploadedImage = Type.Object({ url: Type.String() });
export type UploadedImage = Static<typeof UploadedImage>;
