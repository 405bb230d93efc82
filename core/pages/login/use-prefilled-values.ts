import { useEffect, useRef } from 'react';
import { takeEarlySubmit } from '../../prerender/early-input';
import type { LoginForm } from './login-form';

/**
 * The login page is prerendered: its fields can be typed into (or filled by a password manager) before
 * the scripts bring the form to life, and hydration keeps what the fields show without telling the
 * form. On mount, whatever the fields hold is adopted as the form's values, so nothing typed is lost;
 * a submit made before then (held by the page's early-input guard) is sent now.
 */
export function usePrefilledValues<Values extends { [Name in keyof Values]: string }>(
  form: LoginForm<Values>,
  submit: () => void,
) {
  const latest = useRef({ form, submit });
  latest.current = { form, submit };
  useEffect(() => {
    const { form: mounted, submit: send } = latest.current;
    mounted.adoptShown();
    if (takeEarlySubmit(mounted.formId)) send();
  }, []);
}
