/**
 * The demo links: on a client (`client`), on one of the demo projects (`project`, which also gives
 * the client) or on nothing. `{slug}` is the client's name as a host name; the `.example` top-level
 * domain is reserved, so no demo link leads to someone's real site, except the public references.
 */
export interface DemoLink {
  title: string;
  url: string;
  description: string | null;
  category: 'customer_portal' | 'technical_docs' | 'admin_panel' | 'supplier' | 'tools' | 'other';
  on: 'client' | 'project' | 'none';
}

const l = (
  on: DemoLink['on'],
  category: DemoLink['category'],
  title: string,
  url: string,
  description: string | null = null,
): DemoLink => ({ title, url, description, category, on });

export const demoLinks: DemoLink[] = [
  l(
    'client',
    'customer_portal',
    'Area riservata clienti',
    'https://area.{slug}.example/accesso',
    'Ordini e fatture del cliente.',
  ),
  l(
    'client',
    'admin_panel',
    'Pannello hosting',
    'https://pannello.{slug}.example:8443/',
    'Le credenziali sono nel portachiavi.',
  ),
  l('client', 'customer_portal', 'Sito aziendale', 'https://www.{slug}.example/'),
  l(
    'client',
    'admin_panel',
    'Router sede principale',
    'http://192.168.10.1/',
    'Raggiungibile solo dalla VPN del cliente.',
  ),
  l(
    'client',
    'technical_docs',
    'Schema di rete',
    'https://wiki.{slug}.example/rete/schema',
    'VLAN, indirizzi e apparati della sede.',
  ),
  l(
    'client',
    'supplier',
    'Assistenza linea fibra',
    'https://assistenza.{slug}.example/ticket',
    'Aprire un ticket indicando il codice cliente.',
  ),
  l('client', 'tools', 'Monitoraggio server', 'https://monitor.{slug}.example/dashboard'),
  l('client', 'customer_portal', 'Intranet', 'https://intranet.{slug}.example/', null),
  l(
    'client',
    'admin_panel',
    'NAS backup',
    'http://nas.{slug}.example:5000/',
    'Backup notturni, retention 30 giorni.',
  ),
  l('client', 'other', 'Cartella condivisa documenti', 'https://files.{slug}.example/condivisa'),
  l(
    'project',
    'technical_docs',
    'Specifiche funzionali',
    'https://docs.{slug}.example/progetto/specifiche',
    'Versione approvata dal cliente.',
  ),
  l(
    'project',
    'tools',
    'Repository del codice',
    'https://git.{slug}.example/progetto',
    'Ramo principale: main.',
  ),
  l(
    'project',
    'tools',
    'Ambiente di prova',
    'https://staging.{slug}.example/',
    'Dati di prova, si azzera ogni notte.',
  ),
  l('project', 'technical_docs', 'Manuale d’uso', 'https://docs.{slug}.example/manuale'),
  l('project', 'tools', 'Bacheca attività', 'https://board.{slug}.example/progetto'),
  l('project', 'customer_portal', 'Anteprima per il cliente', 'https://anteprima.{slug}.example/'),
  l(
    'project',
    'technical_docs',
    'API di integrazione',
    'https://api.{slug}.example/v2/docs',
    'Autenticazione con token per applicazione.',
  ),
  l('project', 'admin_panel', 'Console database', 'https://db.{slug}.example/console'),
  l(
    'none',
    'technical_docs',
    'Fatturazione elettronica – documentazione',
    'https://www.fatturapa.gov.it/it/norme-e-regole/documentazione-fattura-elettronica/',
    'Formato FatturaPA e specifiche tecniche.',
  ),
  l(
    'none',
    'other',
    'Agenzia delle Entrate – Servizi online',
    'https://www.agenziaentrate.gov.it/portale/',
    null,
  ),
  l(
    'none',
    'other',
    'Verifica partita IVA (VIES)',
    'https://ec.europa.eu/taxation_customs/vies/',
    'Controllo delle partite IVA comunitarie.',
  ),
  l('none', 'technical_docs', 'MDN – riferimento HTML', 'https://developer.mozilla.org/it/docs/Web/HTML'),
  l(
    'none',
    'tools',
    'Calcolo codice fiscale',
    'https://www.agenziaentrate.gov.it/portale/web/guest/schede/istanze/richiesta-ts_cf/informazioni-codificazione-pf',
  ),
  l(
    'none',
    'supplier',
    'Fornitore hardware – ordini',
    'https://ordini.fornitore-hardware.example/',
    'Listino rivenditori con lo sconto concordato.',
  ),
  l(
    'none',
    'supplier',
    'Registrar domini',
    'https://registrar.example/domini',
    'Rinnovi automatici dei domini dei clienti.',
  ),
];
