import { describe, expect, it } from 'vitest';
import { parseErrorBody, uploadErrorMessage } from './upload-error.ts';

describe('uploadErrorMessage', () => {
  it("shows the server's own Italian message first (413, 422)", () => {
    expect(uploadErrorMessage(413, { message: 'Il file è troppo grande: massimo 25 MB.' })).toBe(
      'Il file è troppo grande: massimo 25 MB.',
    );
    expect(
      uploadErrorMessage(422, {
        message: 'Dati non validi',
        errors: { record_id: ['Record non valido'], file: ['Tipo di file non ammesso: eseguibile'] },
      }),
    ).toBe('Tipo di file non ammesso: eseguibile');
    expect(uploadErrorMessage(422, { errors: { record_id: ['Record non valido'] } })).toBe(
      'Record non valido',
    );
  });

  it('says what happened when the server gives no message', () => {
    expect(uploadErrorMessage(413, null)).toBe('Il file è troppo grande.');
    expect(uploadErrorMessage(413, null, '25 MB')).toBe('Il file è troppo grande (massimo 25 MB).');
    expect(uploadErrorMessage(422, {})).toBe('Il file non è stato accettato.');
    expect(uploadErrorMessage(403, null)).toBe('Non hai il permesso di caricare allegati qui.');
    expect(uploadErrorMessage(0, null)).toMatch(/^Caricamento interrotto/);
    expect(uploadErrorMessage(401, { message: 'Token has expired' })).toBe(
      'La sessione è scaduta: accedi di nuovo e riprova.',
    );
  });

  it('never shows a server error text (500) to the user', () => {
    expect(uploadErrorMessage(500, { message: 'TypeError: x is undefined' })).toBe(
      'Errore del server durante il caricamento. Riprova più tardi.',
    );
  });
});

describe('parseErrorBody', () => {
  it('reads JSON, keeps short plain text, drops HTML pages', () => {
    expect(parseErrorBody('{"message":"No"}')).toEqual({ message: 'No' });
    expect(parseErrorBody('Payload Too Large')).toEqual({ message: 'Payload Too Large' });
    expect(parseErrorBody('<html><body>413</body></html>')).toBeNull();
    expect(parseErrorBody('')).toBeNull();
  });
});
