import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { errorMessage } from '../../services/api-error';
import type { UploadedFile } from './schema-types';

/**
 * Files attached to a field: each chosen file goes through `upload` (the area's, to core's stored
 * files) and is held as `{ uniqueId, name, url }`; one uploading or failed shows in the list with
 * its state, a failed one with the reason.
 */
export function AttachmentInput({
  id,
  value,
  onChange,
  upload,
  max,
  disabled,
}: {
  id?: string;
  value?: UploadedFile[];
  onChange?: (files: UploadedFile[]) => void;
  upload?: (file: File) => Promise<UploadedFile>;
  max?: number;
  disabled?: boolean;
}) {
  const files = value ?? [];
  const [pending, setPending] = useState<UploadFile[]>([]);
  const shown: UploadFile[] = [
    ...files.map((file) => ({ uid: file.uniqueId, name: file.name, url: file.url, status: 'done' as const })),
    ...pending,
  ];
  const full = max !== undefined && files.length >= max;

  const send = async (file: File & { uid?: string }) => {
    if (!upload) return;
    const uid = file.uid ?? `${Date.now()}-${file.name}`;
    setPending((list) => [...list, { uid, name: file.name, status: 'uploading' }]);
    try {
      const stored = await upload(file);
      setPending((list) => list.filter((item) => item.uid !== uid));
      onChange?.([...(value ?? []), stored]);
    } catch (error) {
      setPending((list) =>
        list.map((item) =>
          item.uid === uid ? { ...item, status: 'error', response: errorMessage(error, '上传失败') } : item,
        ),
      );
    }
  };

  return (
    <Upload
      id={id}
      fileList={shown}
      disabled={disabled}
      beforeUpload={(file) => {
        void send(file);
        return false;
      }}
      onRemove={(removed) => {
        if (pending.some((item) => item.uid === removed.uid))
          setPending((list) => list.filter((item) => item.uid !== removed.uid));
        else onChange?.(files.filter((file) => file.uniqueId !== removed.uid));
      }}
    >
      <Button icon={<UploadOutlined />} disabled={disabled || full || !upload}>
        上传文件
      </Button>
    </Upload>
  );
}
