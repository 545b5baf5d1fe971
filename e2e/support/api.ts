import type { LookupKind } from '@officina/contracts';
import type { APIRequestContext } from '@playwright/test';

type Credentials = { email: string; password: string };

/** A file for a multipart upload, as Playwright sends it. */
export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/**
 * The REST API as one signed-in user, for the records a test needs when making them through the
 * pages is not what the test checks (it is faster, and the test owns what it reads). Every call that
 * does not answer 2xx throws with the server's answer, so a broken setup fails where it happens.
 */
export class Api {
  private readonly lookups = new Map<LookupKind, Promise<{ id: number; key: string }[]>>();

  private readonly request: APIRequestContext;
  private readonly headers: Record<string, string>;

  private constructor(request: APIRequestContext, headers: Record<string, string>) {
    this.request = request;
    this.headers = headers;
  }

  /**
   * Signs in through POST /api/auth/login (not the form: see session.ts for that). Writes echo the
   * anti-forgery cookie the server hands out in the X-XSRF-TOKEN header, as the web app does.
   */
  static async as(request: APIRequestContext, user: Credentials): Promise<Api> {
    await request.get('/api/health');
    const { cookies } = await request.storageState();
    const xsrf = cookies.find((cookie) => cookie.name === 'XSRF-TOKEN')?.value ?? '';
    const response = await request.post('/api/auth/login', { data: user, headers: { 'x-xsrf-token': xsrf } });
    if (!response.ok())
      throw new Error(`sign-in of ${user.email}: ${response.status()} ${await response.text()}`);
    const { token } = (await response.json()) as { token: string };
    return new Api(request, { authorization: `Bearer ${token}`, 'x-xsrf-token': xsrf });
  }

  async send<T>(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    data?: unknown,
  ): Promise<T> {
    const response = await this.request.fetch(`/api${path}`, {
      method,
      headers: this.headers,
      ...(data === undefined ? {} : { data }),
    });
    if (!response.ok()) throw new Error(`${method} ${path}: ${response.status()} ${await response.text()}`);
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** The answer of a GET as it is (a PDF, a CSV…), whatever its status. */
  raw(path: string) {
    return this.request.get(`/api${path}`, { headers: this.headers });
  }

  get<T>(path: string): Promise<T> {
    return this.send<T>('GET', path);
  }

  post<T>(path: string, data: unknown = {}): Promise<T> {
    return this.send<T>('POST', path, data);
  }

  put<T>(path: string, data: unknown): Promise<T> {
    return this.send<T>('PUT', path, data);
  }

  delete<T>(path: string): Promise<T> {
    return this.send<T>('DELETE', path);
  }

  /** multipart/form-data with one `file` field. */
  async upload<T>(path: string, file: UploadFile): Promise<T> {
    const response = await this.request.post(`/api${path}`, {
      headers: this.headers,
      multipart: { file },
    });
    if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** multipart/form-data: the text `fields` first, in order, then the `file` part (as the attachments read it). */
  async uploadWith<T>(path: string, fields: Record<string, string>, file: UploadFile): Promise<T> {
    const response = await this.request.post(`/api${path}`, {
      headers: this.headers,
      multipart: { ...fields, file },
    });
    if (!response.ok()) throw new Error(`POST ${path}: ${response.status()} ${await response.text()}`);
    return (await response.json()) as T;
  }

  /** Id of the active lookup value `key` of `kind` (e.g. `opportunity_states`, `won`). */
  async lookupId(kind: LookupKind, key: string): Promise<number> {
    let values = this.lookups.get(kind);
    if (!values) {
      values = this.get<{ data: { id: number; key: string }[] }>(`/lookups/${kind}`).then((r) => r.data);
      this.lookups.set(kind, values);
    }
    const found = (await values).find((value) => value.key === key);
    if (!found) throw new Error(`no ${kind} lookup with key ${key}`);
    return found.id;
  }
}
