/** The message to show for a failed call: the server's reason (ApiError is an Error) or a fallback. */
export function errorMessage(error: unknown, fallback = '操作失败，请稍后再试'): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
