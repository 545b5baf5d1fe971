import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { itIT } from '@mui/x-date-pickers/locales';
import type { ReactNode } from 'react';
import '../lib/locale/dayjs.ts';
import { strings } from '../lib/strings.ts';

/** MUI X pickers in Italian: dayjs `it` (weeks from Monday), texts from itIT plus our wording. */
const localeText = {
  ...itIT.components.MuiLocalizationProvider.defaultProps.localeText,
  cancelButtonLabel: strings.cancel,
  okButtonLabel: strings.ok,
  datePickerToolbarTitle: strings.selectDate,
  timePickerToolbarTitle: strings.selectTime,
};

export function DateLocalizationProvider({ children }: { children: ReactNode }) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="it" localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
