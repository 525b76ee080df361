// The tests' way into the local D1 and R2 (tests/support/bridge): a Worker inside workerd that runs
// what the API under test asks of its bindings, one HTTP exchange per query. Tests call it with
// Miniflare's dispatchFetch, which is asynchronous; the platform proxy it replaces answered every
// prepare() and bind() through a blocking cross-thread call that lost answers on a busy machine.

const fromWire = (value) =>
  value !== null && typeof value === 'object' && '$bytes' in value ? Uint8Array.from(atob(value.$bytes), (c) => c.charCodeAt(0)) : value;

function statementOf(db, { sql, params }) {
  const prepared = db.prepare(sql);
  return params.length > 0 ? prepared.bind(...params.map(fromWire)) : prepared;
}

async function query(binding, ask) {
  const db = ask.session === undefined ? binding : binding.withSession(ask.session);
  let result;
  if (ask.op === 'batch') result = await db.batch(ask.statements.map((s) => statementOf(db, s)));
  else if (ask.op === 'exec') result = await binding.exec(ask.sql);
  else if (ask.op === 'first')
    result = ask.column === undefined ? await statementOf(db, ask).first() : await statementOf(db, ask).first(ask.column);
  else if (ask.op === 'raw') result = await statementOf(db, ask).raw({ columnNames: ask.columnNames === true });
  else if (ask.op === 'all') result = await statementOf(db, ask).all();
  else if (ask.op === 'run') result = await statementOf(db, ask).run();
  else throw new Error(`bridge: no D1 operation ${ask.op}`);
  return { result: result ?? null, bookmark: ask.session === undefined ? null : db.getBookmark() };
}

const about = (object) => ({
  key: object.key,
  version: object.version,
  size: object.size,
  etag: object.etag,
  httpEtag: object.httpEtag,
  uploaded: object.uploaded.toISOString(),
  httpMetadata: object.httpMetadata ?? {},
  customMetadata: object.customMetadata ?? {},
});

async function bucketCall(bucket, url, request) {
  const key = url.searchParams.get('key');
  switch (url.searchParams.get('op')) {
    case 'put': {
      const options = JSON.parse(request.headers.get('x-bridge-options') ?? '{}');
      return Response.json(about(await bucket.put(key, await request.arrayBuffer(), options)));
    }
    case 'get': {
      const object = await bucket.get(key);
      if (object === null) return new Response(null, { status: 404 });
      return new Response(object.body, { headers: { 'x-bridge-object': JSON.stringify(about(object)) } });
    }
    case 'head': {
      const object = await bucket.head(key);
      return object === null ? new Response(null, { status: 404 }) : Response.json(about(object));
    }
    case 'delete':
      await bucket.delete(await request.json());
      return new Response(null, { status: 204 });
    case 'list': {
      const listed = await bucket.list(await request.json());
      return Response.json({ ...listed, objects: listed.objects.map(about) });
    }
    default:
      throw new Error(`bridge: no R2 operation ${url.searchParams.get('op')}`);
  }
}

export default {
  async fetch(request, env) {
    const url = new URL(request.url);
    try {
      if (url.pathname === '/d1') return Response.json(await query(env.DB, await request.json()));
      const bucket = url.pathname.startsWith('/r2/') ? env[url.pathname.slice(4)] : undefined;
      if (bucket) return await bucketCall(bucket, url, request);
      return new Response(`bridge: nothing at ${url.pathname}`, { status: 404 });
    } catch (error) {
      return Response.json({ error: { name: error?.name ?? 'Error', message: String(error?.message ?? error) } }, { status: 500 });
    }
  },
};
