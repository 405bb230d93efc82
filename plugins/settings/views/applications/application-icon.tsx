import { Avatar } from 'antd';
import type { ManagedApplication } from '../../api/managed-application-api';

/** The application's icon, else the first character of its name. */
export function ApplicationIcon({
  application,
  size = 32,
}: {
  application: Pick<ManagedApplication, 'name' | 'iconUrl'>;
  size?: number;
}) {
  return application.iconUrl ? (
    <Avatar shape="square" size={size} src={application.iconUrl} alt="" />
  ) : (
    <Avatar shape="square" size={size} style={{ background: '#1765c1', flex: 'none' }} aria-hidden>
      {application.name.slice(0, 1)}
    </Avatar>
  );
}
