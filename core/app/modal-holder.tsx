import { Modal } from 'antd';
import type { HookAPI as ModalApi } from 'antd/es/modal/useModal';
import { useEffect } from 'react';

/** antd's modal hook and its holder, loaded the first time the console shows a dialog. */
export default function ModalHolder({ onReady }: { onReady(api: ModalApi): void }) {
  const [modal, holder] = Modal.useModal();
  useEffect(() => onReady(modal), [modal, onReady]);
  return holder;
}
