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
