import { italianMessages } from './messages.ts';

export interface ItalianProvince {
  /** Sigla, as on addresses and number plates. */
  code: string;
  name: string;
  region: string;
}

const p = (code: string, name: string, region: string): ItalianProvince => ({ code, name, region });

/**
 * The 107 current provinces and equivalent bodies (metropolitan cities, free municipal consortia,
 * autonomous provinces, Valle d'Aosta, Friuli-Venezia Giulia's regional decentralisation bodies) as
 * ISTAT lists them and Poste Italiane uses their sigle in addresses, ordered by ISTAT code.
 *
 * Sardinia follows the 2016 reorganisation (L.R. 2/2016) still used by ISTAT and Poste: Sassari, Nuoro,
 * Cagliari, Oristano and Sud Sardegna (SU). The four 2005–2016 provinces it abolished (CI, VS, OG, OT) are
 * in `historicItalianProvinces`: they still appear on many addresses and a later regional reform
 * (L.R. 7/2021) plans to bring back similar bodies, so they are accepted but not offered in pickers.
 */
export const italianProvinces: readonly ItalianProvince[] = [
  p('TO', 'Torino', 'Piemonte'),
  p('VC', 'Vercelli', 'Piemonte'),
  p('NO', 'Novara', 'Piemonte'),
  p('CN', 'Cuneo', 'Piemonte'),
  p('AT', 'Asti', 'Piemonte'),
  p('AL', 'Alessandria', 'Piemonte'),
  p('AO', 'Aosta', "Valle d'Aosta"),
  p('IM', 'Imperia', 'Liguria'),
  p('SV', 'Savona', 'Liguria'),
  p('GE', 'Genova', 'Liguria'),
  p('SP', 'La Spezia', 'Liguria'),
  p('VA', 'Varese', 'Lombardia'),
  p('CO', 'Como', 'Lombardia'),
  p('SO', 'Sondrio', 'Lombardia'),
  p('MI', 'Milano', 'Lombardia'),
  p('BG', 'Bergamo', 'Lombardia'),
  p('BS', 'Brescia', 'Lombardia'),
  p('PV', 'Pavia', 'Lombardia'),
  p('CR', 'Cremona', 'Lombardia'),
  p('MN', 'Mantova', 'Lombardia'),
  p('BZ', 'Bolzano', 'Trentino-Alto Adige'),
  p('TN', 'Trento', 'Trentino-Alto Adige'),
  p('VR', 'Verona', 'Veneto'),
  p('VI', 'Vicenza', 'Veneto'),
  p('BL', 'Belluno', 'Veneto'),
  p('TV', 'Treviso', 'Veneto'),
  p('VE', 'Venezia', 'Veneto'),
  p('PD', 'Padova', 'Veneto'),
  p('RO', 'Rovigo', 'Veneto'),
  p('UD', 'Udine', 'Friuli-Venezia Giulia'),
  p('GO', 'Gorizia', 'Friuli-Venezia Giulia'),
  p('TS', 'Trieste', 'Friuli-Venezia Giulia'),
  p('PC', 'Piacenza', 'Emilia-Romagna'),
  p('PR', 'Parma', 'Emilia-Romagna'),
  p('RE', 'Reggio Emilia', 'Emilia-Romagna'),
  p('MO', 'Modena', 'Emilia-Romagna'),
  p('BO', 'Bologna', 'Emilia-Romagna'),
  p('FE', 'Ferrara', 'Emilia-Romagna'),
  p('RA', 'Ravenna', 'Emilia-Romagna'),
  p('FC', 'Forlì-Cesena', 'Emilia-Romagna'),
  p('PU', 'Pesaro e Urbino', 'Marche'),
  p('AN', 'Ancona', 'Marche'),
  p('MC', 'Macerata', 'Marche'),
  p('AP', 'Ascoli Piceno', 'Marche'),
  p('MS', 'Massa-Carrara', 'Toscana'),
  p('LU', 'Lucca', 'Toscana'),
  p('PT', 'Pistoia', 'Toscana'),
  p('FI', 'Firenze', 'Toscana'),
  p('LI', 'Livorno', 'Toscana'),
  p('PI', 'Pisa', 'Toscana'),
  p('AR', 'Arezzo', 'Toscana'),
  p('SI', 'Siena', 'Toscana'),
  p('GR', 'Grosseto', 'Toscana'),
  p('PG', 'Perugia', 'Umbria'),
  p('TR', 'Terni', 'Umbria'),
  p('VT', 'Viterbo', 'Lazio'),
  p('RI', 'Rieti', 'Lazio'),
  p('RM', 'Roma', 'Lazio'),
  p('LT', 'Latina', 'Lazio'),
  p('FR', 'Frosinone', 'Lazio'),
  p('CE', 'Caserta', 'Campania'),
  p('BN', 'Benevento', 'Campania'),
  p('NA', 'Napoli', 'Campania'),
  p('AV', 'Avellino', 'Campania'),
  p('SA', 'Salerno', 'Campania'),
  p('AQ', "L'Aquila", 'Abruzzo'),
  p('TE', 'Teramo', 'Abruzzo'),
  p('PE', 'Pescara', 'Abruzzo'),
  p('CH', 'Chieti', 'Abruzzo'),
  p('CB', 'Campobasso', 'Molise'),
  p('FG', 'Foggia', 'Puglia'),
  p('BA', 'Bari', 'Puglia'),
  p('TA', 'Taranto', 'Puglia'),
  p('BR', 'Brindisi', 'Puglia'),
  p('LE', 'Lecce', 'Puglia'),
  p('PZ', 'Potenza', 'Basilicata'),
  p('MT', 'Matera', 'Basilicata'),
  p('CS', 'Cosenza', 'Calabria'),
  p('CZ', 'Catanzaro', 'Calabria'),
  p('RC', 'Reggio Calabria', 'Calabria'),
  p('TP', 'Trapani', 'Sicilia'),
  p('PA', 'Palermo', 'Sicilia'),
  p('ME', 'Messina', 'Sicilia'),
  p('AG', 'Agrigento', 'Sicilia'),
  p('CL', 'Caltanissetta', 'Sicilia'),
  p('EN', 'Enna', 'Sicilia'),
  p('CT', 'Catania', 'Sicilia'),
  p('RG', 'Ragusa', 'Sicilia'),
  p('SR', 'Siracusa', 'Sicilia'),
  p('SS', 'Sassari', 'Sardegna'),
  p('NU', 'Nuoro', 'Sardegna'),
  p('CA', 'Cagliari', 'Sardegna'),
  p('PN', 'Pordenone', 'Friuli-Venezia Giulia'),
  p('IS', 'Isernia', 'Molise'),
  p('OR', 'Oristano', 'Sardegna'),
  p('BI', 'Biella', 'Piemonte'),
  p('LC', 'Lecco', 'Lombardia'),
  p('LO', 'Lodi', 'Lombardia'),
  p('RN', 'Rimini', 'Emilia-Romagna'),
  p('PO', 'Prato', 'Toscana'),
  p('KR', 'Crotone', 'Calabria'),
  p('VV', 'Vibo Valentia', 'Calabria'),
  p('VB', 'Verbano-Cusio-Ossola', 'Piemonte'),
  p('MB', 'Monza e Brianza', 'Lombardia'),
  p('FM', 'Fermo', 'Marche'),
  p('BT', 'Barletta-Andria-Trani', 'Puglia'),
  p('SU', 'Sud Sardegna', 'Sardegna'),
];

/** Sardinian provinces of 2005–2016 (see `italianProvinces`): accepted on addresses, not offered. */
export const historicItalianProvinces: readonly ItalianProvince[] = [
  p('OT', 'Olbia-Tempio', 'Sardegna'),
  p('OG', 'Ogliastra', 'Sardegna'),
  p('VS', 'Medio Campidano', 'Sardegna'),
  p('CI', 'Carbonia-Iglesias', 'Sardegna'),
];

const byCode = new Map<string, ItalianProvince>(
  [...italianProvinces, ...historicItalianProvinces].map((province) => [province.code, province]),
);

/** Trims and upper-cases (` mi ` → `MI`). */
export function normalizeProvincia(value: string): string {
  return value.trim().toUpperCase();
}

/** The province with this sigla, current or historic; case-insensitive. */
export function findProvincia(code: string): ItalianProvince | undefined {
  return byCode.get(normalizeProvincia(code));
}

/** True for the sigla of a current or historic Italian province; case-insensitive. */
export function isValidProvincia(code: string): boolean {
  return findProvincia(code) !== undefined;
}

export function provinciaIssue(code: string): string | undefined {
  return isValidProvincia(code) ? undefined : italianMessages.provincia;
}
