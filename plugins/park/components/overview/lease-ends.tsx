import { ROOM_USE_LABELS } from '@manifests/contracts/park-constants';
import type { EndingLease, LeaseEndingWindow, UseOverview } from '@manifests/contracts/park-overview';
import { Card, Empty, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatArea } from '../../park-format';
import { BUILDING_LIST_PATH, floorPlanPath, settleCorpEndingPath } from '../../views/park-paths';
import { formatRate } from './overview-format';

/** 即将到期租约: the three windows (each to 入驻企业 filtered by it) and the leases ending soonest. */
export function LeaseEnds({
  windows,
  soonest,
}: {
  windows: readonly LeaseEndingWindow[];
  soonest: readonly EndingLease[];
}) {
  return (
    <Card size="small" title="即将到期租约">
      <div className="park-overview-windows">
        {windows.map((window) => (
          <Link
            key={window.days}
            to={settleCorpEndingPath(window.days)}
            className="park-overview-window"
            aria-label={`${window.days} 天内到期 ${window.leases} 份`}
          >
            <Typography.Text type="secondary">{window.days} 天内</Typography.Text>
            <strong>{window.leases} 份</strong>
            <Typography.Text type="secondary">
              {window.companies} 家 · {formatArea(window.area)}
            </Typography.Text>
          </Link>
        ))}
      </div>
      {soonest.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="90 天内没有到期的租约" />
      ) : (
        <ul className="park-overview-leases" aria-label="最近到期的租约">
          {soonest.map((lease) => (
            <li key={lease.occupancyUniqueId}>
              <span className="park-overview-leases__holder">{lease.holderName ?? '未登记企业'}</span>
              <Link to={floorPlanPath(lease.buildingUniqueId, { state: 'leased' })}>
                {lease.buildingName} {lease.roomNumber}
              </Link>
              <span>{lease.lastDay} 到期</span>
              <Typography.Text type={lease.daysLeft <= 30 ? 'danger' : 'secondary'}>
                {lease.daysLeft === 0 ? '今天到期' : `剩 ${lease.daysLeft} 天`}
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** 房间用途: rooms, area and leased area per use, each to 楼宇管理. */
export function UseFigures({ uses }: { uses: readonly UseOverview[] }) {
  return (
    <Card size="small" title="按用途统计">
      {uses.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="暂无房间" />
      ) : (
        <table className="park-overview-uses">
          <thead>
            <tr>
              <th scope="col">用途</th>
              <th scope="col">房间</th>
              <th scope="col">面积</th>
              <th scope="col">已租面积</th>
              <th scope="col">出租率</th>
            </tr>
          </thead>
          <tbody>
            {uses.map((use) => (
              <tr key={use.use}>
                <th scope="row">
                  <Link to={BUILDING_LIST_PATH} aria-label={`${ROOM_USE_LABELS[use.use]}：查看楼宇`}>
                    {ROOM_USE_LABELS[use.use]}
                  </Link>
                </th>
                <td>{use.rooms} 间</td>
                <td>{formatArea(use.area)}</td>
                <td>{formatArea(use.leasedArea)}</td>
                <td>{formatRate(use.areaRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
