import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RecordNotFound } from './record-not-found.tsx';

describe('RecordNotFound', () => {
  it('says the record is gone and links back to its list', () => {
    render(
      <MemoryRouter>
        <RecordNotFound
          message="Cliente non trovato o non più disponibile."
          to="/crm"
          label="Torna ai clienti"
        />
      </MemoryRouter>,
    );
    expect(screen.getByRole('alert').textContent).toContain('Cliente non trovato o non più disponibile.');
    expect(screen.getByRole('link', { name: 'Torna ai clienti' }).getAttribute('href')).toBe('/crm');
  });
});
