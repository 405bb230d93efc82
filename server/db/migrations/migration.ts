export interface Migration {
  /** Ordered, never renamed once released. */
  id: string;
  sql: string;
}
