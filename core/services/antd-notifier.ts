import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import type { Notifier, Question } from './notifier';

/** What the console's providers hand over once rendered: ways to get antd's message and modal APIs. */
export interface AntdNotifierHost {
  /** Mounts the messages' holder on first use (its code loads then) and resolves with its API. */
  message(): Promise<MessageInstance>;
  /** Mounts the dialogs' holder on first use (its code loads then) and resolves with its API. */
  modal(): Promise<ModalApi>;
}

/**
 * The Notifier on antd's message and modal hooks (theme- and locale-aware), attached by the console's
 * <NotifierHost/> once rendered. Calls made before that are queued. Neither the messages' nor the
 * dialog's code is part of the first page: each loads the first time it is shown.
 */
export class AntdNotifier implements Notifier {
  private host: AntdNotifierHost | undefined;
  private readonly pending: ((host: AntdNotifierHost) => void)[] = [];

  attach(host: AntdNotifierHost): void {
    this.host = host;
    for (const call of this.pending.splice(0)) call(host);
  }

  private with(call: (host: AntdNotifierHost) => void): void {
    if (this.host) call(this.host);
    else this.pending.push(call);
  }

  private withMessages(call: (messages: MessageInstance) => void): void {
    this.with(async (host) => call(await host.message()));
  }

  error(message: string, seconds = 5): void {
    this.withMessages((messages) => messages.error(message, seconds));
  }

  success(message: string): void {
    this.withMessages((messages) => messages.success(message));
  }

  warning(message: string): void {
    this.withMessages((messages) => messages.warning(message));
  }

  loading(message: string): () => void {
    let closed = false;
    let close: () => void = () => {
      closed = true;
    };
    this.withMessages((messages) => {
      if (!closed) close = messages.loading(message, 0);
    });
    return () => close();
  }

  confirmLoggedOut(): Promise<boolean> {
    return new Promise((resolve) => {
      this.with(async (host) => {
        const modal = await host.modal();
        modal.confirm({
          title: '登出',
          content: '您已经被登出, 您可以取消以留在此页, 或者重新登录',
          okText: '重新登录',
          cancelText: '取消',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
    });
  }

  confirm(question: Question): Promise<boolean> {
    return new Promise((resolve) => {
      this.with(async (host) => {
        const modal = await host.modal();
        modal.confirm({
          title: question.title,
          content: question.content,
          okText: question.okText,
          cancelText: question.cancelText,
          okButtonProps: { danger: question.danger === true },
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
    });
  }
}
