import type { PermissionName, PermissionRule } from './permissions.ts';

/** One named permission as the administration shows it: an Italian label and what it allows. */
export interface PermissionEntry {
  name: PermissionName;
  label: string;
  description: string;
}

/** A section of the permission matrix: the permissions of one area of the product. */
export interface PermissionArea {
  key: string;
  label: string;
  permissions: readonly PermissionEntry[];
}

/**
 * Every named permission, grouped by area, with its Italian label and a one-line description
 * (`permission-catalog.test.ts` checks that each name of `permissionNames` is in exactly one area).
 */
export const permissionAreas: readonly PermissionArea[] = [
  {
    key: 'crm',
    label: 'Clienti e persone',
    permissions: [
      { name: 'view_clients', label: 'Vedere i clienti', description: 'Elenco e scheda dei clienti.' },
      {
        name: 'manage_clients',
        label: 'Gestire i clienti',
        description: 'Creare, modificare, archiviare e importare clienti.',
      },
      { name: 'view_persons', label: 'Vedere le persone', description: 'Elenco e scheda delle persone.' },
      {
        name: 'manage_persons',
        label: 'Gestire le persone',
        description: 'Creare, modificare, archiviare e importare persone.',
      },
    ],
  },
  {
    key: 'sales',
    label: 'Vendite',
    permissions: [
      {
        name: 'view_opportunities',
        label: 'Vedere le opportunità',
        description: 'Opportunità, offerte e catalogo prodotti in sola lettura.',
      },
      {
        name: 'manage_opportunities',
        label: 'Gestire le opportunità',
        description: 'Creare e modificare opportunità e righe d’offerta, cambiarne lo stato.',
      },
      { name: 'view_contracts', label: 'Vedere i contratti', description: 'Elenco e scheda dei contratti.' },
      {
        name: 'manage_contracts',
        label: 'Gestire i contratti',
        description: 'Creare, modificare e archiviare contratti.',
      },
      {
        name: 'manage_products',
        label: 'Gestire il catalogo prodotti',
        description: 'Creare, modificare e archiviare i prodotti.',
      },
    ],
  },
  {
    key: 'projects',
    label: 'Progetti e to-do',
    permissions: [
      { name: 'view_projects', label: 'Vedere i progetti', description: 'Elenco e scheda dei progetti.' },
      {
        name: 'manage_projects',
        label: 'Gestire i progetti',
        description: 'Creare, modificare e archiviare progetti.',
      },
      {
        name: 'manage_todos',
        label: 'Gestire i to-do',
        description: 'Creare, modificare, assegnare e archiviare to-do.',
      },
    ],
  },
  {
    key: 'timings',
    label: 'Tempi',
    permissions: [
      {
        name: 'view_all_timings',
        label: 'Vedere i tempi di tutti',
        description:
          'Ore registrate dai colleghi e riepiloghi per utente (i propri tempi sono sempre visibili).',
      },
      {
        name: 'manage_timings',
        label: 'Modificare i tempi di tutti',
        description: 'Insieme a «Vedere i tempi di tutti»: correggere le ore dei colleghi.',
      },
    ],
  },
  {
    key: 'schedules',
    label: 'Calendario',
    permissions: [
      {
        name: 'view_schedules',
        label: 'Vedere il calendario',
        description: 'I propri eventi e quelli a cui si partecipa.',
      },
      {
        name: 'view_all_schedules',
        label: 'Vedere gli eventi di tutti',
        description: 'Ogni evento dei calendari condivisi, non solo i propri.',
      },
      {
        name: 'manage_schedules',
        label: 'Gestire gli eventi',
        description: 'Creare, modificare ed eliminare eventi.',
      },
    ],
  },
  {
    key: 'knowledge',
    label: 'Documentazione, link e allegati',
    permissions: [
      {
        name: 'view_documentations',
        label: 'Vedere la documentazione',
        description: 'Pagine di documentazione.',
      },
      {
        name: 'manage_documentations',
        label: 'Gestire la documentazione',
        description: 'Scrivere, modificare ed eliminare pagine.',
      },
      {
        name: 'view_external_links',
        label: 'Vedere i link',
        description: 'Link esterni di clienti e progetti.',
      },
      {
        name: 'manage_external_links',
        label: 'Gestire i link',
        description: 'Aggiungere, modificare ed eliminare link.',
      },
      {
        name: 'view_attachments',
        label: 'Vedere gli allegati',
        description: 'Elenco e download degli allegati.',
      },
      {
        name: 'manage_attachments',
        label: 'Gestire gli allegati',
        description: 'Caricare, rinominare ed eliminare allegati.',
      },
    ],
  },
  {
    key: 'keyholders',
    label: 'Portachiavi',
    permissions: [
      {
        name: 'view_keyholders',
        label: 'Vedere il portachiavi',
        description: 'Credenziali dei clienti e dei progetti di cui si fa parte, senza le password.',
      },
      {
        name: 'view_all_keyholders',
        label: 'Vedere tutte le credenziali',
        description: 'Ogni credenziale, non solo quelle dei propri progetti.',
      },
      {
        name: 'manage_keyholders',
        label: 'Gestire le credenziali',
        description: 'Creare, modificare ed eliminare credenziali e chiavi.',
      },
      {
        name: 'reveal_keyholders',
        label: 'Mostrare le password',
        description: 'Leggere i segreti delle credenziali (ogni lettura è registrata).',
      },
    ],
  },
  {
    key: 'admin',
    label: 'Amministrazione',
    permissions: [
      {
        name: 'manage_settings',
        label: 'Gestire le impostazioni',
        description: 'Tabelle di base, dati aziendali e impostazioni delle offerte.',
      },
      {
        name: 'manage_users',
        label: 'Gestire gli utenti',
        description: 'Utenti, gruppi e permessi, registro attività.',
      },
    ],
  },
];

/** The rule that grants everything (CASL's `manage` on `all`): «Accesso completo». */
export const FULL_ACCESS_RULE: PermissionRule = { action: 'manage', subject: 'all' };
export const fullAccessLabel = 'Accesso completo';
export const fullAccessDescription =
  'Ogni permesso, compresi quelli che verranno aggiunti in futuro: per gli amministratori.';

const entries = new Map(
  permissionAreas.flatMap((area) => area.permissions.map((entry) => [entry.name, entry])),
);

/** The Italian label of a permission name (the name itself when it is not in the catalogue). */
export function permissionLabel(name: string): string {
  return entries.get(name as PermissionName)?.label ?? name;
}
