/**
 * The contract area's plain values (no TypeBox): what the console imports at run time and the server's
 * contract (`contract.ts`) builds its schemas from.
 */

/**
 * A client's kind: a company settled in the park (企业管理's register), another company, or a person.
 * A settled company's own fields are the park's: the client refers to it by its unique id.
 */
export const CLIENT_KINDS = ['settled', 'company', 'person'] as const;
export type ClientKind = (typeof CLIENT_KINDS)[number];
export const CLIENT_KIND_LABELS: Record<ClientKind, string> = {
  settled: '入驻企业',
  company: '外部企业',
  person: '个人',
};

/** What a picker's search (`/enterprise/v1/client/list/name`) answers when no limit is given, and at most. */
export const CLIENT_OPTIONS_DEFAULT = 20;
export const CLIENT_OPTIONS_MAX = 50;

/** Lengths of a client's fields. */
export const CLIENT_NAME_MAX = 100;
export const CLIENT_PERSON_NAME_MAX = 30;
export const CLIENT_ADDRESS_MAX = 200;

/** A contract type's name, at most. */
export const CONTRACT_TYPE_NAME_MAX = 20;
