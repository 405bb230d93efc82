import { Avatar, Descriptions, type DescriptionsProps, Typography } from 'antd';
import type { OwnerInfo } from '../../api/owner-api';
import { formatArea } from './park-profile-rules';

const NOT_SET = <Typography.Text type="secondary">未填写</Typography.Text>;

const orNotSet = (text: string) => (text === '' ? NOT_SET : text);

/** The park profile as read-only details (what members without 编辑园区详情 see). */
export function ParkProfileView({ info }: { info: OwnerInfo }) {
  const items: DescriptionsProps['items'] = [
    {
      key: 'logo',
      label: '园区标志',
      span: 'filled',
      children: info.logoUrl ? (
        <img src={info.logoUrl} alt="园区标志" width={64} height={64} style={{ objectFit: 'contain' }} />
      ) : (
        <Avatar shape="square" size={64}>
          {info.name.slice(0, 1)}
        </Avatar>
      ),
    },
    { key: 'name', label: '园区名称', children: info.name },
    { key: 'shortName', label: '园区简称', children: orNotSet(info.shortName) },
    { key: 'address', label: '园区地址', span: 'filled', children: orNotSet(info.address) },
    { key: 'area', label: '园区面积', children: orNotSet(formatArea(info.area)) },
    { key: 'contactName', label: '联系人', children: orNotSet(info.contactName) },
    { key: 'contactPhone', label: '联系电话', children: orNotSet(info.contactPhone) },
    {
      key: 'introduction',
      label: '园区简介',
      span: 'filled',
      children: info.introduction ? (
        <div style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{info.introduction}</div>
      ) : (
        NOT_SET
      ),
    },
  ];
  return <Descriptions bordered column={{ xs: 1, sm: 1, md: 2 }} items={items} />;
}
