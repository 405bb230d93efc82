import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Typography, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { IMAGE_ACCEPT, imageFileProblem } from './image-file';

interface LogoUploadProps {
  /** The logo's url ('' for none); given by the Form.Item around it. */
  value?: string;
  onChange?: (url: string) => void;
  /** Sends the image and answers its url; rejects with the reason when the server refuses it. */
  upload: (file: File) => Promise<string>;
  /** Shown in the placeholder while there is no logo (the park's first character). */
  placeholder: string;
}

/**
 * The park's logo as an image upload: the file is checked here (type, 2 MB) before it is sent, stored
 * by the server at once, and its url becomes the field's value; saving the form makes it the logo.
 * A refusal shows under the button and leaves the current logo in place.
 */
export function LogoUpload({ value = '', onChange, upload, placeholder }: LogoUploadProps) {
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string>();
  // Only the latest choice counts: a slow upload overtaken by another (or by 移除) is dropped.
  const latest = useRef(0);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  async function send(file: File) {
    const attempt = ++latest.current;
    setProblem(undefined);
    setUploading(true);
    try {
      const url = await upload(file);
      if (mounted.current && attempt === latest.current) onChange?.(url);
    } catch (error) {
      if (mounted.current && attempt === latest.current)
        setProblem(error instanceof Error ? error.message : '上传失败，请稍后再试');
    } finally {
      if (mounted.current && attempt === latest.current) setUploading(false);
    }
  }

  function choose(file: File) {
    const reason = imageFileProblem(file);
    if (reason) setProblem(reason);
    else void send(file);
    // The component sends the file itself; antd keeps no list of it.
    return Upload.LIST_IGNORE;
  }

  function remove() {
    latest.current += 1;
    setUploading(false);
    setProblem(undefined);
    onChange?.('');
  }

  return (
    <Flex gap={16} align="flex-start">
      {value ? (
        <img
          src={value}
          alt="园区标志 预览"
          width={64}
          height={64}
          style={{ objectFit: 'contain', borderRadius: 6, border: '1px solid rgba(5, 5, 5, 0.06)' }}
        />
      ) : (
        <Avatar shape="square" size={64} aria-label="暂无标志">
          {placeholder}
        </Avatar>
      )}
      <Flex vertical gap={4}>
        <Flex gap={8}>
          <Upload accept={IMAGE_ACCEPT} showUploadList={false} beforeUpload={choose} disabled={uploading}>
            <Button icon={<UploadOutlined />} loading={uploading}>
              {uploading ? '上传中…' : value ? '更换标志' : '上传标志'}
            </Button>
          </Upload>
          {value && (
            <Button icon={<DeleteOutlined />} onClick={remove}>
              移除
            </Button>
          )}
        </Flex>
        <Typography.Text type="secondary">
          支持 PNG、JPEG、GIF、WebP 格式，不超过 2 MB，建议使用正方形图片；保存后显示在顶部导航栏。
        </Typography.Text>
        {problem && (
          <Typography.Text type="danger" role="alert">
            {problem}
          </Typography.Text>
        )}
      </Flex>
    </Flex>
  );
}
