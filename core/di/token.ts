/** A service identifier that remembers the type of its service, so `useService(Token)` is typed. */
export type Token<T> = symbol & { readonly __service?: T };

/** `export const RequestService = token<RequestService>('core.RequestService')` (Theia style: one name). */
export function token<T>(description: string): Token<T> {
  return Symbol(description) as Token<T>;
}
