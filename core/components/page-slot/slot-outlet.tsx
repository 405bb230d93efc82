import { observer } from 'mobx-react-lite';
import { Fragment, type ReactNode } from 'react';
import { useService } from '../../di/services-context';
import type { PageSlot, RegisteredFill } from '../../plugin/page-slots';
import { PluginRegistry } from '../../plugin/plugin-registry';
import { PermissionStore } from '../../stores/permission-store';
import { SlotFillBoundary } from './slot-fill-boundary';

/** A fill as the outlet shows it: its key and title (for the page's frame around it). */
export interface ShownFill {
  key: string;
  title: string;
}

/**
 * The fills of `slot` the member may see for these props, in order: each requires every code of its
 * `requires` and, with `when`, these props. A `when` that throws hides its fill (and is logged).
 * Read inside an `observer`, so a change of grants shows or hides them.
 */
export function useSlotFills<Props extends object>(
  slot: PageSlot<Props>,
  props: Props,
): readonly RegisteredFill<Props>[] {
  const registry = useService(PluginRegistry);
  const permissions = useService(PermissionStore);
  return registry.fillsOf(slot).filter(({ fill }) => {
    if (!fill.requires.every((code) => permissions.holds(code))) return false;
    try {
      return fill.when?.(props) ?? true;
    } catch (error) {
      console.error(`页面插槽内容「${fill.title}」的显示条件出错`, error);
      return false;
    }
  });
}

export interface SlotOutletProps<Props extends object> {
  slot: PageSlot<Props>;
  /** What every fill receives (typed by the slot's declaration in manifests/contracts). */
  props: Props;
  /** Frames each fill (a section titled by it); the fill alone by default. */
  frame?: (content: ReactNode, fill: ShownFill) => ReactNode;
  /** Wraps all that is shown (the page's divider around its panel); called only when a fill shows. */
  around?: (fills: ReactNode) => ReactNode;
}

/**
 * Where a page shows what other plugins put in one of its slots (Theia's contribution points): each
 * fill the member may see, lazily loaded (its chunk is asked for only now, and only for them), inside
 * its own error boundary (`SlotFillBoundary`). Nothing at all when no fill shows.
 *
 * ```tsx
 * <SlotOutlet slot={ApprovalSlot.detailBusiness} props={{ typeKey, businessId, instanceUniqueId, state }} />
 * ```
 */
export const SlotOutlet = observer(function SlotOutlet<Props extends object>({
  slot,
  props,
  frame = (content) => content,
  around = (fills) => fills,
}: SlotOutletProps<Props>) {
  const fills = useSlotFills(slot, props);
  if (fills.length === 0) return null;
  return (
    <>
      {around(
        fills.map(({ key, fill }) => (
          <Fragment key={key}>
            {frame(<SlotFillBoundary title={fill.title} load={fill.load} props={props} />, {
              key,
              title: fill.title,
            })}
          </Fragment>
        )),
      )}
    </>
  );
}) as <Props extends object>(props: SlotOutletProps<Props>) => ReactNode;
