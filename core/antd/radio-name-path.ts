import { toArray } from 'antd/es/form/util';

/**
 * What antd's Radio.Group takes from its form's `useForm` module (the id of a group named inside a
 * Form), without that module: it brought rc-form's form store and scroll-into-view to every page with
 * a radio group (rspack.config.ts, `radioWithoutFormStore`). The same function over antd's own helper.
 */
export function toNamePathStr(name: string | number | (string | number)[]): string {
  return toArray(name).join('_');
}
