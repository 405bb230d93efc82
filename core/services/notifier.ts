import { token } from '../di/token';
/**
 * Everything the console says to the user outside a page: toasts and the logout confirm. Shown in one
 * place (antd's App context); tests record the calls instead.
 */
export const Notifier = token<Notifier>('core.Notifier');
export interface Notifier {
  error(message: string, seconds?: number): void;
  success(message: string): void;
  warning(message: string): void;
  /** Shows a loading toast; returns a function that closes it. */
  loading(message: string): () => void;
  /** The 登出 confirm of spec §8; resolves true for 重新登录, false for 取消. */
  confirmLoggedOut(): Promise<boolean>;
  /**
   * A question with two answers, asked above whatever shows (a hidden tab's form can ask too): resolves
   * true for `okText`, false for `cancelText` or closing the dialog.
   */
  confirm(question: Question): Promise<boolean>;
}

export interface Question {
  title: string;
  content?: string;
  okText: string;
  cancelText: string;
  /** The first answer throws something away (离开 a form with unsaved changes). */
  danger?: boolean;
}
