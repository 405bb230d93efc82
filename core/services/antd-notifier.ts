import type { App } from 'antd';
import type { Notifier } from './notifier';

type AppApi = ReturnType<typeof App.useApp>;

/**
 * The Notifier on antd's App context (theme- and locale-aware), attached by <NotifierBridge/> once the
 * App component has rendered. Calls made before that are queued.
 */
export class AntdNotifier implements Notifier {
  private api: AppApi | undefined;
  private readonly pending: ((api: AppApi) => void)[] = [];

  attach(api: AppApi): void {
    this.api = api;
    for (const call of this.pending.splice(0)) call(api);
  }

  private with(call: (api: AppApi) => void): void {
    if (this.api) call(this.api);
    else this.pending.push(call);
  }

  error(message: string, seconds = 5): void {
    this.with((api) => api.message.error(message, seconds));
  }

  success(message: string): void {
    this.with((api) => api.message.success(message));
  }

  warning(message: string): void {
    this.with((api) => api.message.warning(message));
  }

  loading(message: string): () => void {
    let close: () => void = () => undefined;
    this.with((api) => {
      close = api.message.loading(message, 0);
    });
    return () => close();
  }

  confirmLoggedOut(): Promise<boolean> {
    return new Promise((resolve) => {
      this.with((api) =>
        api.modal.confirm({
          title: '登出',
          content: '您已经被登出, 您可以取消以留在此页, 或者重新登录',
          okText: '重新登录',
          cancelText: '取消',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        }),
      );
    });
  }
}
