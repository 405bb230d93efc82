import { SlotOutlet } from '@core/components';
import { ApprovalSlot } from '@manifests/contracts/approval-slots';
import { Divider } from 'antd';
import type { ApprovalDetail } from '../../api/approval-api';

/**
 * The business object an approval is about, shown by the plugin of the area that started it (the
 * slot `approval.detail.business`): a contract's summary, a withdrawal's settlement. Only for an
 * approval an area started (it has a type key); nothing, not even the divider, when no fill shows.
 */
export function BusinessPanel({ detail }: { detail: ApprovalDetail }) {
  if (detail.typeKey === null) return null;
  return (
    <SlotOutlet
      slot={ApprovalSlot.detailBusiness}
      props={{
        typeKey: detail.typeKey,
        businessId: detail.businessId,
        instanceUniqueId: detail.uniqueId,
        state: detail.state,
      }}
      around={(fills) => (
        <>
          <Divider />
          {fills}
        </>
      )}
      frame={(content, fill) => (
        <section aria-label={fill.title} className="approval-detail__business">
          <h2 className="approval-detail__section-title">{fill.title}</h2>
          {content}
        </section>
      )}
    />
  );
}
