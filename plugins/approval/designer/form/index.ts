/** 表单配置's designer: a controlled editor of an approval form, hosted by the designer page. */
export { FormDesigner, type FormDesignerProps } from './form-designer';
export * as formModel from './form-model';
