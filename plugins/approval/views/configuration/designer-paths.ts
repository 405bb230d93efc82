import { ApprovalPaths } from '@manifests/approval';
import { withQuery } from '@manifests/resource-codes';

/** A template's designer, on 表单配置 or 流程配置 (one tab per template either way). */
export function designerPath(uniqueId: string, step: 'form' | 'flow' = 'form'): string {
  return withQuery(step === 'form' ? ApprovalPaths.formDesigner : ApprovalPaths.flowDesigner, { uniqueId });
}
