import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { useMarkdownPreview } from '../api/versions.ts';
import { MarkdownHtml } from './markdown-html.tsx';

interface MarkdownEditorProps {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error?: string | undefined;
  inputRef?: React.Ref<HTMLTextAreaElement>;
}

/**
 * Markdown on the left, the live preview on the right (stacked on phones): the preview is the
 * server's rendering (the same as the page's), asked for 400 ms after the last keystroke.
 */
export function MarkdownEditor({ value, onChange, onBlur, error, inputRef }: MarkdownEditorProps) {
  const settled = useDebouncedValue(value, 400);
  const preview = useMarkdownPreview(settled);
  const waiting = settled !== value || preview.isFetching;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <TextField
        label="Testo (Markdown)"
        multiline
        minRows={16}
        maxRows={40}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onBlur={onBlur}
        error={Boolean(error)}
        helperText={error ?? '# Titolo, **grassetto**, *corsivo*, - elenchi, [link](https://…), ```codice```'}
        slotProps={{
          htmlInput: { ref: inputRef, spellCheck: true, style: { fontFamily: 'monospace', fontSize: 14 } },
        }}
      />
      <Paper variant="outlined" sx={{ p: 2, minHeight: 200, position: 'relative', overflow: 'hidden' }}>
        <Typography variant="overline" color="text.secondary" component="h3">
          Anteprima
        </Typography>
        {waiting && (
          <LinearProgress
            aria-label="Aggiornamento anteprima"
            sx={{ position: 'absolute', top: 0, left: 0, right: 0 }}
          />
        )}
        {preview.isError ? (
          <Typography color="error" variant="body2">
            Anteprima non disponibile: il testo verrà comunque salvato.
          </Typography>
        ) : settled.trim() === '' ? (
          <Typography color="text.secondary" variant="body2">
            L’anteprima appare qui mentre scrivi.
          </Typography>
        ) : (
          <MarkdownHtml html={preview.data ?? ''} label="Anteprima del testo" />
        )}
      </Paper>
    </Box>
  );
}
