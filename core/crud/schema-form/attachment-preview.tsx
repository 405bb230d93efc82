import { FileOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Flex, Image, Typography } from 'antd';
import type { UploadedFile } from './schema-types';

const IMAGE = /\.(png|jpe?g|gif|webp|bmp)$/i;
const PDF = /\.pdf$/i;

/** How a stored file is shown, by its name: an image inline, a PDF in a viewer, anything else as a link. */
export function previewKindOf(file: Pick<UploadedFile, 'name'>): 'image' | 'pdf' | 'other' {
  if (IMAGE.test(file.name)) return 'image';
  if (PDF.test(file.name)) return 'pdf';
  return 'other';
}

/**
 * Stored files shown in the page (read-only): images as thumbnails that open antd's preview (one group,
 * arrows between them), each PDF in an embedded viewer with a link to open it alone, anything else as
 * a download link.
 */
export function AttachmentPreview({ files }: { files: readonly UploadedFile[] }) {
  if (files.length === 0) return <Typography.Text type="secondary">—</Typography.Text>;
  const images = files.filter((file) => previewKindOf(file) === 'image');
  const pdfs = files.filter((file) => previewKindOf(file) === 'pdf');
  const others = files.filter((file) => previewKindOf(file) === 'other');
  return (
    <Flex vertical gap={8} className="atrium-attachments">
      {images.length > 0 && (
        <Image.PreviewGroup>
          <Flex gap={8} wrap>
            {images.map((file) => (
              <Image
                key={file.uniqueId}
                src={file.url}
                alt={file.name}
                width={96}
                height={96}
                style={{ objectFit: 'cover', borderRadius: 4 }}
              />
            ))}
          </Flex>
        </Image.PreviewGroup>
      )}
      {pdfs.map((file) => (
        <Flex key={file.uniqueId} vertical gap={4}>
          <Typography.Link href={file.url} target="_blank" rel="noopener noreferrer">
            <FilePdfOutlined /> {file.name}
          </Typography.Link>
          <iframe
            src={file.url}
            title={file.name}
            className="atrium-pdf-viewer"
            style={{ width: '100%', height: 480, border: '1px solid rgba(5, 5, 5, 0.06)', borderRadius: 4 }}
          />
        </Flex>
      ))}
      {others.map((file) => (
        <Typography.Link key={file.uniqueId} href={file.url} download={file.name}>
          <FileOutlined /> {file.name}
        </Typography.Link>
      ))}
    </Flex>
  );
}
