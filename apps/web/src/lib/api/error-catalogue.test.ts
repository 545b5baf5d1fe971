import { errorMessages } from '@officina/contracts';
import { describe, expect, it } from 'vitest';
import { interpretError, TOKEN_MESSAGES } from './error-catalogue.ts';

const error = (message: string) => ({ message, type: 'error' });

describe('error catalogue, row by row', () => {
  describe('400', () => {
    it('toasts alert.message', () => {
      expect(interpretError(400, { alert: { message: 'Richiesta non valida' } })).toEqual({
        toasts: [error('Richiesta non valida')],
        endSession: false,
      });
    });
    it('falls back to "Errore"', () => {
      expect(interpretError(400, {}).toasts).toEqual([error('Errore')]);
    });
  });

  describe('401: the error codes, then logout and the login route', () => {
    it.each([
      ['invalid_credentials', 'Credenziali errate'],
      ['could_not_create_token', 'Problemi nel login'],
      ['user_inactive', 'Utente non trovato'],
      ['user_is_banned', 'Utente non trovato'],
      ['token_expired', 'Sessione scaduta'],
      ['token_not_provided', 'Sessione scaduta'],
    ])('%s → "%s"', (code, message) => {
      expect(interpretError(401, { error: code, message: 'ignored' })).toEqual({
        toasts: [error(message)],
        endSession: true,
      });
    });
    it('shows any other error as given (its message, else its code)', () => {
      expect(interpretError(401, { error: 'invalid_token', message: 'Token non valido.' }).toasts).toEqual([
        error('Token non valido.'),
      ]);
      expect(interpretError(401, { error: 'invalid_token' }).toasts).toEqual([error('invalid_token')]);
    });
    it('ends the session even without a code', () => {
      expect(interpretError(401, null)).toEqual({ toasts: [error('Errore')], endSession: true });
    });
  });

  describe('403', () => {
    it('toasts alert.message, else "Errore"; the session stays', () => {
      expect(interpretError(403, { alert: { message: 'Non puoi', type: 'warning' } })).toEqual({
        toasts: [{ message: 'Non puoi', type: 'warning' }],
        endSession: false,
      });
      expect(interpretError(403, {}).toasts).toEqual([error('Errore')]);
    });
  });

  describe('422', () => {
    it('toasts the first errors.login message', () => {
      const body = { message: 'Dati non validi', errors: { email: ['Email?'], login: ['Primo', 'Secondo'] } };
      expect(interpretError(422, body)).toEqual({ toasts: [error('Primo')], endSession: false });
    });
    it('falls back to the first message of any field, then to message', () => {
      expect(
        interpretError(422, { message: 'M', errors: { current_password: ['Sbagliata'] } }).toasts,
      ).toEqual([error('Sbagliata')]);
      expect(interpretError(422, { message: 'Dati non validi', errors: {} }).toasts).toEqual([
        error('Dati non validi'),
      ]);
    });
  });

  describe('500', () => {
    it('knows the server’s token messages (copied from contracts)', () => {
      expect(TOKEN_MESSAGES).toEqual([errorMessages.tokenExpired, errorMessages.tokenNotProvided]);
    });
    it.each(['Token has expired', 'Token not provided'])(
      '"%s" → "Sessione scaduta", logout, /login',
      (message) => {
        expect(interpretError(500, { message })).toEqual({
          toasts: [error('Sessione scaduta')],
          endSession: true,
        });
      },
    );
    it('otherwise toasts error.message, else alert.message', () => {
      expect(interpretError(500, { error: { message: 'Guasto' } })).toEqual({
        toasts: [error('Guasto')],
        endSession: false,
      });
      expect(interpretError(500, { alert: { message: 'Riprova più tardi' } }).toasts).toEqual([
        error('Riprova più tardi'),
      ]);
      expect(interpretError(500, null).toasts).toEqual([error('Errore')]);
    });
  });

  describe('other statuses carrying an alert (419, 429, 409…)', () => {
    it.each([419, 429, 409, 404, 413])('%i toasts alert.message with its type and timeout', (status) => {
      expect(
        interpretError(status, { alert: { message: 'Attenzione', type: 'warning', timeout: 8000 } }),
      ).toEqual({
        toasts: [{ message: 'Attenzione', type: 'warning', timeout: 8000 }],
        endSession: false,
      });
    });
  });

  it('a network failure (status 0) says the server cannot be reached', () => {
    expect(interpretError(0, null).toasts[0]?.message).toMatch(/server/);
  });

  it('any error.message in a body is also shown as an error toast, once', () => {
    expect(
      interpretError(403, { alert: { message: 'Vietato' }, error: { message: 'Dettaglio' } }).toasts,
    ).toEqual([error('Vietato'), error('Dettaglio')]);
    expect(interpretError(500, { error: { message: 'Guasto' } }).toasts).toHaveLength(1);
  });
});
