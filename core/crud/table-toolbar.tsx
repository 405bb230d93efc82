import { ColumnHeightOutlined, DownloadOutlined, ReloadOutlined, SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Dropdown, Flex, Popover, Space, Tooltip } from 'antd';
import { useState } from 'react';
import type { ColumnSettingsControl } from './column-settings';
import type { Density } from './crud-types';

const DENSITIES: { key: Density; label: string }[] = [
  { key: 'large', label: '宽松' },
  { key: 'middle', label: '默认' },
  { key: 'small', label: '紧凑' },
];

/** Which columns show: one checkbox each, and 重置 back to all of them. */
function ColumnChooser({
  columns,
  control,
}: {
  columns: readonly { key: string; title: string }[];
  control: ColumnSettingsControl;
}) {
  return (
    <Flex vertical gap={8} aria-label="列设置">
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          checked={!control.settings.hidden.includes(column.key)}
          onChange={(event) => control.toggleColumn(column.key, event.target.checked)}
        >
          {column.title}
        </Checkbox>
      ))}
      <Button size="small" type="link" onClick={control.reset} style={{ alignSelf: 'start', padding: 0 }}>
        重置
      </Button>
    </Flex>
  );
}

/** Above the table: 刷新, 密度, 列设置, and 导出 when the page gives an export. */
export function TableToolbar({
  columns,
  control,
  refreshing,
  onRefresh,
  onExport,
}: {
  columns: readonly { key: string; title: string }[];
  control: ColumnSettingsControl;
  refreshing: boolean;
  onRefresh(): void;
  onExport?: () => unknown;
}) {
  const [exporting, setExporting] = useState(false);
  const exportRows = async () => {
    setExporting(true);
    try {
      await onExport?.();
    } finally {
      setExporting(false);
    }
  };
  return (
    <Space size={4}>
      {onExport && (
        <Button icon={<DownloadOutlined />} loading={exporting} onClick={exportRows}>
          导出
        </Button>
      )}
      <Tooltip title="刷新">
        <Button
          type="text"
          aria-label="刷新"
          icon={<ReloadOutlined spin={refreshing} />}
          onClick={onRefresh}
        />
      </Tooltip>
      <Dropdown
        trigger={['click']}
        menu={{
          selectable: true,
          selectedKeys: [control.settings.density],
          items: DENSITIES,
          onClick: ({ key }) => control.setDensity(key as Density),
        }}
      >
        <Button type="text" aria-label="密度" icon={<ColumnHeightOutlined />} />
      </Dropdown>
      <Popover
        trigger="click"
        placement="bottomRight"
        title="列设置"
        content={<ColumnChooser columns={columns} control={control} />}
      >
        <Button type="text" aria-label="列设置" icon={<SettingOutlined />} />
      </Popover>
    </Space>
  );
}
