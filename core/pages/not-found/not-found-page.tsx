import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../app/console-embedding';

export default function NotFoundPage() {
  const navigate = useNavigate();
  useDocumentTitle('页面不存在 - 管理端');
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在，或您没有访问权限。"
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard', { replace: true })}>
          返回工作台
        </Button>
      }
    />
  );
}
