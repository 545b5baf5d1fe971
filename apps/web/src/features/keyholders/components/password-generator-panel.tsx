import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  clampLength,
  generatePassword,
  PASSWORD_CLASSES,
  PASSWORD_DEFAULT_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  type PasswordClass,
  passwordClasses,
} from '../utils/password-generator.ts';

/**
 * "Genera password": a length (8–64) and the kinds of characters, then "Genera" hands a new
 * password to the field. Every control is a native input, usable from the keyboard.
 */
export function PasswordGeneratorPanel({ onGenerate }: { onGenerate: (password: string) => void }) {
  const id = useId();
  const [length, setLength] = useState(String(PASSWORD_DEFAULT_LENGTH));
  const [classes, setClasses] = useState<PasswordClass[]>([...PASSWORD_CLASSES]);
  const value = Number(length);
  const lengthError =
    length.trim() === '' ||
    !Number.isInteger(value) ||
    value < PASSWORD_MIN_LENGTH ||
    value > PASSWORD_MAX_LENGTH
      ? `Da ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH} caratteri`
      : undefined;
  const classError = classes.length === 0 ? 'Scegli almeno un tipo di carattere' : undefined;
  const toggle = (name: PasswordClass, on: boolean) =>
    setClasses((current) => (on ? [...current, name] : current.filter((c) => c !== name)));

  return (
    <Paper variant="outlined" sx={{ p: 2 }} role="group" aria-labelledby={`${id}-title`}>
      <Typography id={`${id}-title`} variant="subtitle2" component="h3" sx={{ mb: 1.5 }}>
        Generatore di password
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label="Lunghezza"
          type="number"
          value={length}
          onChange={(event) => setLength(event.target.value)}
          onBlur={() => setLength(String(clampLength(value)))}
          error={Boolean(lengthError)}
          helperText={lengthError ?? `Da ${PASSWORD_MIN_LENGTH} a ${PASSWORD_MAX_LENGTH}`}
          slotProps={{ htmlInput: { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH } }}
          sx={{ width: { xs: '100%', sm: 140 } }}
        />
        <Stack sx={{ flex: 1, minWidth: 0 }}>
          <FormGroup row aria-label="Tipi di carattere">
            {PASSWORD_CLASSES.map((name) => (
              <FormControlLabel
                key={name}
                control={
                  <Checkbox
                    checked={classes.includes(name)}
                    onChange={(event) => toggle(name, event.target.checked)}
                  />
                }
                label={passwordClasses[name].label}
              />
            ))}
          </FormGroup>
          {classError && <FormHelperText error>{classError}</FormHelperText>}
        </Stack>
        <Button
          variant="outlined"
          startIcon={<AutorenewOutlined />}
          disabled={Boolean(lengthError || classError)}
          onClick={() => onGenerate(generatePassword({ length: value, classes }))}
          sx={{ alignSelf: { xs: 'flex-start', sm: 'center' }, flexShrink: 0 }}
        >
          Genera
        </Button>
      </Stack>
    </Paper>
  );
}
