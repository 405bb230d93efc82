/**
 * Page slots: a typed place on one plugin's page that other plugins fill (Theia's contribution points,
 * Backstage's extensions, VS Code's `contributes`). The owner declares it here, in `manifests/contracts`,
 * with the props its page passes to every fill, so the owner and the fillers import this file and never
 * each other. Plain values, no typebox: the console imports it at run time.
 *
 * ```ts
 * export const ApprovalSlot = {
 *   detailBusiness: defineSlot<ApprovalBusinessProps>({ id: 'approval.detail.business', title: '审批详情·业务内容' }),
 * };
 * ```
 * The owning plugin lists it in `definePlugin({ pageSlots })` and renders `<SlotOutlet slot={…} props={…} />`
 * on its page; a filler adds `fillSlot(slot, { … })` to its `fills` (`@core/plugin`).
 */
export interface PageSlot<Props extends object> {
  /** `<owner>.<page>.<place>`: unique among the registered plugins (checked at start). */
  readonly id: string;
  /** What the place is, in Chinese (审批详情·业务内容): named in the registry's refusals. */
  readonly title: string;
  /**
   * Never set: carries `Props` in the type, so a fill's component and `when` are checked against the
   * props the owner passes.
   */
  readonly propsType?: Props;
}

/** Declares a page slot whose fills receive `Props`. */
export function defineSlot<Props extends object>(slot: { id: string; title: string }): PageSlot<Props> {
  return Object.freeze({ id: slot.id, title: slot.title });
}
