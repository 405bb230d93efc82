import { ApprovalPaths } from '@manifests/approval';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { EditorStep } from './editor-slot';

/** Each editing step's route (spec §2: 审批配置's children APPROVAL_CONFIG and APPROVAL_WORKFLOW). */
const STEP_PATHS: Record<EditorStep, string> = {
  form: ApprovalPaths.formDesigner,
  flow: ApprovalPaths.flowDesigner,
};

/** The step a designer's address shows: 流程配置 on its route, else 表单配置. */
export function stepOfPath(pathname: string): EditorStep {
  return pathname.endsWith(STEP_PATHS.flow) ? 'flow' : 'form';
}

/**
 * The editing step of the address, and the way to another: a navigation to that step's route with the
 * same query (the same template), so the address, breadcrumb, back button and F5 follow the step. The
 * two routes share one tab and one mounted designer (the manifest's `tabOf`): the draft stays.
 */
export function useStepRoute(): [EditorStep, (step: EditorStep) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const step = stepOfPath(pathname);
  const goTo = useCallback(
    (next: EditorStep) => {
      if (next !== step) navigate(`${STEP_PATHS[next]}${search}`);
    },
    [step, search, navigate],
  );
  return [step, goTo];
}
