/**
 * A fresh id for one intent of the member (a save, a click of 提交), sent again with each retry of it:
 * the server answers a retried request as it answered the first and changes nothing twice. Matches
 * the contracts' `RequestId` (8 to 64 of `A-Z a-z 0-9 _ -`).
 */
export function newRequestId(): string {
  const random = globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
  return random.replace(/[^A-Za-z0-9_-]/g, '');
}
