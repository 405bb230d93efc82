import type { ReactNode } from 'react';

export interface LoginFieldProps {
  label: string;
  /** The input's id: the label points at it, and the error under it is `${id}_help`. */
  htmlFor: string;
  error: string | undefined;
  /** A hint under the field (`${id}_extra`), shown below any error. */
  extra?: string;
  children: ReactNode;
}

/**
 * One row of a sign-in form: the label above the control and the error under it, laid out as antd's
 * vertical Form.Item was (login.css), without its form engine.
 */
export function LoginField({ label, htmlFor, error, extra, children }: LoginFieldProps) {
  return (
    <div className={error ? 'atrium-login__field atrium-login__field--invalid' : 'atrium-login__field'}>
      <label className="atrium-login__label" htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {error && (
        <div id={`${htmlFor}_help`} className="atrium-login__error">
          {error}
        </div>
      )}
      {extra && (
        <div id={`${htmlFor}_extra`} className="atrium-login__extra">
          {extra}
        </div>
      )}
    </div>
  );
}
