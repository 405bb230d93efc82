import type { FormInstance } from 'antd';
import { useEffect } from 'react';
import { takeEarlySubmit } from '../../prerender/early-input';

/**
 * The login page is prerendered: its fields can be typed into (or filled by a password manager) before
 * the scripts bring the form to life, and hydration keeps what the fields show without telling the
 * form. On mount, whatever the fields hold is adopted as the form's values, so nothing typed is lost;
 * a submit made before then (held by the page's early-input guard) is sent now.
 */
export function usePrefilledValues<Values>(
  form: FormInstance<Values>,
  formId: string,
  names: readonly (keyof Values & string)[],
) {
  useEffect(() => {
    const shown: Record<string, string> = {};
    for (const name of names) {
      const input: unknown = form.getFieldInstance(name)?.input;
      if (
        input instanceof HTMLInputElement &&
        input.value !== '' &&
        input.value !== form.getFieldValue(name as never)
      ) {
        shown[name] = input.value;
      }
    }
    if (Object.keys(shown).length > 0) {
      form.setFieldsValue(shown as Parameters<typeof form.setFieldsValue>[0]);
    }
    if (takeEarlySubmit(formId)) form.submit();
  }, [form, formId, names]);
}
