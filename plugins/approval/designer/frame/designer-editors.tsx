import { FormDesigner } from '../form';
import type { DesignerEditorProps } from './editor-slot';
import { JsonPreviewEditor } from './json-preview-editor';

/**
 * The editors the designer hosts: 表单配置 is the form designer (a field a condition of the flow uses
 * cannot be removed); 流程配置 shows the flow read-only until the flow designer is hosted here.
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
  return <JsonPreviewEditor {...props} />;
}
