import {
  interestProblem,
  PUSH_DEVICE_API_BASE,
  PUSH_INSTANCE_ID,
  PUSH_INTERESTS_MAX,
  PUSH_SDK_VERSION,
  PUSH_SERVICE_WORKER_PATH,
  type PushState,
  pushMessages,
  pushUserIdSchema,
} from '@officina/contracts';
import { PushError, pushClientMessages } from './push-messages.ts';
import { pushRequest } from './push-request.ts';
import { clearPushState, type PushDeviceState, readPushState, writePushState } from './push-state-store.ts';
import {
  encodeSubscription,
  pushSupportProblem,
  supportMessage,
  urlBase64ToUint8Array,
} from './push-support.ts';

/** Answers the bearer the device API wants to set a device's user (the app's: GET /api/notifications/beams-auth). */
export interface PushTokenProvider {
  fetchToken(userId: string): Promise<{ token: string }>;
}

export interface PushClientOptions {
  instanceId?: string;
  /** Base of the device API: `/api/push` (the SDK's `endpointOverride` without the origin). */
  apiBase?: string;
  serviceWorkerPath?: string;
}

/**
 * The spec's push client module: the hosted provider's web SDK 1.1.0 semantics (same device API,
 * same states, same rules), with our names and Italian messages. Every rule is checked here before
 * any request; the server checks them again. State lives in localStorage per instance, and every
 * call first compares the stored token with the browser's actual subscription: a subscription
 * changed or lost behind our back (permission revoked, browser data cleared) means the device is
 * gone, so the state is forgotten (and the old device deleted, best effort).
 *
 * Calls run one at a time (start, stop and setUserId never interleave, e.g. logout during a sync).
 */
