/** A demo documentation page: its first text and the edits later versions make (in order). */
export interface DemoPage {
  title: string;
  tags: string[];
  body: string;
  /** Each edit: [text to find, text to put instead] applied to the previous version's body. */
  edits: [string, string][];
}

const notes = '\n\n## Note\n\n- Verificato durante l’ultimo intervento.';

export const demoPages: DemoPage[] = [
  {
    title: 'Procedura di backup notturno',
    tags: ['backup', 'server'],
    body: '# Backup notturno\n\nIl NAS copia le cartelle condivise **ogni notte alle 2:00**.\n\n1. Controllare il report del mattino.\n2. In caso di errore aprire un to-do.\n\nDocumentazione del produttore: https://example.com/nas/backup',
    edits: [
      ['alle 2:00', 'alle 3:00'],
      [
        '2. In caso di errore aprire un to-do.',
        '2. In caso di errore aprire un to-do.\n3. Una volta al mese provare un ripristino.',
      ],
    ],
  },
  {
    title: 'Configurazione VPN sede',
    tags: ['rete', 'vpn'],
    body: '# VPN\n\nAccesso da remoto con client WireGuard.\n\n| Parametro | Valore |\n|:--|:--|\n| Porta | 51820 |\n| DNS | 192.168.1.1 |',
    edits: [['| DNS | 192.168.1.1 |', '| DNS | 192.168.1.10 |\n| MTU | 1380 |']],
  },
  {
    title: 'Stampanti di rete',
    tags: ['hardware', 'rete'],
    body: '# Stampanti\n\n- Piano terra: multifunzione A3\n- Primo piano: laser B/N\n\nI driver sono nella cartella `\\\\nas\\driver`.',
    edits: [
      ['- Primo piano: laser B/N', '- Primo piano: laser B/N (toner di scorta in magazzino)'],
      ['', notes],
    ],
  },
  {
    title: 'Credenziali e portachiavi',
    tags: ['sicurezza'],
    body: '# Dove sono le credenziali\n\nLe password **non** si scrivono qui: stanno nel portachiavi del cliente.\n\nChiedere l’accesso al responsabile del progetto.',
    edits: [['Chiedere l’accesso', 'Per urgenze chiedere l’accesso']],
  },
  {
    title: 'Rinnovo certificati SSL',
    tags: ['web', 'scadenze'],
    body: '# Certificati\n\nI certificati Let’s Encrypt si rinnovano da soli ogni 60 giorni.\n\nControllo manuale: `certbot renew --dry-run`.',
    edits: [
      ['ogni 60 giorni', 'ogni 60 giorni (cron alle 4:15)'],
      ['', notes],
    ],
  },
  {
    title: 'Firewall e regole di accesso',
    tags: ['rete', 'sicurezza'],
    body: '# Firewall\n\n- Porta 443 aperta verso il server web\n- Porta 22 chiusa dall’esterno\n- Amministrazione solo da VPN',
    edits: [['- Porta 22 chiusa dall’esterno', '- Porta 22 chiusa dall’esterno (accesso con chiave)']],
  },
  {
    title: 'Manuale gestionale magazzino',
    tags: ['software', 'formazione'],
    body: '# Gestionale\n\n## Carico merce\n\nMenu *Magazzino → Carichi*, poi **Nuovo**.\n\n## Inventario\n\nA fine anno, esportare la giacenza.',
    edits: [
      ['A fine anno', 'A fine anno (entro il 10 gennaio)'],
      ['## Inventario', '## Resi\n\nMenu *Magazzino → Resi*.\n\n## Inventario'],
    ],
  },
  {
    title: 'Posta elettronica: caselle e alias',
    tags: ['email'],
    body: '# Posta\n\n- info@ → segreteria\n- fatture@ → amministrazione\n\nQuota per casella: 10 GB.',
    edits: [['10 GB', '25 GB']],
  },
  {
    title: 'Sito web: aggiornamenti',
    tags: ['web'],
    body: '# Aggiornamenti del sito\n\nAggiornare CMS e plugin il primo lunedì del mese, dopo il backup.\n\nAmbiente di prova: https://staging.example.com',
    edits: [
      ['il primo lunedì del mese', 'il primo e il terzo lunedì del mese'],
      ['', notes],
    ],
  },
  {
    title: 'Centralino VoIP',
    tags: ['telefonia', 'hardware'],
    body: '# Centralino\n\nInterni 201–215. Il risponditore automatico si configura dal pannello web.\n\nOrari: lun–ven 8:30–18:00.',
    edits: [['lun–ven 8:30–18:00', 'lun–ven 8:30–18:00, sab 9:00–12:00']],
  },
  {
    title: 'Onboarding nuovo dipendente',
    tags: ['procedure', 'formazione'],
    body: '# Nuovo dipendente\n\n1. Creare l’utente nel dominio\n2. Assegnare la casella di posta\n3. Consegnare il portatile',
    edits: [
      ['3. Consegnare il portatile', '3. Consegnare il portatile\n4. Iscrivere al corso sulla sicurezza'],
    ],
  },
  {
    title: 'Server di produzione',
    tags: ['server'],
    body: '# Server\n\n- Sistema: Debian 12\n- Dischi: RAID 1\n- UPS: autonomia 20 minuti',
    edits: [
      ['- UPS: autonomia 20 minuti', '- UPS: autonomia 35 minuti (batterie sostituite)'],
      ['', notes],
    ],
  },
  {
    title: 'Wi-Fi ospiti',
    tags: ['rete'],
    body: '# Wi-Fi ospiti\n\nRete separata, banda limitata a 20 Mbit/s.\n\nLa password cambia ogni lunedì.',
    edits: [['20 Mbit/s', '30 Mbit/s']],
  },
  {
    title: 'Fatturazione elettronica: invio',
    tags: ['amministrazione', 'procedure'],
    body: '# Invio fatture\n\nLe fatture partono dal gestionale verso lo SdI.\n\nControllare le **ricevute di scarto** ogni mattina.',
    edits: [['ogni mattina', 'ogni mattina e ogni sera']],
  },
  {
    title: 'Piano di continuità operativa',
    tags: ['procedure', 'backup', 'sicurezza'],
    body: '# Continuità\n\nSe il server principale non risponde:\n\n1. Avvisare il referente\n2. Avviare la macchina di riserva\n3. Ripristinare l’ultimo backup',
    edits: [
      ['1. Avvisare il referente', '1. Avvisare il referente (numero nel portachiavi)'],
      ['', notes],
    ],
  },
];

/** The body after the first `count` edits (an empty "find" appends). */
export function bodyAt(page: DemoPage, count: number): string {
  let body = page.body;
  for (const [find, replace] of page.edits.slice(0, count)) {
    body = find === '' ? `${body}${replace}` : body.replace(find, replace);
  }
  return body;
}
