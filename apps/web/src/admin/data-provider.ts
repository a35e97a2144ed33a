import type { AdminDashboard } from '@soul/contracts';
import { HttpError, type DataProvider, type Identifier, type RaRecord } from 'ra-core';

/**
 * The back office's data provider over the admin convention
 * (docs/architecture.md, recipe step 8): a list is
 * `GET soul/v1/admin/<resource>?page&per_page&orderby&order&search&<filters>`
 * with its total in X-WP-Total; one record is `/<resource>/<id>`; create is
 * POST, update PUT (the whole shape), delete DELETE. Every call sends the REST
 * nonce. A WordPress error `{ code, message, data: { params } }` becomes an
 * HttpError whose `body.errors` names the fields, so ra-core's forms show the
 * server's message under each field.
 */
export interface AdminApi {
  /** soul/v1's root, e.g. /wp-json/soul/v1. */
  root: string;
  nonce: string;
  language: string;
  /** Test seam; the browser's fetch by default. */
  fetch?: typeof fetch;
}

/** Records whose key is not `id` (a vendor is its user). */
const ID_FIELDS: Partial<Record<string, string>> = { vendors: 'userId' };

interface WpError {
  code?: string;
  message?: string;
  data?: { status?: number; params?: Record<string, string> | string };
}

/** The convention's methods, and the back office's one-off reads. */
export type AdminDataProvider = DataProvider & {
  /** GET soul/v1/admin/dashboard. */
  dashboard(): Promise<AdminDashboard>;
};

export function adminDataProvider(api: AdminApi): AdminDataProvider {
  const call = (api.fetch ?? globalThis.fetch).bind(globalThis);
  const base = `${api.root}/admin`;

  const withId = (resource: string, record: Record<string, unknown>): RaRecord => {
    const field = ID_FIELDS[resource];
    return (field ? { ...record, id: record[field] } : record) as RaRecord;
  };

  async function request(method: string, path: string, body?: unknown): Promise<{ json: unknown; headers: Headers }> {
    const url = `${base}/${path}${path.includes('?') ? '&' : '?'}lang=${encodeURIComponent(api.language)}`;
    const response = await call(url, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        'X-WP-Nonce': api.nonce,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    const json: unknown = text ? safeParse(text) : null;
    if (!response.ok) throw httpError(response.status, json);
    return { json, headers: response.headers };
  }

  const one = (resource: string, id: Identifier) => `${resource}/${encodeURIComponent(String(id))}`;

  const provider: DataProvider = {
    async getList(resource, params) {
      const query = new URLSearchParams();
      const { page = 1, perPage = 20 } = params.pagination ?? {};
      query.set('page', String(page));
      query.set('per_page', String(perPage));
      if (params.sort?.field && params.sort.field !== 'id') {
        query.set('orderby', params.sort.field);
        query.set('order', params.sort.order === 'ASC' ? 'asc' : 'desc');
      }
      for (const [name, value] of Object.entries((params.filter ?? {}) as Record<string, unknown>)) {
        if (value === undefined || value === null || value === '') continue;
        if (Array.isArray(value)) value.forEach((item) => query.append(`${name}[]`, String(item)));
        else query.set(name, String(value));
      }
      const { json, headers } = await request('GET', `${resource}?${query.toString()}`);
      const rows = Array.isArray(json) ? (json as Record<string, unknown>[]) : [];
      return { data: rows.map((row) => withId(resource, row)), total: Number(headers.get('X-WP-Total') ?? rows.length) };
    },
    async getOne(resource, params) {
      const { json } = await request('GET', one(resource, params.id));
      return { data: withId(resource, json as Record<string, unknown>) };
    },
    async getMany(resource, params) {
      const data = await Promise.all(params.ids.map(async (id) => (await provider.getOne(resource, { id })).data));
      return { data };
    },
    async getManyReference(resource, params) {
      return provider.getList(resource, { ...params, filter: { ...params.filter, [params.target]: params.id } });
    },
    async create(resource, params) {
      const { json } = await request('POST', resource, params.data);
      return { data: withId(resource, json as Record<string, unknown>) };
    },
    async update(resource, params) {
      const { json } = await request('PUT', one(resource, params.id), params.data);
      return { data: withId(resource, json as Record<string, unknown>) };
    },
    async updateMany(resource, params) {
      await Promise.all(params.ids.map((id) => request('PUT', one(resource, id), params.data)));
      return { data: params.ids };
    },
    async delete(resource, params) {
      const { json } = await request('DELETE', one(resource, params.id));
      return { data: withId(resource, json as Record<string, unknown>) };
    },
    async deleteMany(resource, params) {
      await Promise.all(params.ids.map((id) => request('DELETE', one(resource, id))));
      return { data: params.ids };
    },
  } as DataProvider;
  return { ...provider, dashboard: async () => (await request('GET', 'dashboard')).json as AdminDashboard };
}

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A WordPress error as ra-core's HttpError; `body.errors` maps each named parameter to the server's message about it. */
export function httpError(status: number, json: unknown): HttpError {
  const error = (json && typeof json === 'object' ? json : {}) as WpError;
  const params = error.data?.params;
  const errors = params && typeof params === 'object' ? { ...params } : undefined;
  return new HttpError(error.message ?? `HTTP ${status}`, status, { ...error, ...(errors ? { errors } : {}) });
}