export class PushClient {
  readonly instanceId: string;
  readonly #instanceUrl: string;
  readonly #serviceWorkerPath: string;
  #registration: Promise<ServiceWorkerRegistration> | null = null;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(options: PushClientOptions = {}) {
    this.instanceId = options.instanceId ?? PUSH_INSTANCE_ID;
    const apiBase = options.apiBase ?? `/api${PUSH_DEVICE_API_BASE}`;
    this.#instanceUrl = `${apiBase}/device_api/v1/instances/${encodeURIComponent(this.instanceId)}`;
    this.#serviceWorkerPath = options.serviceWorkerPath ?? PUSH_SERVICE_WORKER_PATH;
  }

  /** PERMISSION_DENIED, PERMISSION_GRANTED_REGISTERED, PERMISSION_GRANTED_NOT_REGISTERED or PERMISSION_PROMPT_REQUIRED. */
  getRegistrationState(): Promise<PushState> {
    return this.#exclusive(async () => {
      const state = await this.#resolve();
      const permission = Notification.permission;
      if (permission === 'denied') return 'PERMISSION_DENIED';
      if (permission === 'granted') {
        return state.deviceId ? 'PERMISSION_GRANTED_REGISTERED' : 'PERMISSION_GRANTED_NOT_REGISTERED';
      }
      return 'PERMISSION_PROMPT_REQUIRED';
    });
  }

  getDeviceId(): Promise<string | null> {
    return this.#exclusive(async () => (await this.#resolve()).deviceId);
  }

  getToken(): Promise<string | null> {
    return this.#exclusive(async () => (await this.#resolve()).token);
  }

  getUserId(): Promise<string | null> {
    return this.#exclusive(async () => (await this.#resolve()).userId);
  }

  /**
   * Registers this browser: asks the permission if still to be asked, reads the web public key,
   * subscribes the push manager with it (dropping an older subscription), registers the device
   * (token, metadata.sdkVersion) and keeps the id answered. Already registered: nothing to do.
   */
  start(): Promise<this> {
    return this.#exclusive(async () => {
      const state = await this.#resolve();
      if (state.deviceId) return this;
      await requestPushPermission();
      const key = await pushRequest<{ vapidPublicKey?: unknown } | null>({
        method: 'GET',
        url: `${this.#instanceUrl}/web-vapid-public-key`,
      });
      if (typeof key?.vapidPublicKey !== 'string' || key.vapidPublicKey === '') {
        throw new PushError(pushClientMessages.badAnswer);
      }
      const token = await this.#subscribe(key.vapidPublicKey);
      const device = await pushRequest<{ id?: unknown } | null>({
        method: 'POST',
        url: `${this.#instanceUrl}/devices/web`,
        body: { token, metadata: { sdkVersion: PUSH_SDK_VERSION } },
      });
      if (typeof device?.id !== 'string' || device.id === '')
        throw new PushError(pushClientMessages.badAnswer);
      writePushState(this.instanceId, {
        deviceId: device.id,
        token,
        userId: null,
        sdkVersion: PUSH_SDK_VERSION,
        userAgent: navigator.userAgent,
      });
      return this;
    });
  }

  /** Sends metadata.sdkVersion again when the SDK version or the browser changed since; answers whether it did. */
  updateDeviceMetadata(): Promise<boolean> {
    return this.#exclusive(async () => {
      const state = this.#started(await this.#resolve());
      const userAgent = navigator.userAgent;
      if (state.sdkVersion === PUSH_SDK_VERSION && state.userAgent === userAgent) return false;
      await pushRequest({
        method: 'PUT',
        url: `${this.#deviceUrl(state.deviceId)}/metadata`,
        body: { sdkVersion: PUSH_SDK_VERSION },
      });
      writePushState(this.instanceId, { sdkVersion: PUSH_SDK_VERSION, userAgent });
      return true;
    });
  }

  /**
   * Deletes the device on the server, forgets it here and drops the browser's subscription (best
   * effort). A device the server no longer knows (404) is forgotten all the same.
   */
  stop(): Promise<void> {
    return this.#exclusive(async () => {
      const state = await this.#resolve();
      if (!state.deviceId) return;
      try {
        await pushRequest({ method: 'DELETE', url: this.#deviceUrl(state.deviceId) });
      } catch (error) {
        if (!(error instanceof PushError && error.status === 404)) throw error;
      }
      clearPushState(this.instanceId);
      this.#unsubscribe().catch(() => undefined);
    });
  }

  /** Forgets the device here and drops the subscription without asking the server (logout when offline). */
  forget(): Promise<void> {
    return this.#exclusive(async () => {
      clearPushState(this.instanceId);
      await this.#unsubscribe().catch(() => undefined);
    });
  }

  addDeviceInterest(interest: unknown): Promise<void> {
    return this.#exclusive(async () => {
      const state = this.#started(await this.#resolve());
      await pushRequest({ method: 'POST', url: this.#interestUrl(state.deviceId, checkInterest(interest)) });
    });
  }

  removeDeviceInterest(interest: unknown): Promise<void> {
    return this.#exclusive(async () => {
      const state = this.#started(await this.#resolve());
      await pushRequest({
        method: 'DELETE',
        url: this.#interestUrl(state.deviceId, checkInterest(interest)),
      });
    });
  }

  getDeviceInterests(): Promise<string[]> {
    return this.#exclusive(async () => {
      const state = this.#started(await this.#resolve());
      const answer = await pushRequest<{ interests?: unknown } | null>({
        method: 'GET',
        url: `${this.#deviceUrl(state.deviceId)}/interests`,
      });
      const interests = answer?.interests;
      return Array.isArray(interests)
        ? interests.filter((item): item is string => typeof item === 'string')
        : [];
    });
  }

  /** Replaces the device's interests: a list of at most 5000 valid names, sent without duplicates. */
  setDeviceInterests(interests: unknown): Promise<void> {
    return this.#exclusive(async () => this.#setInterests(this.#started(await this.#resolve()), interests));
  }

  clearDeviceInterests(): Promise<void> {
    return this.#exclusive(async () => this.#setInterests(this.#started(await this.#resolve()), []));
  }

  /**
   * Sets the device's user: a non-empty string, unchangeable once set (the same id again renews
   * the link, e.g. for a new session). The bearer comes from the token provider.
   */
  setUserId(userId: unknown, tokenProvider: PushTokenProvider): Promise<void> {
    return this.#exclusive(async () => {
      const state = this.#started(await this.#resolve());
      const parsed = pushUserIdSchema.safeParse(userId);
      if (!parsed.success)
        throw new PushError(parsed.error.issues[0]?.message ?? pushMessages.userIdRequired);
      const id = parsed.data;
      if (state.userId !== null && state.userId !== id) throw new PushError(pushMessages.userIdChange);
      const { token } = await tokenProvider.fetchToken(id);
      if (typeof token !== 'string' || token === '') throw new PushError(pushClientMessages.badAnswer);
      await pushRequest({
        method: 'PUT',
        url: `${this.#deviceUrl(state.deviceId)}/user`,
        headers: { Authorization: `Bearer ${token}` },
      });
      writePushState(this.instanceId, { userId: id });
    });
  }

  async #setInterests(state: StartedState, interests: unknown): Promise<void> {
    if (!Array.isArray(interests)) throw new PushError(pushMessages.interestsNotList);
    if (interests.length > PUSH_INTERESTS_MAX) throw new PushError(pushMessages.interestsTooMany);
    const names = interests.map(checkInterest);
    await pushRequest({
      method: 'PUT',
      url: `${this.#deviceUrl(state.deviceId)}/interests`,
      body: { interests: [...new Set(names)] },
    });
  }

  #exclusive<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work, work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  #started(state: PushDeviceState): StartedState {
    if (!state.deviceId) throw new PushError(pushClientMessages.notStarted);
    return state as StartedState;
  }

  #deviceUrl(deviceId: string): string {
    return `${this.#instanceUrl}/devices/web/${encodeURIComponent(deviceId)}`;
  }

  #interestUrl(deviceId: string, interest: string): string {
    return `${this.#deviceUrl(deviceId)}/interests/${encodeURIComponent(interest)}`;
  }

  /** The service worker's registration (registered once per client), then the state made consistent. */
  async #resolve(): Promise<PushDeviceState> {
    const problem = pushSupportProblem();
    if (problem) throw new PushError(supportMessage(problem));
    const registration = await this.#serviceWorker();
    await this.#detectSubscriptionChange(registration);
    return readPushState(this.instanceId);
  }

  #serviceWorker(): Promise<ServiceWorkerRegistration> {
    if (!this.#registration) {
      const path = this.#serviceWorkerPath;
      const pending = navigator.serviceWorker
        .register(path, { scope: '/' })
        .then(() => navigator.serviceWorker.ready);
      this.#registration = pending;
      pending.catch(() => {
        if (this.#registration === pending) this.#registration = null;
      });
    }
    return this.#registration;
  }

  async #detectSubscriptionChange(registration: ServiceWorkerRegistration): Promise<void> {
    const stored = readPushState(this.instanceId);
    const subscription = await registration.pushManager.getSubscription();
    const actual = subscription ? encodeSubscription(subscription) : null;
    if (stored.token === actual) return;
    clearPushState(this.instanceId);
    // The old device can no longer be reached: delete it too, best effort (its id is its credential).
    if (stored.deviceId) {
      pushRequest({ method: 'DELETE', url: this.#deviceUrl(stored.deviceId) }).catch(() => undefined);
    }
  }

  async #subscribe(publicKey: string): Promise<string> {
    let applicationServerKey: Uint8Array<ArrayBuffer>;
    try {
      applicationServerKey = urlBase64ToUint8Array(publicKey);
    } catch {
      throw new PushError(pushClientMessages.badAnswer);
    }
    const registration = await this.#serviceWorker();
    await this.#unsubscribe().catch(() => undefined);
    try {
      const subscription = await registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey,
      });
      return encodeSubscription(subscription);
    } catch (error) {
      if (Notification.permission === 'denied') throw new PushError(pushClientMessages.denied);
      const reason = error instanceof Error && error.message ? `: ${error.message}` : '';
      throw new PushError(`${pushClientMessages.subscribeFailed}${reason}`);
    }
  }

  async #unsubscribe(): Promise<void> {
    const registration = await this.#serviceWorker();
    const subscription = await registration.pushManager.getSubscription();
    if (subscription) await subscription.unsubscribe();
  }
}

type StartedState = PushDeviceState & { deviceId: string };

/** The interest name when valid, else a PushError with the rule's Italian message. */
function checkInterest(interest: unknown): string {
  const problem = interestProblem(interest);
  if (problem) throw new PushError(problem);
  return interest as string;
}

/**
 * Asks the browser's permission when it has not been asked yet; throws when it is (or becomes)
 * denied or the prompt is dismissed. Call it first thing in a click handler: browsers want a gesture.
 */
export async function requestPushPermission(): Promise<void> {
  const problem = pushSupportProblem();
  if (problem) throw new PushError(supportMessage(problem));
  let permission = Notification.permission;
  if (permission === 'default') permission = await Notification.requestPermission();
  if (permission === 'denied') throw new PushError(pushClientMessages.denied);
  if (permission !== 'granted') throw new PushError(pushClientMessages.notGranted);
}

let shared: PushClient | null = null;

/** The app's one client (instance `officina`, device API at /api/push). */
export function pushClient(): PushClient {
  shared ??= new PushClient();
  return shared;
}
