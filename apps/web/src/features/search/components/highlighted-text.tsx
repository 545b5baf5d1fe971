import Box from '@mui/material/Box';
import { highlightParts } from '../../../lib/locale/fold.ts';

/** `text` with the words of `query` marked (accent- and case-insensitive). */
export function HighlightedText({ text, query }: { text: string; query: string }) {
  return (
    <>
      {highlightParts(text, query).map((part, index) =>
        part.match ? (
          <Box
            // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
            key={index}
            component="mark"
            sx={{ bgcolor: 'transparent', color: 'inherit', fontWeight: 700, textDecoration: 'underline' }}
          >
            {part.text}
          </Box>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one text, in order
          <span key={index}>{part.text}</span>
        ),
      )}
    </>
  );
}
