import ArticleOutlined from '@mui/icons-material/ArticleOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import FolderZipOutlined from '@mui/icons-material/FolderZipOutlined';
import ImageOutlined from '@mui/icons-material/ImageOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import TableChartOutlined from '@mui/icons-material/TableChartOutlined';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import { type AttachmentKind, attachmentKindLabels } from '@officina/contracts';

const icons = {
  image: ImageOutlined,
  pdf: PictureAsPdfOutlined,
  document: DescriptionOutlined,
  spreadsheet: TableChartOutlined,
  archive: FolderZipOutlined,
  text: ArticleOutlined,
  other: InsertDriveFileOutlined,
} as const;

const colors: Record<AttachmentKind, SvgIconProps['color']> = {
  image: 'success',
  pdf: 'error',
  document: 'primary',
  spreadsheet: 'success',
  archive: 'warning',
  text: 'action',
  other: 'action',
};

/** The file's kind as an icon, named for screen readers ("PDF", "Immagine"…). */
export function AttachmentIcon({
  kind,
  fontSize = 'small',
}: {
  kind: AttachmentKind;
  fontSize?: SvgIconProps['fontSize'];
}) {
  const Icon = icons[kind];
  return <Icon fontSize={fontSize} color={colors[kind]} titleAccess={attachmentKindLabels[kind]} />;
}
