import type { BuildingOverview } from '@manifests/contracts/park-overview';
import { floorFiguresOf } from '@manifests/contracts/park-overview-constants';
import { Card, Empty } from 'antd';
import { Link } from 'react-router-dom';
import { formatArea } from '../../park-format';
import { floorPlanPath } from '../../views/park-paths';
import { formatRate, heatStep } from './overview-format';

/** A count that opens the building's plan filtered to the state (none when the count is 0). */
function StateLink({
  building,
  state,
  label,
  count,
}: {
  building: BuildingOverview;
  state: string;
  label: string;
  count: number;
}) {
  return (
    <Link
      to={floorPlanPath(building.uniqueId, { state })}
      aria-label={`${building.name}${label} ${count} 间`}
    >
      {label} {count}
    </Link>
  );
}

/** One building: its figures, each linking to its plan, and its floors as a heat row, top floor first. */
function BuildingRow({ building }: { building: BuildingOverview }) {
  return (
    <li className="park-overview-building">
      <div className="park-overview-building__head">
        <Link to={floorPlanPath(building.uniqueId)} className="park-overview-building__name">
          {building.name}
        </Link>
        <span className="park-overview-building__rate">{formatRate(building.areaRate)}</span>
        <span className="park-overview-building__counts">
          <span>共 {building.rooms} 间</span>
          <StateLink building={building} state="leased" label="已租" count={building.leased} />
          <StateLink building={building} state="reserved" label="已预定" count={building.reserved} />
          <StateLink building={building} state="vacant" label="空置" count={building.vacant} />
          <span>空置 {formatArea(building.vacantArea)}</span>
        </span>
      </div>
      {building.floors.length > 0 && (
        <ol className="park-overview-floors" aria-label={`${building.name}各楼层出租率`}>
          {building.floors.map((row) => {
            const floor = floorFiguresOf(row);
            const text = `${floor.name}：${formatRate(floor.areaRate)}，已租 ${floor.leased}/${floor.rooms} 间`;
            return (
              <li key={floor.level}>
                <Link
                  to={floorPlanPath(building.uniqueId)}
                  className={`park-overview-floor park-overview-floor--${heatStep(floor.areaRate, floor.area)}`}
                  title={text}
                  aria-label={text}
                >
                  {floor.name}
                </Link>
              </li>
            );
          })}
        </ol>
      )}
    </li>
  );
}

/** 各楼宇出租情况: every building with its floors' heat row. */
export function BuildingFigures({ buildings }: { buildings: readonly BuildingOverview[] }) {
  return (
    <Card size="small" title="各楼宇出租情况">
      {buildings.length === 0 ? (
        <Empty description="暂无楼宇" />
      ) : (
        <ul className="park-overview-buildings">
          {buildings.map((building) => (
            <BuildingRow key={building.uniqueId} building={building} />
          ))}
        </ul>
      )}
    </Card>
  );
}
