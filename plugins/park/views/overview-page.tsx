import { usePermission } from '@core';
import { PageState } from '@core/components';
import { QueryState, useData } from '@core/data';
import { ParkPermission } from '@manifests/park';
import { Card, Col, Row, Skeleton, Typography } from 'antd';
import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { parkOverviewQuery } from '../api/park-queries';
import { BuildingFigures } from '../components/overview/building-figures';
import { LeaseEnds, UseFigures } from '../components/overview/lease-ends';
import { OverviewCharts } from '../components/overview/overview-charts';
import { OverviewStats } from '../components/overview/overview-stats';
import '../components/overview/overview.css';
import { BUILDING_ADD_PATH } from './park-paths';

const NO_QUERY = {};

/**
 * 园区概览 (PC_PARK_OVERVIEW), 园区运营's landing page: occupancy by area and by room count for the
 * park, each building and each floor; vacant area; leases ending in 30, 60 and 90 days; rooms by use;
 * the year's trend. Every figure links to the list behind it (a building's plan filtered by state,
 * 入驻企业 by contract end, 楼宇管理).
 */
const OverviewPage = observer(function OverviewPage() {
  const overview = useData(parkOverviewQuery, NO_QUERY);
  const canAdd = usePermission(ParkPermission.buildingAdd);
  return (
    <div className="park-overview">
      <Typography.Title level={4} style={{ margin: 0 }}>
        园区概览
        {overview.data && (
          <Typography.Text type="secondary" style={{ marginLeft: 12, fontSize: 14, fontWeight: 'normal' }}>
            {overview.data.on} 数据
          </Typography.Text>
        )}
      </Typography.Title>
      <QueryState
        query={overview}
        errorTitle="园区概览加载失败"
        loading={
          <Card>
            <Skeleton active paragraph={{ rows: 10 }} />
          </Card>
        }
      >
        {(loaded) =>
          loaded.park.rooms === 0 && loaded.buildings.length === 0 ? (
            <PageState
              title="园区还没有楼宇"
              description={
                <>
                  新增楼宇和房间后，这里会显示出租率、空置面积和即将到期的租约。
                  {canAdd && <Link to={BUILDING_ADD_PATH}>新增楼宇</Link>}
                </>
              }
            />
          ) : (
            <>
              <OverviewStats overview={loaded} />
              <OverviewCharts overview={loaded} />
              <Row gutter={[16, 16]}>
                <Col xs={24} xl={14}>
                  <BuildingFigures buildings={loaded.buildings} />
                </Col>
                <Col xs={24} xl={10}>
                  <Row gutter={[16, 16]}>
                    <Col span={24}>
                      <LeaseEnds windows={loaded.leaseEnds} soonest={loaded.endingSoon} />
                    </Col>
                    <Col span={24}>
                      <UseFigures uses={loaded.uses} />
                    </Col>
                  </Row>
                </Col>
              </Row>
            </>
          )
        }
      </QueryState>
    </div>
  );
});

export default OverviewPage;
