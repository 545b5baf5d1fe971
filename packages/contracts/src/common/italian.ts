// Italian company data: Partita IVA, codice fiscale, CAP, provinces, SDI, contacts, and their zod schemas.
export * from './italian/codes.ts';
export * from './italian/codice-fiscale.ts';
export * from './italian/company-registry.ts';
export * from './italian/contacts.ts';
export * from './italian/messages.ts';
export * from './italian/partita-iva.ts';
export * from './italian/provinces.ts';
export * from './italian/schemas.ts';
