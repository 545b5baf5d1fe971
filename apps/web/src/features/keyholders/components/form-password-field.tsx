import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useId } from 'react';
import { type Control, Controller, type FieldPath, type FieldValues } from 'react-hook-form';

interface FormPasswordFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  helperText?: string;
  disabled?: boolean;
  /** Shown in clear (the toggle's state, owned by the form so "Genera" can show what it made). */
  visible: boolean;
  onVisibleChange: (visible: boolean) => void;
}

/**
 * A secret typed as a password (hidden; `new-password` so the browser offers no saved login of
 * Officina) with "Mostra password" / "Nascondi password" beside it.
 */
export function FormPasswordField<T extends FieldValues>({
  control,
  name,
  label,
  helperText,
  disabled,
  visible,
  onVisibleChange,
}: FormPasswordFieldProps<T>) {
  const id = useId();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field: { ref, value, ...field }, fieldState }) => {
        const message = fieldState.error?.message ?? helperText;
        return (
          <FormControl fullWidth error={Boolean(fieldState.error)} variant="outlined" disabled={disabled}>
            <InputLabel htmlFor={id}>{label}</InputLabel>
            <OutlinedInput
              {...field}
              id={id}
              inputRef={ref}
              value={value ?? ''}
              label={label}
              type={visible ? 'text' : 'password'}
              autoComplete="new-password"
              spellCheck={false}
              aria-describedby={message ? `${id}-helper` : undefined}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    edge="end"
                    aria-label={visible ? 'Nascondi password' : 'Mostra password'}
                    onClick={() => onVisibleChange(!visible)}
                    disabled={disabled}
                  >
                    {visible ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              }
              sx={{ fontFamily: visible ? 'monospace' : undefined }}
            />
            {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
          </FormControl>
        );
      }}
    />
  );
}
