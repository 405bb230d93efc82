import { ApiError } from '../../../http/api-error';
import { ErrorCode } from '../../../http/error-codes';

export const FLOW_NESTING_MAX = 400;

/** How deeply a parsed body nests (walked without recursion, so no body can exhaust the stack). */
export function nestingOf(value: unknown): number {
  let deepest = 0;
  const stack: [unknown, number][] = [[value, 1]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop() as [unknown, number];
    if (typeof item !== 'object' || item === null) continue;
    deepest = Math.max(deepest, depth);
    if (deepest > FLOW_NESTING_MAX) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/** A route's `preValidation`: a flow nests one level per node, so a body nested deeper than any flow is refused before validating it. */
export async function refuseDeepBody(request: { body: unknown }): Promise<void> {
  if (nestingOf(request.body) > FLOW_NESTING_MAX)
    throw new ApiError(ErrorCode.ApprovalFlowInvalid, '流程层级过深，请减少节点后重试');
}
