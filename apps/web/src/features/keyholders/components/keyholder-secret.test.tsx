import type { KeyholderView } from '@officina/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { fakeApi, json, maria } from '../../../test/fixtures.ts';
import { KeyholderSecret } from './keyholder-secret.tsx';

const SECRET = 'Pr0va!Segreta#42';
const AT = '2026-11-25T10:00:00.000Z';
const keyholder: KeyholderView = {
  id: 5,
  title: 'FTP sito vetrina',
  kind: 'ftp',
  client_id: 2,
  project_id: null,
  host: 'ftp.esempio.it',
  port: 21,
  username: 'vetrina',
  has_secret: true,
  has_notes: true,
  expires_on: null,
  expiry_state: null,
  created_at: AT,
  updated_at: AT,
  created_by: 1,
  client_name: 'Rossi S.r.l.',
  project_code: null,
  project_name: null,
  created_by_name: 'Laura Ferri',
};

let revealAnswer: () => Response = () => json({ secret: SECRET, notes: 'Cancello: 1234' });

function renderSecret(permissions: string[]) {
  useSessionStore.getState().setSession('jwt', maria);
  useSessionStore.getState().setPermissions(permissions.map((action) => ({ action, subject: 'all' })));
  const api = fakeApi({ 'POST /api/keyholders/5/reveal': () => revealAnswer() });
  vi.stubGlobal('fetch', vi.fn(api.fetchImpl));
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const view = render(
    <QueryClientProvider client={client}>
      <KeyholderSecret keyholder={keyholder} />
    </QueryClientProvider>,
  );
  return { api, client, view };
}

const secretText = () => screen.getByTestId('keyholder-secret').textContent;
const click = async (name: string) => {
  await act(async () => screen.getByRole('button', { name }).click());
};

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  revealAnswer = () => json({ secret: SECRET, notes: 'Cancello: 1234' });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('KeyholderSecret', () => {
  it('without reveal_keyholders: masked, no Mostra nor Copia, and says why', () => {
    const { api } = renderSecret(['view_keyholders']);
    expect(secretText()).toBe('••••••••');
    expect(screen.queryByRole('button', { name: 'Mostra' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Copia' })).toBeNull();
    expect(screen.getByText('Non hai il permesso di vedere le password.')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });

  it('Mostra shows secret and notes for 30 seconds, kept out of the query and mutation caches', async () => {
    const { api, client } = renderSecret(['view_keyholders', 'reveal_keyholders']);
    await click('Mostra');
    await vi.waitFor(() => expect(secretText()).toBe(SECRET));
    expect(screen.getByText('Cancello: 1234')).toBeTruthy();
    const reveal = api.calls.find((call) => call.method === 'POST');
    expect(reveal?.url).toBe('/api/keyholders/5/reveal');
    const cached = JSON.stringify(
      client
        .getQueryCache()
        .getAll()
        .map((query) => query.state.data),
    );
    expect(cached).not.toContain(SECRET);
    expect(
      JSON.stringify(
        client
          .getMutationCache()
          .getAll()
          .map((m) => m.state.data),
      ),
    ).not.toContain(SECRET);

    await act(async () => vi.advanceTimersByTimeAsync(29_000));
    expect(secretText()).toBe(SECRET);
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(secretText()).toBe('••••••••');
    expect(screen.queryByText('Cancello: 1234')).toBeNull();
  });

  it('Nascondi hides at once', async () => {
    renderSecret(['view_keyholders', 'reveal_keyholders']);
    await click('Mostra');
    await vi.waitFor(() => expect(secretText()).toBe(SECRET));
    await click('Nascondi');
    expect(secretText()).toBe('••••••••');
  });

  it('a 429 or a 403 answer is said in Italian, nothing shown', async () => {
    renderSecret(['view_keyholders', 'reveal_keyholders']);
    revealAnswer = () => json({ alert: { message: 'Troppi tentativi. Riprova tra qualche minuto.' } }, 429);
    await click('Mostra');
    await screen.findByText(/^Troppe richieste di password in poco tempo/);
    revealAnswer = () => json({ alert: { message: 'Accesso negato' } }, 403);
    await click('Mostra');
    await screen.findByText('Non hai il permesso di vedere le password.', { selector: '.MuiAlert-message' });
    expect(secretText()).toBe('••••••••');
  });

  it('Copia writes the secret, then empties the clipboard after 30 seconds (and at once if the page goes)', async () => {
    const clipboard = {
      text: '',
      writeText: vi.fn(async (text: string) => {
        clipboard.text = text;
      }),
    };
    vi.stubGlobal('navigator', { ...navigator, clipboard });
    const { view } = renderSecret(['view_keyholders', 'reveal_keyholders']);
    await click('Copia');
    await vi.waitFor(() => expect(clipboard.text).toBe(SECRET));
    expect(secretText()).toBe('••••••••');
    await act(async () => vi.advanceTimersByTimeAsync(29_000));
    expect(clipboard.text).toBe(SECRET);
    await act(async () => vi.advanceTimersByTimeAsync(1_000));
    expect(clipboard.text).toBe('');

    await click('Copia');
    await vi.waitFor(() => expect(clipboard.text).toBe(SECRET));
    view.unmount();
    await vi.waitFor(() => expect(clipboard.text).toBe(''));
  });
});
