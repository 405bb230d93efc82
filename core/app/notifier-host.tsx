import { message } from 'antd';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useService } from '../di/services-context';
import { AntdNotifier } from '../services/antd-notifier';
import { Notifier } from '../services/notifier';

const ModalHolder = lazy(() => import(/* webpackChunkName: "dialogs" */ './modal-holder'));

/** A promise with its resolve function (Promise.withResolvers is not in Node 20). */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/**
 * Renders antd's message holder (inside the theme and locale providers) and hands it to the Notifier;
 * the modal holder is mounted, and its code loaded, only when the Notifier first needs a dialog.
 */
export function NotifierHost() {
  const notifier = useService(Notifier);
  const [messageApi, messageHolder] = message.useMessage();
  const [modal] = useState(() => deferred<ModalApi>());
  const [modalWanted, setModalWanted] = useState(false);

  useEffect(() => {
    if (!(notifier instanceof AntdNotifier)) return;
    notifier.attach({
      message: messageApi,
      modal: () => {
        setModalWanted(true);
        return modal.promise;
      },
    });
  }, [notifier, messageApi, modal]);

  return (
    <>
      {messageHolder}
      {modalWanted && (
        <Suspense fallback={null}>
          <ModalHolder onReady={modal.resolve} />
        </Suspense>
      )}
    </>
  );
}
