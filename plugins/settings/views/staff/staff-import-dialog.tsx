import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { ApiError, useService } from '@core';
import { useChange } from '@core/data';
import {
  Alert,
  Button,
  ConfigProvider,
  Flex,
  Modal,
  Result,
  Table,
  Typography,
  Upload,
  type UploadFile,
} from 'antd';
import { useContext, useState } from 'react';
import { SettingsTag } from '../../api/settings-queries';
import { IMPORT_REFUSED_CODE, type ImportRowError, StaffApi } from '../../api/staff-api';
import {
  isSpreadsheetName,
  readFileAsBase64,
  SPREADSHEET_ACCEPT,
  SPREADSHEET_MAX_BYTES,
  saveBase64File,
} from './spreadsheet-files';

type Outcome =
  | { kind: 'none' }
  | { kind: 'refused'; message: string; errors: ImportRowError[] }
  | { kind: 'imported'; count: number };

function isRowError(value: unknown): value is ImportRowError {
  const row = value as Partial<ImportRowError> | null;
  return (
    typeof row === 'object' &&
    row !== null &&
    typeof row.row === 'number' &&
    typeof row.column === 'string' &&
    typeof row.message === 'string'
  );
}

/** The per-row report of a refused import (`data.errors`), or [] for any other refusal. */
export function rowErrorsOf(error: unknown): ImportRowError[] {
  if (!(error instanceof ApiError) || error.code !== IMPORT_REFUSED_CODE) return [];
  const errors = (error.data as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? errors.filter(isRowError) : [];
}

const reportColumns = [
  { title: '行号', dataIndex: 'row', width: 80 },
  { title: '列', dataIndex: 'column', width: 120 },
  { title: '问题', dataIndex: 'message' },
];

/**
 * 导入员工: download the template, choose a filled-in .xlsx or .csv, import. All rows or none: a
 * refusal lists every bad row (行号, 列, 问题) and nothing was imported, so the file can be fixed and
 * sent again; the chosen file stays chosen.
 */
export interface StaffImportDialogProps {
  open: boolean;
  onClose(): void;
  onImported?(count: number): void;
}

export function StaffImportDialog({ open, onClose, onImported }: StaffImportDialogProps) {
  const api = useService(StaffApi);
  const [file, setFile] = useState<File>();
  const [fileProblem, setFileProblem] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'none' });
  const [downloading, setDownloading] = useState(false);
  // antd's Dragger content classes, with whatever prefix the console runs under (embedded: its own).
  const upload = useContext(ConfigProvider.ConfigContext).getPrefixCls('upload');

  const reset = () => {
    setFile(undefined);
    setFileProblem(undefined);
    setOutcome({ kind: 'none' });
  };

  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      const template = await api.importTemplate();
      saveBase64File(template.fileName, template.content);
    } catch {
      // The request service has shown why.
    } finally {
      setDownloading(false);
    }
  };

  const choose = (chosen: File) => {
    setOutcome({ kind: 'none' });
    if (!isSpreadsheetName(chosen.name)) {
      setFileProblem('请选择 .xlsx 或 .csv 文件');
      return Upload.LIST_IGNORE;
    }
    if (chosen.size > SPREADSHEET_MAX_BYTES) {
      setFileProblem('文件不能超过 2 MB');
      return Upload.LIST_IGNORE;
    }
    setFileProblem(undefined);
    setFile(chosen);
    // Kept in the browser until 开始导入: nothing is uploaded by the Upload itself.
    return false;
  };

  // All rows or none: a refusal lists every bad row and the chosen file stays chosen.
  const importing = useChange({
    change: async (chosen: File) =>
      (await api.import({ fileName: chosen.name, content: await readFileAsBase64(chosen) })).imported,
    // The list, the department tree and the role counts reload.
    invalidates: [SettingsTag.staff],
    success: (imported) => `已导入 ${imported} 名员工`,
    refusal: (message, error) => setOutcome({ kind: 'refused', message, errors: rowErrorsOf(error) }),
    fallback: '导入失败，请稍后再试',
    onSuccess: (imported) => {
      setOutcome({ kind: 'imported', count: imported });
      onImported?.(imported);
    },
  });
  const startImport = () => {
    if (!file) return;
    setOutcome({ kind: 'none' });
    void importing.run(file);
  };

  const fileList: UploadFile[] = file ? [{ uid: 'chosen', name: file.name, status: 'done' }] : [];
  const done = outcome.kind === 'imported';
  return (
    <Modal
      title="导入员工"
      open={open}
      width={640}
      onCancel={onClose}
      afterClose={reset}
      mask={{ closable: !importing.busy }}
      footer={
        done ? (
          <Button type="primary" onClick={onClose}>
            完成
          </Button>
        ) : (
          <Flex justify="end" gap={8}>
            <Button onClick={onClose}>取消</Button>
            <Button type="primary" disabled={!file} loading={importing.busy} onClick={startImport}>
              开始导入
            </Button>
          </Flex>
        )
      }
    >
      {done ? (
        <Result status="success" title={`已导入 ${outcome.count} 名员工`} />
      ) : (
        <Flex vertical gap={16}>
          <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
            请按模板填写员工信息，支持 .xlsx 和 .csv 文件，不超过 2
            MB。所有行都正确时才会导入；任何一行有误，都不会导入任何数据。
          </Typography.Paragraph>
          <div>
            <Button icon={<DownloadOutlined />} loading={downloading} onClick={downloadTemplate}>
              下载模板
            </Button>
          </div>
          <Upload.Dragger
            accept={SPREADSHEET_ACCEPT}
            maxCount={1}
            fileList={fileList}
            beforeUpload={choose}
            onRemove={() => {
              setFile(undefined);
              setOutcome({ kind: 'none' });
            }}
          >
            <p className={`${upload}-drag-icon`}>
              <InboxOutlined />
            </p>
            <p className={`${upload}-text`}>点击或拖动文件到这里选择</p>
            <p className={`${upload}-hint`}>.xlsx 或 .csv，不超过 2 MB</p>
          </Upload.Dragger>
          {fileProblem && <Alert type="warning" showIcon title={fileProblem} />}
          {outcome.kind === 'refused' && <ImportRefusal message={outcome.message} errors={outcome.errors} />}
        </Flex>
      )}
    </Modal>
  );
}

function ImportRefusal({ message, errors }: { message: string; errors: ImportRowError[] }) {
  if (errors.length === 0) return <Alert type="error" showIcon title={message} />;
  return (
    <Flex vertical gap={8}>
      <Alert
        type="error"
        showIcon
        title={message}
        description="未导入任何数据。请按下表修改文件后重新导入。"
      />
      <Table<ImportRowError & { key: number }>
        size="small"
        aria-label="导入问题"
        columns={reportColumns}
        dataSource={errors.map((error, index) => ({ ...error, key: index }))}
        pagination={errors.length > 10 ? { pageSize: 10, showTotal: (total) => `共 ${total} 条` } : false}
      />
    </Flex>
  );
}
