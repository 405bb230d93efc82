/**
 * Every non-zero `code` the server answers, with its Chinese message. The session codes 300000–300002
 * are the ones the console turns into its "您已经被登出" dialog (spec §8).
 */
export const ErrorCode = {
  BadRequest: 100400,
  NotFound: 100404,
  MethodNotAllowed: 100405,
  PayloadTooLarge: 100413,
  UnsupportedMediaType: 100415,
  Internal: 100500,
  Unavailable: 100503,

  NotSignedIn: 300000,
  SessionExpired: 300001,
  SignedOutElsewhere: 300002,
  PasswordExpired: 300003,
  OrganizationRequired: 300004,
  Forbidden: 300403,

  WrongCredentials: 400001,
  AccountLocked: 400002,
  TooManyAttempts: 400003,
  WrongCaptcha: 400004,
  CaptchaTooFrequent: 400005,
  InvalidTicket: 400006,
  WrongOldPassword: 400007,
  SamePassword: 400008,
  NotAMember: 400009,
  ApplicationUnavailable: 400010,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const defaultMessages: Record<ErrorCode, string> = {
  [ErrorCode.BadRequest]: '请求参数错误',
  [ErrorCode.NotFound]: '接口不存在',
  [ErrorCode.MethodNotAllowed]: '请求方式不支持，请使用 POST',
  [ErrorCode.PayloadTooLarge]: '请求内容过大',
  [ErrorCode.UnsupportedMediaType]: '请求格式不支持，请以 application/json 发送',
  [ErrorCode.Internal]: '服务器开小差了，请稍后再试',
  [ErrorCode.Unavailable]: '服务暂不可用，请稍后再试',
  [ErrorCode.NotSignedIn]: '您尚未登录，请先登录',
  [ErrorCode.SessionExpired]: '登录已过期，请重新登录',
  [ErrorCode.SignedOutElsewhere]: '您已在其他操作中被登出，请重新登录',
  [ErrorCode.PasswordExpired]: '密码已超过 90 天未修改，请先修改密码',
  [ErrorCode.OrganizationRequired]: '请先选择组织',
  [ErrorCode.Forbidden]: '您没有执行此操作的权限',
  [ErrorCode.WrongCredentials]: '手机号或密码错误',
  [ErrorCode.AccountLocked]: '密码错误次数过多，账号已临时锁定，请稍后再试',
  [ErrorCode.TooManyAttempts]: '登录尝试过于频繁，请稍后再试',
  [ErrorCode.WrongCaptcha]: '验证码错误或已过期',
  [ErrorCode.CaptchaTooFrequent]: '验证码发送过于频繁，请稍后再试',
  [ErrorCode.InvalidTicket]: '重置凭证无效或已过期，请重新获取验证码',
  [ErrorCode.WrongOldPassword]: '原密码错误',
  [ErrorCode.SamePassword]: '新密码不能与原密码相同',
  [ErrorCode.NotAMember]: '您不是该组织的成员，或该组织已停用您的账号',
  [ErrorCode.ApplicationUnavailable]: '该应用不可用，请联系企业管理员',
};
