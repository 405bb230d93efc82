import { Tag } from 'antd';

/** antd's status colours (the theme's success, info, warning and error tokens), and grey. */
export type StateStatus = 'success' | 'processing' | 'warning' | 'error' | 'default';

/** How a state reads: its label and the status colour it is drawn in. */
export interface StateLook {
  label: string;
  status: StateStatus;
}

/** Every state of a record and how it reads: `{ 1: { label: '在职', status: 'success' }, … }`. */
export type StateMap<S extends string | number> = Readonly<Record<S, StateLook>>;

/**
 * A record's state as a tag, from one map of state → label and status colour, so a list's cell and
 * the record's page read the same. A state the map lacks (a newer server) shows as itself, grey.
 */
export function StateTag<S extends string | number>({ state, states }: { state: S; states: StateMap<S> }) {
  const look: StateLook = states[state] ?? { label: String(state), status: 'default' };
  return (
    <Tag color={look.status === 'default' ? undefined : look.status} data-state={String(state)}>
      {look.label}
    </Tag>
  );
}
