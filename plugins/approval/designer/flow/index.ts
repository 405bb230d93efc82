/** The flow designer: the component the 流程配置 page hosts, and its pure model. */
export { FlowDesigner, type FlowDesignerHandle, type FlowDesignerProps } from './flow-designer';
export type { FlowSources } from './flow-model';
