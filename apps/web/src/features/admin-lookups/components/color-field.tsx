import CheckOutlined from '@mui/icons-material/CheckOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { TextInputField } from '../../../components/text-input-field.tsx';
import { isHexColor, presetColors } from '../utils/lookup-form.ts';

interface ColorFieldProps {
  value: string;
  onChange: (value: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/**
 * A lookup's colour: a row of preset swatches (buttons pressed when chosen), the browser's colour
 * picker for any other, and the `#rrggbb` field, which is what is saved ('' for no colour).
 */
export function ColorField({ value, onChange, onBlur, error }: ColorFieldProps) {
  const id = useId();
  const current = value.trim().toLowerCase();
  return (
    <Stack spacing={1.5} role="group" aria-labelledby={`${id}-label`}>
      <Typography id={`${id}-label`} variant="subtitle2" component="p">
        Colore
      </Typography>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        {presetColors.map((preset) => {
          const chosen = current === preset.value;
          return (
            <Tooltip key={preset.value} title={preset.name}>
              <ButtonBase
                aria-label={`${preset.name} (${preset.value})`}
                aria-pressed={chosen}
                onClick={() => onChange(preset.value)}
                sx={{
                  width: 32,
                  height: 32,
                  borderRadius: '50%',
                  bgcolor: preset.value,
                  color: '#fff',
                  outline: chosen ? 2 : 0,
                  outlineColor: 'text.primary',
                  outlineStyle: 'solid',
                  outlineOffset: 2,
                  '&.Mui-focusVisible': { outline: 3, outlineStyle: 'solid', outlineColor: 'primary.main' },
                }}
              >
                {chosen && <CheckOutlined fontSize="small" aria-hidden />}
              </ButtonBase>
            </Tooltip>
          );
        })}
        <Tooltip title="Un altro colore">
          <Box
            component="input"
            type="color"
            aria-label="Scegli un altro colore"
            value={isHexColor(current) ? current : '#757575'}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => onChange(event.target.value)}
            sx={{
              width: 40,
              height: 32,
              p: 0,
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              bgcolor: 'transparent',
            }}
          />
        </Tooltip>
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Box
          aria-hidden
          sx={{
            width: 40,
            height: 40,
            flexShrink: 0,
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: isHexColor(current) ? current : 'transparent',
          }}
        />
        <TextInputField
          label="Codice colore"
          placeholder="#2e7d32"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          {...(onBlur ? { onBlur } : {})}
          error={error}
          helperText="Nel formato #rrggbb; vuoto per nessun colore."
        />
        <Button onClick={() => onChange('')} disabled={value === ''} sx={{ flexShrink: 0, mt: 1 }}>
          Nessun colore
        </Button>
      </Stack>
    </Stack>
  );
}
