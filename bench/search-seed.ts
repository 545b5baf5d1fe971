/**
 * The global search bench's documents: `count` records spread over every kind as a busy firm's
 * index holds them (persons and to-dos most, keyholders and links fewest), with Italian names,
 * titles and documentation bodies of a few hundred characters — accents ("Città di Castello",
 * "Forlì"), apostrophes ("Reggio nell’Emilia", "dell’ufficio") — and a few rare words. Generated in
 * batches, so a million never sit in memory at once.
 */
import type { SearchKind } from '@officina/contracts';
import {
  companyStems,
  comuni,
  firstNames,
  lastNames,
  roles,
} from '../apps/server/src/seeds/demo/crm-data.ts';
import { demoOpportunityTitles, demoProducts } from '../apps/server/src/seeds/demo/sales-data.ts';
import { projectNames, todoTitles } from '../apps/server/src/seeds/demo/time-data.ts';

/** One record as the search module indexes it (before its keys are computed). */
export interface BenchSearchDocument {
  kind: SearchKind;
  record_id: number;
  title: string;
  subtitle: string | null;
  /** Text searched besides the title (a documentation page's body, a person's role and client). */
  body: string;
  path: string;
  archived: boolean;
  updated_at: string;
}

/** Share of the index per kind (sums to 1). */
export const KIND_SHARES: [SearchKind, number][] = [
  ['client', 0.1],
  ['person', 0.3],
  ['opportunity', 0.05],
  ['contract', 0.02],
  ['product', 0.02],
  ['project', 0.02],
  ['todo', 0.3],
  ['schedule', 0.1],
  ['documentation', 0.05],
  ['external_link', 0.01],
  ['keyholder', 0.01],
  ['attachment', 0.02],
];

/** A word found in one document of RARE_EVERY (about 100 in a million). */
export const RARE_WORD = 'Zanzibar';
export const RARE_EVERY = 10_000;

const FORMS = ['S.r.l.', 'S.p.A.', 'S.n.c.', 'S.a.s.', 'S.r.l.s.'];
const EVENT_TITLES = ['Riunione', 'Visita', 'Sopralluogo', 'Intervento', 'Formazione', 'Chiamata'];
const LINK_TITLES = ['Pannello hosting', 'Area clienti', 'Portale fatture', 'Wiki interna', 'Monitoraggio'];
const KEY_TITLES = ['Router sede', 'NAS ufficio', 'Posta PEC', 'Wi-Fi ospiti', 'Pannello DNS', 'VPN'];
const FILES = ['preventivo', 'verbale', 'contratto firmato', 'planimetria', 'fattura', 'offerta'];
const EXTENSIONS = ['pdf', 'docx', 'xlsx', 'jpg'];
/** Sentences of documentation bodies: accents, apostrophes, Italian words. */
const SENTENCES = [
  'L’accesso al server dell’ufficio avviene dalla VPN aziendale con le credenziali personali.',
  'Il backup notturno copia le cartelle condivise sul NAS e ogni domenica su un disco esterno.',
  'Per la sede di Città di Castello il referente è il responsabile IT, raggiungibile al centralino.',
  'Prima dell’aggiornamento verificare che la licenza sia attiva e che il ripristino funzioni.',
  'La stampante del magazzino si configura dall’indirizzo IP fisso indicato sull’etichetta.',
  'Il firewall blocca le porte non usate; l’elenco delle regole è nella pagina della rete.',
  'Le caselle di posta si creano dal pannello del dominio, poi si aggiunge l’alias nella rubrica.',
  'Il certificato scade ogni anno: il rinnovo va fatto un mese prima, più giorni se c’è la PEC.',
  'A Forlì e a Cantù le filiali usano lo stesso gestionale, con un’utenza per ciascun operatore.',
  'Nella sala riunioni di Reggio nell’Emilia il proiettore è collegato via HDMI alla postazione.',
];

const pick = <T>(list: readonly T[], k: number): T => list[k % list.length] as T;
const day = (k: number) => new Date(Date.UTC(2024, 0, 1) + (k % 1_000) * 86_400_000 + (k % 86_400) * 1_000);

/** The kind of the `i`-th of `count` documents: kinds in contiguous runs, by KIND_SHARES. */
export function kindRanges(count: number): { kind: SearchKind; from: number; to: number }[] {
  const out: { kind: SearchKind; from: number; to: number }[] = [];
  let from = 0;
  for (const [index, [kind, share]] of KIND_SHARES.entries()) {
    const to = index === KIND_SHARES.length - 1 ? count : from + Math.round(count * share);
    out.push({ kind, from, to });
    from = to;
  }
  return out;
}

function company(k: number): string {
  return `${pick(companyStems, k)} ${pick(FORMS, Math.floor(k / companyStems.length))}`;
}

