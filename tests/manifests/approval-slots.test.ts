import { ApprovalPaths } from '../../manifests/approval';
import { APPROVAL_DETAIL_PATH } from '../../manifests/contracts/approval-slots';

describe('the approval area’s console contract', () => {
  it('names the path of the manifest’s 审批详情 page', () => {
    expect(APPROVAL_DETAIL_PATH).toBe(ApprovalPaths.detail);
  });
});
