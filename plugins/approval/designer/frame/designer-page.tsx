import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { designerEditors } from './designer-editors';
import { DesignerFrame } from './designer-frame';

/**
 * 表单配置 (APPROVAL_CONFIG) and 流程配置 (APPROVAL_WORKFLOW) `?uniqueId=…`: the template's designer,
 * on the step its address names, with the editors of `designerEditors` in the frame's slot. Both
 * routes share one tab, so moving between the steps keeps this page, and the draft, mounted.
 */
export default function DesignerPage() {
  const [search] = useSearchParams();
  const uniqueId = search.get('uniqueId');
  if (!uniqueId)
    return <Result status="warning" title="缺少要设计的审批" subTitle="请从审批配置中选择审批后编辑。" />;
  return <DesignerFrame key={uniqueId} uniqueId={uniqueId} editor={designerEditors} />;
}
