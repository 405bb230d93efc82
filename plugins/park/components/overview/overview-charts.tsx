import { Chart } from '@core/crud';
import { ROOM_USE_LABELS } from '@manifests/contracts/park-constants';
import type { ParkOverview } from '@manifests/contracts/park-overview';
import { Card, Col, Row } from 'antd';
import { useMemo } from 'react';
import { chartPercent } from './overview-format';

/** 园区概览's charts: occupancy per building (bar), rooms by use (ring), the year's trend (line). */
export function OverviewCharts({ overview }: { overview: ParkOverview }) {
  const data = useMemo(
    () => ({
      buildings: {
        categories: overview.buildings.map((building) => building.name),
        series: [
          { name: '出租率（面积，%）', values: overview.buildings.map((one) => chartPercent(one.areaRate)) },
          { name: '出租率（间数，%）', values: overview.buildings.map((one) => chartPercent(one.roomRate)) },
        ],
      },
      uses: {
        categories: overview.uses.map((use) => ROOM_USE_LABELS[use.use]),
        series: [{ name: '房间数', values: overview.uses.map((use) => use.rooms) }],
      },
      trend: {
        categories: overview.trend.map((point) => point.month),
        series: [
          { name: '出租率（面积，%）', values: overview.trend.map((point) => chartPercent(point.areaRate)) },
        ],
      },
    }),
    [overview],
  );
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={14}>
        <Card size="small" title="各楼宇出租率（%）">
          <Chart kind="bar" title="各楼宇出租率（%）" data={data.buildings} height={280} />
        </Card>
      </Col>
      <Col xs={24} xl={10}>
        <Card size="small" title="房间用途分布（间）">
          <Chart kind="pie" title="房间用途分布（间）" data={data.uses} height={280} />
        </Card>
      </Col>
      <Col xs={24}>
        <Card size="small" title="近 12 个月出租率（面积，%）">
          <Chart kind="line" title="近 12 个月出租率（面积，%）" data={data.trend} height={260} />
        </Card>
      </Col>
    </Row>
  );
}
