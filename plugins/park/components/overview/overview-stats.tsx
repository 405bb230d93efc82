import type { ParkOverview } from '@manifests/contracts/park-overview';
import { Card, Col, Row, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatArea } from '../../park-format';
import { BUILDING_LIST_PATH, settleCorpEndingPath } from '../../views/park-paths';
import { formatRate } from './overview-format';

interface Stat {
  key: string;
  title: string;
  value: string;
  note: ReactNode;
  to: string;
}

/** 园区概览's four headline figures, each a link to the list behind it. */
export function OverviewStats({ overview }: { overview: ParkOverview }) {
  const { park, leaseEnds } = overview;
  const within90 = leaseEnds.find((window) => window.days === 90) ?? leaseEnds.at(-1);
  const stats: Stat[] = [
    {
      key: 'area-rate',
      title: '出租率（面积）',
      value: formatRate(park.areaRate),
      note: `已租 ${formatArea(park.leasedArea)} / 共 ${formatArea(park.area)}`,
      to: BUILDING_LIST_PATH,
    },
    {
      key: 'room-rate',
      title: '出租率（间数）',
      value: formatRate(park.roomRate),
      note: `已租 ${park.leased} 间 / 共 ${park.rooms} 间`,
      to: BUILDING_LIST_PATH,
    },
    {
      key: 'vacant-area',
      title: '空置面积',
      value: formatArea(park.vacantArea),
      note: `空置 ${park.vacant} 间 · 已预定 ${park.reserved} 间 · 自用/装修 ${park.blocked} 间`,
      to: BUILDING_LIST_PATH,
    },
    {
      key: 'lease-ends',
      title: '即将到期租约',
      value: `${within90?.leases ?? 0} 份`,
      note: `90 天内到期，${within90?.companies ?? 0} 家企业，${formatArea(within90?.area ?? 0)}`,
      to: settleCorpEndingPath(90),
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      {stats.map((stat) => (
        <Col key={stat.key} xs={24} sm={12} xl={6}>
          <Link to={stat.to} className="park-overview-stat">
            <Card size="small" hoverable>
              <Typography.Text type="secondary">{stat.title}</Typography.Text>
              <div className="park-overview-stat__value" data-testid={`stat-${stat.key}`}>
                {stat.value}
              </div>
              <Typography.Text type="secondary" className="park-overview-stat__note">
                {stat.note}
              </Typography.Text>
            </Card>
          </Link>
        </Col>
      ))}
    </Row>
  );
}
