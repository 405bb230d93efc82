import { PlusOutlined } from '@ant-design/icons';
import { usePermission, useService } from '@core';
import { ListPage, type RowAction } from '@core/crud';
import type { CompanyRow } from '@manifests/contracts/park';
import { ParkPermission } from '@manifests/park';
import { Button } from 'antd';
import { observer } from 'mobx-react-lite';
import { useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CompanyApi } from '../../api/company-api';
import { companyPageQuery } from '../../api/company-queries';
import { companyColumns, presetOf } from './company-columns';
import { corpDetailPath, corpModifyPath, ENTRY_CORP_PATH } from './company-paths';

function companyActions(navigate: (path: string) => void): RowAction<CompanyRow>[] {
  return [
    {
      key: 'detail',
      label: '详情',
      ariaLabel: (row) => `${row.name}的详情`,
      permission: ParkPermission.companyDetail,
      onClick: (row) => navigate(corpDetailPath(row.uniqueId)),
    },
    {
      key: 'modify',
      label: '编辑',
      ariaLabel: (row) => `编辑${row.name}`,
      permission: ParkPermission.companyModify,
      onClick: (row) => navigate(corpModifyPath(row.uniqueId)),
    },
  ];
}

/**
 * 企业管理 and settleCorp (入驻企业): the park's companies with the rooms and area they lease today
 * and their lease end, on the CRUD kit; searched by keyword, industry, state and 合同到期 within 30,
 * 60 or 90 days — preset from the link's `?keyword=`, `?industry=`, `?state=` and
 * `?contractEndWithin=` (园区概览's figures link here) — totalled and exported over the search. A row
 * opens corpDetail.
 */
const CompanyListPage = observer(function CompanyListPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const api = useService(CompanyApi);
  const can = {
    detail: usePermission(ParkPermission.companyDetail),
    add: usePermission(ParkPermission.companyAdd),
    modify: usePermission(ParkPermission.companyModify),
  };
  const search = params.toString();
  const preset = useMemo(() => presetOf(new URLSearchParams(search)), [search]);
  const open = useMemo(
    () => (can.detail ? (row: CompanyRow) => navigate(corpDetailPath(row.uniqueId)) : undefined),
    [can.detail, navigate],
  );
  const columns = useMemo(() => companyColumns(preset, open), [preset, open]);
  // 编辑 opens entryCorp's form (?uniqueId=), so it needs that page too.
  const actions = useMemo(
    () => companyActions(navigate).filter((action) => action.key !== 'modify' || can.add),
    [navigate, can.add],
  );
  return (
    <div style={{ padding: 24 }}>
      <ListPage
        // A new link (another ?state= or ?contractEndWithin=) starts the search afresh.
        key={search}
        title="企业管理"
        tableId="park.companies"
        rowKey="uniqueId"
        columns={columns}
        query={companyPageQuery}
        actions={actions}
        onRowClick={open}
        export={{ permission: ParkPermission.companies, download: (filters) => api.export(filters) }}
        errorTitle="企业列表加载失败"
        emptyText={(filtered) => (filtered ? '没有符合条件的企业' : '暂无入驻企业')}
        extra={
          can.add && (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(ENTRY_CORP_PATH)}>
              录入企业
            </Button>
          )
        }
      />
    </div>
  );
});

export default CompanyListPage;
