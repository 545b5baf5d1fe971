import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { TitledSection } from '../../components/titled-section.tsx';
import { PatronSettingSection } from '../../features/schedules/components/extras/patron-setting-form.tsx';
import { LookupList } from '../../features/settings/components/lookup-list.tsx';
import { useCan } from '../../lib/ability.ts';
import { paths } from '../../lib/paths.ts';
import { useSettingsStore } from '../../lib/settings/settings-store.ts';
import { strings } from '../../lib/strings.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /settings (permission manage_settings): the lookup tables loaded after login, read-only for now. */
export function SettingsPage() {
  const { people, product, opportunities } = useSettingsStore();
  const can = useCan();
  useDocumentTitle(strings.settings);
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Stack spacing={1}>
        <Typography variant="h1">{strings.settings}</Typography>
        <Typography color="text.secondary">
          Le tabelle di base usate in tutta l'applicazione. La loro modifica arriverà con il modulo di
          amministrazione.
        </Typography>
      </Stack>
      <TitledSection title="Persone e clienti" spacing={2.5}>
        <LookupList title="Gruppi di utenti" entries={people?.user_groups} />
        <LookupList title="Calendari" entries={people?.calendars} />
        <LookupList title="Stati cliente" entries={people?.client_states} />
        <LookupList title="Categorie cliente" entries={people?.client_categories} />
        <LookupList title="Tipi di persona" entries={people?.person_types} />
      </TitledSection>
      <PatronSettingSection />
      <TitledSection title="Progetti, to-do e tempi" spacing={2.5}>
        <LookupList title="Stati progetto" entries={product?.project_states} />
        <LookupList title="Categorie progetto" entries={product?.project_categories} />
        <LookupList title="Stati to-do" entries={product?.todo_states} />
        <LookupList title="Ripetizione" entries={product?.todo_type_repeat} />
        <LookupList title="Fine della ripetizione" entries={product?.todo_type_end_repeat} />
        <LookupList title="Tipi di tempo" entries={product?.timing_types} />
      </TitledSection>
      <Stack direction="row" spacing={1}>
        <Button component={RouterLink} to={paths.offerSettings.build()} variant="outlined">
          Impostazioni offerte (logo, intestazione, dati legali e condizioni del PDF)
        </Button>
        {(can('manage_todos') || can('manage_projects')) && (
          <Button component={RouterLink} to={paths.checklistTemplates.build()} variant="outlined">
            Modelli di checklist
          </Button>
        )}
      </Stack>
      <TitledSection title="Opportunità, contratti e prodotti" spacing={2.5}>
        <LookupList title="Stati opportunità" entries={opportunities?.opportunity_states} />
        <LookupList title="Tipi di opportunità" entries={opportunities?.opportunity_type} />
        <LookupList title="Tipi di riga" entries={opportunities?.opportunity_rows_type} />
        <LookupList title="Stati di riga" entries={opportunities?.opportunity_rows_states} />
        <LookupList title="Stati contratto" entries={opportunities?.contract_states} />
        <LookupList title="Tipi di contratto" entries={opportunities?.contract_types} />
        <LookupList title="Categorie prodotto" entries={opportunities?.product_categories} />
      </TitledSection>
    </Stack>
  );
}
