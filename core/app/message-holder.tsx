import { message } from 'antd';
import type { MessageInstance } from 'antd/es/message/interface';
import { useEffect } from 'react';

/** antd's message hook and its holder, loaded the first time the console shows a message. */
export default function MessageHolder({ onReady }: { onReady(api: MessageInstance): void }) {
  const [api, holder] = message.useMessage();
  useEffect(() => onReady(api), [api, onReady]);
  return holder;
}
