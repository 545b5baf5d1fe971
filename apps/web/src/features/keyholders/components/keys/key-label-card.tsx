import Box from '@mui/material/Box';
import type { KeyView } from '@officina/contracts';
import { strings } from '../../../../lib/strings.ts';
import { labelCodeSize } from '../../utils/keys-format.ts';
import { KeyQrCode } from './key-qr-code.tsx';

/**
 * The label's size: 62 × 29 mm, the Brother DK-11209 die-cut label of the QL printers (any 62 mm
 * roll cut at 29 mm fits too). The QR code takes the left 25 mm; the text the rest.
 */
export const LABEL_WIDTH_MM = 62;
export const LABEL_HEIGHT_MM = 29;

const clamp = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});

interface KeyLabelCardProps {
  keyRecord: KeyView;
  /** The absolute URL of the key's page, which the QR code opens. */
  url: string;
}

/** A key's label at its real size: QR code, product name, key name, code in large type, client and site. */
export function KeyLabelCard({ keyRecord: k, url }: KeyLabelCardProps) {
  const where = [k.client_name, k.site].filter(Boolean).join(' · ');
  return (
    <Box
      sx={{
        width: `${LABEL_WIDTH_MM}mm`,
        height: `${LABEL_HEIGHT_MM}mm`,
        boxSizing: 'border-box',
        p: '1.5mm',
        display: 'flex',
        gap: '1.5mm',
        alignItems: 'center',
        bgcolor: '#fff',
        color: '#000',
        fontFamily: 'Arial, Helvetica, sans-serif',
        overflow: 'hidden',
      }}
    >
      <KeyQrCode text={url} title={`Codice QR della chiave ${k.code}`} size="26mm" />
      <Box
        sx={{
          minWidth: 0,
          flex: 1,
          maxHeight: '100%',
          overflow: 'hidden',
          display: 'flex',
          flexDirection: 'column',
          gap: '0.6mm',
        }}
      >
        <Box sx={{ fontSize: '5.5pt', letterSpacing: '0.05em', textTransform: 'uppercase' }}>
          {strings.appName}
        </Box>
        <Box sx={{ fontSize: '7.5pt', fontWeight: 700, lineHeight: 1.15, ...clamp(2) }}>{k.label}</Box>
        <Box
          sx={{
            fontSize: labelCodeSize(k.code),
            fontWeight: 700,
            fontFamily: '"DejaVu Sans Mono", Menlo, Consolas, monospace',
            lineHeight: 1.05,
            overflowWrap: 'anywhere',
            ...clamp(2),
          }}
        >
          {k.code}
        </Box>
        {where && <Box sx={{ fontSize: '5.5pt', lineHeight: 1.2, ...clamp(2) }}>{where}</Box>}
      </Box>
    </Box>
  );
}
