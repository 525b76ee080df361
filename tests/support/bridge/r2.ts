/**
 * An R2Bucket for tests in Node that reaches the local R2 through the bridge Worker
 * (bridge-worker.js) with asynchronous exchanges only: put, get, head, delete and list, what the
 * API's photo services and their tests use.
 */
type Fetch = (path: string, init?: RequestInit) => Promise<Response>;

type About = {
  key: string;
  version: string;
  size: number;
  etag: string;
  httpEtag: string;
  uploaded: string;
  httpMetadata: R2HTTPMetadata;
  customMetadata: Record<string, string>;
};

function objectOf(about: About) {
  return {
    ...about,
    uploaded: new Date(about.uploaded),
    writeHttpMetadata(headers: Headers) {
      const m = about.httpMetadata;
      if (m.contentType) headers.set('content-type', m.contentType);
      if (m.cacheControl) headers.set('cache-control', m.cacheControl);
      if (m.contentDisposition) headers.set('content-disposition', m.contentDisposition);
      if (m.contentEncoding) headers.set('content-encoding', m.contentEncoding);
      if (m.contentLanguage) headers.set('content-language', m.contentLanguage);
    },
  };
}

async function bytesOf(value: unknown): Promise<ArrayBuffer | string | null> {
  if (value === null || typeof value === 'string' || value instanceof ArrayBuffer) return value;
  if (ArrayBuffer.isView(value)) return new Uint8Array(value.buffer, value.byteOffset, value.byteLength).slice().buffer;
  return new Response(value as ReadableStream | Blob).arrayBuffer();
}

async function answered(res: Response): Promise<Response> {
  if (res.status !== 500) return res;
  const { error } = (await res.json()) as { error: { message: string } };
  throw new Error(error.message);
}

export function bridgedR2(fetchBridge: Fetch, binding: string): R2Bucket {
  const call = async (op: string, key: string | null, init?: RequestInit) => {
    const query = new URLSearchParams({ op, ...(key === null ? {} : { key }) });
    return answered(await fetchBridge(`/r2/${binding}?${query}`, { method: 'POST', ...init }));
  };
  const bucket = {
    async put(key: string, value: unknown, options: R2PutOptions = {}) {
      const res = await call('put', key, { body: await bytesOf(value), headers: { 'x-bridge-options': JSON.stringify(options) } });
      return objectOf((await res.json()) as About);
    },
    async get(key: string) {
      const res = await call('get', key);
      if (res.status === 404) return null;
      const bytes = await res.arrayBuffer();
      const about = JSON.parse(res.headers.get('x-bridge-object')!) as About;
      return {
        ...objectOf(about),
        body: new Response(bytes).body!,
        bodyUsed: false,
        arrayBuffer: async () => bytes,
        text: async () => new TextDecoder().decode(bytes),
        json: async () => JSON.parse(new TextDecoder().decode(bytes)) as unknown,
        blob: async () => new Blob([bytes]),
      };
    },
    async head(key: string) {
      const res = await call('head', key);
      return res.status === 404 ? null : objectOf((await res.json()) as About);
    },
    async delete(keys: string | string[]) {
      await call('delete', null, { body: JSON.stringify(keys) });
    },
    async list(options: R2ListOptions = {}) {
      const listed = (await (await call('list', null, { body: JSON.stringify(options) })).json()) as { objects: About[] };
      return { ...listed, objects: listed.objects.map(objectOf) };
    },
  };
  return bucket as unknown as R2Bucket;
}
