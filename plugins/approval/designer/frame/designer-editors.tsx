import { departmentOptionsOf, departmentTreeQuery, memberOptionsQuery } from '@core/components';
import { useData } from '@core/data';
import { useEffect, useMemo, useRef } from 'react';
import { approvalRoleOptionsQuery } from '../../api/approval-queries';
import { FlowDesigner, type FlowDesignerHandle, type FlowSources } from '../flow';
import { FormDesigner } from '../form';
import type { DesignerEditorProps } from './editor-slot';

const NONE: never[] = [];

/** 流程配置: the flow designer, its pickers fed from the organisation, a clicked problem's node focused. */
function FlowStep(props: DesignerEditorProps) {
  const members = useData(memberOptionsQuery, undefined);
  const departments = useData(departmentTreeQuery, undefined);
  const roles = useData(approvalRoleOptionsQuery, undefined);
  // Stable while the choices stay the same: a new object would redraw every node card.
  const sources = useMemo<FlowSources>(
    () => ({
      members: members.data?.map((member) => ({ uniqueId: member.uniqueId, name: member.name })) ?? NONE,
      departments: departments.data ? departmentOptionsOf(departments.data) : NONE,
      roles: roles.data ?? NONE,
    }),
    [members.data, departments.data, roles.data],
  );
  const problems = useMemo(() => [...props.problems], [props.problems]);
  const designer = useRef<FlowDesignerHandle>(null);
  const { focusedNodeId, focusRequest } = props;
  // biome-ignore lint/correctness/useExhaustiveDependencies: each request focuses again, even the same node.
  useEffect(() => {
    if (focusedNodeId) designer.current?.focusNode(focusedNodeId);
  }, [focusedNodeId, focusRequest]);
  return (
    <FlowDesigner
      ref={designer}
      value={props.flow}
      form={props.form}
      sources={sources}
      problems={problems}
      readOnly={props.readOnly}
      onFocusNode={(nodeId) => nodeId && props.onFocusNode(nodeId)}
      onChange={(flow) => props.onChange({ form: props.form, flow })}
    />
  );
}

/**
 * The editors the designer hosts: 表单配置 is the form designer (a field a condition of the flow uses
 * cannot be removed); 流程配置 is the flow designer.
 */
export function designerEditors(props: DesignerEditorProps) {
  if (props.step === 'form')
    return (
      <FormDesigner
        value={props.form}
        flow={props.flow}
        readOnly={props.readOnly}
        onChange={(form) => props.onChange({ form, flow: props.flow })}
      />
    );
  return <FlowStep {...props} />;
}
