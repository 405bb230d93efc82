import type { MessageInstance } from 'antd/es/message/interface';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { useService } from '../di/services-context';
import { AntdNotifier } from '../services/antd-notifier';
import { Notifier } from '../services/notifier';

const MessageHolder = lazy(() => import(/* webpackChunkName: "messages" */ './message-holder'));
const ModalHolder = lazy(() => import(/* webpackChunkName: "dialogs" */ './modal-holder'));

/** A promise with its resolve function (Promise.withResolvers is not in Node 20). */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

/** A holder mounted, and its code loaded, only once something asks for its API. */
function useHolderOnDemand<Api>() {
  const [api] = useState(() => deferred<Api>());
  const [wanted, setWanted] = useState(false);
  const request = useCallback(() => {
    setWanted(true);
    return api.promise;
  }, [api]);
  return { wanted, request, ready: api.resolve };
}

function OnDemand<Api>({
  holder: Holder,
  wanted,
  ready,
}: {
  holder: ComponentType<{ onReady(api: Api): void }>;
  wanted: boolean;
  ready(api: Api): void;
}) {
  return wanted ? (
    <Suspense fallback={null}>
      <Holder onReady={ready} />
    </Suspense>
  ) : null;
}

/**
 * Hands antd's message and modal APIs (inside the theme and locale providers) to the Notifier. Neither
 * is part of the first page: each holder is mounted, and its code loaded, when first needed.
 */
export function NotifierHost() {
  const notifier = useService(Notifier);
  const messages = useHolderOnDemand<MessageInstance>();
  const dialogs = useHolderOnDemand<ModalApi>();

  useEffect(() => {
    if (notifier instanceof AntdNotifier)
      notifier.attach({ message: messages.request, modal: dialogs.request });
  }, [notifier, messages.request, dialogs.request]);

  return (
    <>
      <OnDemand holder={MessageHolder} wanted={messages.wanted} ready={messages.ready} />
      <OnDemand holder={ModalHolder} wanted={dialogs.wanted} ready={dialogs.ready} />
    </>
  );
}
