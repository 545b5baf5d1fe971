import Autocomplete from '@mui/material/Autocomplete';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { DOCUMENTATION_TAG_MAX } from '@officina/contracts';
import { useDocumentationTags } from '../api/documentations.ts';

interface TagsFieldProps {
  value: string[];
  onChange: (tags: string[]) => void;
  onBlur: () => void;
  error?: string | undefined;
}

const tidy = (tag: string) => tag.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, DOCUMENTATION_TAG_MAX);

/** Tags: the ones in use suggested, any new one typed and confirmed with Invio (lower-case, no duplicates). */
export function TagsField({ value, onChange, onBlur, error }: TagsFieldProps) {
  const tags = useDocumentationTags();
  return (
    <Autocomplete
      multiple
      freeSolo
      autoSelect
      options={(tags.data ?? []).map((t) => t.tag)}
      value={value}
      onChange={(_event, next) => onChange([...new Set(next.map(tidy).filter(Boolean))])}
      onBlur={onBlur}
      renderValue={(selected, getItemProps) =>
        selected.map((tag, index) => {
          const { key, ...item } = getItemProps({ index });
          return <Chip key={key} size="small" variant="outlined" label={tag} {...item} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          label="Etichette"
          error={Boolean(error)}
          helperText={error ?? 'Scrivi un’etichetta e premi Invio'}
        />
      )}
    />
  );
}