function city(k: number): string {
  return pick(comuni, k)[0];
}

/** A documentation body of 3–6 sentences (~300–600 characters). */
function docBody(k: number): string {
  const n = 3 + (k % 4);
  return Array.from({ length: n }, (_, i) => pick(SENTENCES, k * 3 + i * 7)).join(' ');
}

/** The `n`-th record (1-based) of `kind`, its global position `k` (for the rare word and dates). */
function document(kind: SearchKind, n: number, k: number): BenchSearchDocument {
  const rare = k % RARE_EVERY === 7 ? ` ${RARE_WORD}` : '';
  const base = { kind, record_id: n, archived: k % 20 === 0, updated_at: day(k * 7919).toISOString() };
  switch (kind) {
    case 'client':
      return {
        ...base,
        title: `${company(n)}${rare}`,
        subtitle: `${city(n)} (${pick(comuni, n)[2]})`,
        body: `${city(n)} Via Roma ${(n % 200) + 1}`,
        path: `/crm/clients/${n}`,
      };
    case 'person': {
      const name = `${pick(firstNames, n)} ${pick(lastNames, Math.floor(n / 7))}`;
      return {
        ...base,
        title: `${name}${rare}`,
        subtitle: company(Math.floor(n / 3)),
        body: `${pick(roles, n)} ${company(Math.floor(n / 3))}`,
        path: `/crm/persons/${n}`,
      };
    }
    case 'opportunity':
      return {
        ...base,
        title: `2025/${String(n).padStart(5, '0')} ${pick(demoOpportunityTitles, n)}${rare}`,
        subtitle: company(n * 3),
        body: '',
        path: `/sales/opportunities/${n}`,
      };
    case 'contract':
      return {
        ...base,
        title: `C-2025/${String(n).padStart(5, '0')} ${pick(projectNames, n)}${rare}`,
        subtitle: company(n * 5),
        body: '',
        path: `/sales/contracts/${n}`,
      };
    case 'product': {
      const p = pick(demoProducts, n);
      return {
        ...base,
        title: `${p[1]} ${Math.floor(n / demoProducts.length) + 1}${rare}`,
        subtitle: `${p[0]}-${n}`,
        body: '',
        path: `/sales/products/${n}`,
      };
    }
    case 'project':
      return {
        ...base,
        title: `${pick(projectNames, n)} ${pick(companyStems, Math.floor(n / 15))} ${city(n)}${rare}`,
        subtitle: company(n * 7),
        body: '',
        path: `/projects/${n}`,
      };
    case 'todo':
      return {
        ...base,
        title: `${pick(todoTitles, n)} ${pick(lastNames, n * 3)}${rare}`,
        subtitle: `${pick(projectNames, n)} ${pick(companyStems, n)}`,
        body: '',
        path: `/todos/${n}/detail`,
      };
    case 'schedule':
      return {
        ...base,
        title: `${pick(EVENT_TITLES, n)} ${pick(companyStems, n * 11)} a ${city(n * 3)}${rare}`,
        subtitle: day(n).toISOString().slice(0, 10),
        body: '',
        path: `/schedules/${n}`,
      };
    case 'documentation':
      return {
        ...base,
        title: `Procedura ${pick(projectNames, n).toLowerCase()} ${pick(companyStems, n)}${rare}`,
        subtitle: null,
        body: docBody(n),
        path: `/documentations/${n}`,
      };
    case 'external_link':
      return {
        ...base,
        title: `${pick(LINK_TITLES, n)} ${pick(companyStems, n)}${rare}`,
        subtitle: `https://${pick(companyStems, n).toLowerCase().replace(/\W+/g, '')}.example.it`,
        body: '',
        path: `/external-links/${n}`,
      };
    case 'keyholder':
      return {
        ...base,
        title: `${pick(KEY_TITLES, n)} ${pick(companyStems, n * 3)}${rare}`,
        subtitle: company(n * 3),
        body: '',
        path: `/keyholders/${n}`,
      };
    case 'attachment':
      return {
        ...base,
        title: `${pick(FILES, n)} ${pick(lastNames, n)} ${n}.${pick(EXTENSIONS, n)}${rare}`,
        subtitle: company(n * 13),
        body: '',
        path: `/crm/clients/${n}`,
      };
  }
}

/** The documents in batches of `batch`, every kind's record ids counting from 1. */
export function* benchSearchDocuments(count: number, batch = 20_000): Generator<BenchSearchDocument[]> {
  let out: BenchSearchDocument[] = [];
  for (const { kind, from, to } of kindRanges(count)) {
    for (let k = from; k < to; k++) {
      out.push(document(kind, k - from + 1, k));
      if (out.length === batch) {
        yield out;
        out = [];
      }
    }
  }
  if (out.length > 0) yield out;
}
