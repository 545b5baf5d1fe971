import { romeWallTime } from '@officina/contracts';
import type { MailMessage } from './mailer.ts';

/** The password-reset e-mail, in Italian (the link opens the web app's /reset-password/{code}). */
export function passwordResetMail(to: string, name: string, link: string, minutes: number): MailMessage {
  return {
    to,
    subject: 'Reimposta la password di Officina',
    text: [
      `Ciao ${name},`,
      '',
      'abbiamo ricevuto una richiesta di reimpostare la password del tuo account Officina.',
      `Apri questo link entro ${minutes} minuti per scegliere una nuova password:`,
      '',
      link,
      '',
      'Se non sei stato tu a chiederlo, ignora questa email: la password attuale resta valida.',
      '',
      'Officina',
    ].join('\n'),
  };
}

/** The invitation e-mail, in Italian (the link opens the web app's /set-password/{code}). */
export function invitationMail(to: string, name: string, link: string, days: number): MailMessage {
  return {
    to,
    subject: 'Il tuo invito a Officina',
    text: [
      `Ciao ${name},`,
      '',
      'sei stato invitato a usare Officina.',
      `Apri questo link entro ${days} giorni per scegliere la tua password:`,
      '',
      link,
      '',
      `Poi accedi con il tuo indirizzo email (${to}) e la password che hai scelto.`,
      'Se non aspettavi questo invito, ignora questa email.',
      '',
      'Officina',
    ].join('\n'),
  };
}

/** A notification's text for an e-mail: one line, no control characters (a subject must not break). */
function oneLine(text: string, max = 200): string {
  const flat = text.replace(/\p{Cc}+/gu, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** An app path (`/todos/12/detail`) made absolute; anything else (an absolute URL) is left out. */
function appLink(appUrl: string, link: string | null): string | null {
  return link?.startsWith('/') && !link.startsWith('//') ? `${appUrl}${link}` : null;
}

function preferencesFooter(appUrl: string): string[] {
  return [
    'Per scegliere quali notifiche ricevere per e-mail, apri Profilo → Notifiche:',
    `${appUrl}/profile`,
    '',
    'Officina',
  ];
}

export interface NotificationMailInput {
  /** Names the record (“Mario Rossi ti ha assegnato «Preventivo Bianchi»”). */
  title: string;
  body: string | null;
  link: string | null;
}

/** One notification by e-mail: the subject is its title; the link opens the record in the app. */
export function notificationMail(
  to: string,
  name: string,
  notification: NotificationMailInput,
  appUrl: string,
): MailMessage {
  const link = appLink(appUrl, notification.link);
  return {
    to,
    subject: `Officina: ${oneLine(notification.title, 150)}`,
    text: [
      `Ciao ${name},`,
      '',
      oneLine(notification.title, 500),
      ...(notification.body ? ['', notification.body.trim()] : []),
      ...(link ? ['', 'Apri in Officina:', link] : []),
      '',
      ...preferencesFooter(appUrl),
    ].join('\n'),
  };
}

export interface DigestMailItem extends NotificationMailInput {
  /** When it was raised: shown as `25/11/2026 14:30` (Europe/Rome). */
  created_at: string;
}

/** The daily digest: the unread notifications of the last day, newest first; `more` not listed. */
export function notificationDigestMail(
  to: string,
  name: string,
  items: readonly DigestMailItem[],
  more: number,
  appUrl: string,
): MailMessage {
  const total = items.length + more;
  const lines = items.flatMap((item) => {
    const link = appLink(appUrl, item.link);
    return [
      `- ${romeDateTime(item.created_at)} — ${oneLine(item.title, 300)}`,
      ...(link ? [`  ${link}`] : []),
    ];
  });
  return {
    to,
    subject: total === 1 ? 'Officina: 1 notifica non letta' : `Officina: ${total} notifiche non lette`,
    text: [
      `Ciao ${name},`,
      '',
      total === 1
        ? 'ecco la notifica non letta dell’ultimo giorno:'
        : `ecco le ${total} notifiche non lette dell’ultimo giorno:`,
      '',
      ...lines,
      ...(more > 0 ? ['', `… e altre ${more}: ${appUrl}/notifications`] : []),
      '',
      'Il riepilogo giornaliero si disattiva in Profilo → Notifiche.',
      ...preferencesFooter(appUrl),
    ].join('\n'),
  };
}

/** `25/11/2026 14:30` in Europe/Rome. */
function romeDateTime(iso: string): string {
  const w = romeWallTime(Date.parse(iso));
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(w.day)}/${two(w.month)}/${w.year} ${two(w.hour)}:${two(w.minute)}`;
}
