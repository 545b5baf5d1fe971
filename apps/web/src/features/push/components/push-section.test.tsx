import { PUSH_STATE_LABELS } from '@officina/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { hasStoredPushDevice } from '../../../lib/push/push-state-store.ts';
import { useSessionStore } from '../../../lib/session/session-store.ts';
import { maria } from '../../../test/fixtures.ts';
import { installPushFakes, type PushFakes } from '../../../test/push-fakes.ts';
import { PushSection } from './push-section.tsx';

// One set of fakes for the file: the app's push client is one per page and keeps its worker registration.
let fakes: PushFakes;

beforeAll(() => {
  fakes = installPushFakes();
});

afterAll(() => {
  fakes.uninstall();
});

beforeEach(() => {
  fakes.notification.permission = 'default';
  fakes.notification.answer = 'granted';
  fakes.manager.current = null;
  fakes.api.devices.clear();
  fakes.api.requests = [];
  vi.stubGlobal('isSecureContext', true);
  useSessionStore.getState().setSession('session-token', maria);
});

const stateText = () => screen.findByRole('status');

describe('PushSection', () => {
  it('prompt required → "Attiva le notifiche push" → registered for the user, with officina-web', async () => {
    const user = userEvent.setup();
    render(<PushSection />);
    expect(await stateText()).toHaveProperty('textContent', PUSH_STATE_LABELS.PERMISSION_PROMPT_REQUIRED);
    await user.click(screen.getByRole('button', { name: 'Attiva le notifiche push' }));
    await vi.waitFor(async () =>
      expect((await stateText()).textContent).toBe(PUSH_STATE_LABELS.PERMISSION_GRANTED_REGISTERED),
    );
    expect(fakes.notification.requestPermission).toHaveBeenCalled();
    const [device] = [...fakes.api.devices.values()];
    expect(device).toMatchObject({ userId: '7', interests: new Set(['officina-web']) });
    expect(screen.getByRole('button', { name: 'Disattiva su questo browser' })).toBeTruthy();
  });

  it('"Disattiva su questo browser" → granted, not registered; the device deleted', async () => {
    const user = userEvent.setup();
    fakes.notification.permission = 'granted';
    render(<PushSection />);
    await user.click(await screen.findByRole('button', { name: 'Attiva le notifiche push' }));
    await user.click(await screen.findByRole('button', { name: 'Disattiva su questo browser' }));
    await vi.waitFor(async () =>
      expect((await stateText()).textContent).toBe(PUSH_STATE_LABELS.PERMISSION_GRANTED_NOT_REGISTERED),
    );
    expect(fakes.api.devices.size).toBe(0);
    expect(hasStoredPushDevice()).toBe(false);
  });

  it('refused at the prompt: denied, with how to allow again, and no button', async () => {
    const user = userEvent.setup();
    fakes.notification.answer = 'denied';
    render(<PushSection />);
    await user.click(await screen.findByRole('button', { name: 'Attiva le notifiche push' }));
    await vi.waitFor(async () =>
      expect((await stateText()).textContent).toBe(PUSH_STATE_LABELS.PERMISSION_DENIED),
    );
    expect(screen.getByText(/Per riattivarle apri le impostazioni del sito/)).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(fakes.api.requests).toEqual([]);
  });

  it('a failed registration says why and stays not registered', async () => {
    const user = userEvent.setup();
    fakes.notification.permission = 'granted';
    fakes.api.overrides.push({
      match: /^POST .*\/devices\/web$/,
      reply: { status: 422, body: { description: 'L’indirizzo del servizio push non è ammesso' } },
    });
    render(<PushSection />);
    await user.click(await screen.findByRole('button', { name: 'Attiva le notifiche push' }));
    expect(await screen.findByText('L’indirizzo del servizio push non è ammesso')).toBeTruthy();
    expect((await stateText()).textContent).toBe(PUSH_STATE_LABELS.PERMISSION_GRANTED_NOT_REGISTERED);
  });

  it('not a secure context: says so, no state, no button', async () => {
    vi.stubGlobal('isSecureContext', false);
    render(<PushSection />);
    expect(await screen.findByText(/richiedono una connessione sicura/)).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
