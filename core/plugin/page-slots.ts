import type { PageSlot } from '@manifests/contracts/slots';
import type { ComponentType } from 'react';

export type { PageSlot } from '@manifests/contracts/slots';

/**
 * What a plugin puts in a page slot of another plugin (or of its own): a lazily loaded component,
 * shown only to members holding every code of `requires` and, with `when`, only for the props it is
 * about (an approval of the filler's own type). Its code is one chunk of its own (a webpackChunkName
 * comment `"<plugin>-<what>"`, never a first-screen name), downloaded only when a
 * page shows it to someone who may see it; inside an error boundary, so one that fails to load or
 * throws leaves the page and the other fills up.
 */
export interface SlotFill<Props extends object> {
  readonly slot: PageSlot<Props>;
  /** What the fill shows, in Chinese (访客信息): the quiet notice names it when it fails. */
  readonly title: string;
  /**
   * Resource codes of the filler's own manifest; the member must hold each (`PermissionStore.holds`).
   * The filler's server routes refuse the same calls to anyone without them. Checked at start.
   */
  readonly requires: readonly [string, ...string[]];
  /** Lower first; fills of equal order keep the plugins' registration order. 0 when not given. */
  readonly order?: number;
  /** Whether to show for these props (`(props) => props.typeKey === 'contract.sign'`); always when absent. */
  when?(props: Props): boolean;
  /** The component, loaded as a view is: `() => import('./slots/…')` with its chunk's name. */
  load(): Promise<{ default: ComponentType<Props> }>;
}

/** A fill of any slot, as a plugin lists them (each was checked against its slot by `fillSlot`). */
// biome-ignore lint/suspicious/noExplicitAny: the registry holds fills of every slot; `fillSlot` types each
export type AnySlotFill = SlotFill<any>;

/** Fills `slot`: `fills: [fillSlot(ApprovalSlot.detailBusiness, { title, requires, when, load })]`. */
export function fillSlot<Props extends object>(
  slot: PageSlot<Props>,
  fill: Omit<SlotFill<Props>, 'slot'>,
): SlotFill<Props> {
  return { ...fill, slot };
}

/** A registered fill: its plugin, and a key unique within its slot. */
export interface RegisteredFill<Props extends object> {
  readonly key: string;
  readonly plugin: string;
  readonly fill: SlotFill<Props>;
}
