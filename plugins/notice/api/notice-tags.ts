/**
 * The data layer's tags of the messages area (see notice-queries.ts). Apart from the queries: the
 * area's container module (InboxStore) invalidates by them, and it loads with the console's entry,
 * which must not bring the data layer.
 */
export const NoticeTag = {
  notices: 'notices',
  inbox: 'inbox',
  departments: 'departments',
} as const;
