import { Result } from 'antd';

/** A real route whose page a later release fills (spec §8 '功能开放中，敬请期待~'). */
export default function ComingSoonPage() {
  return (
    <Result status="info" title="功能开放中，敬请期待~" subTitle="该功能正在建设中，上线后将在此处提供。" />
  );
}
