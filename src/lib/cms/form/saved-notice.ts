/**
 * "Saved — goes live when published" after every save (issue 33: Create ended on an empty Add
 * form and Save said nothing). Keystatic saves in local mode with one POST to /api/keystatic/update,
 * in GitHub mode with one GraphQL createCommitOnBranch, and offers no hook after either, so the
 * editor's page watches those requests and shows the note itself.
 * Runs only in the editor's browser page (keystatic.config.ts is bundled into it).
 */
export const SAVED_WORDS = 'Saved — goes live when published';
export const DELETED_WORDS = 'Deleted — goes off the store when published';

/** Keystatic's page has no place for the editor's own notes and links: they float over a corner. */
const NOTE_STYLE = {
  right: '24px',
  bottom: '24px',
  margin: '0',
  padding: '12px 16px',
  background: '#0f5132',
  color: 'white',
  borderRadius: '8px',
  font: '600 15px system-ui, sans-serif',
  boxShadow: '0 4px 16px rgba(0,0,0,.2)',
};
const STEPS_STYLE = { left: '16px', bottom: '16px', display: 'flex', gap: '8px', font: '600 14px system-ui, sans-serif' };

/** False (and `then` queued for DOMContentLoaded) while the editor's script runs before the page has a body. */
function bodyReady(then: () => void): boolean {
  if (document.body) return true;
  addEventListener('DOMContentLoaded', then, { once: true });
  return false;
}

/** The editor's element of this id, made and pinned over the page the first time (`made` says so). */
function cornerBox(tag: 'p' | 'nav', id: string, [attr, value]: [string, string], style: object): { box: HTMLElement; made: boolean } {
  const found = document.getElementById(id);
  if (found) return { box: found, made: false };
  const box = document.createElement(tag);
  box.id = id;
  box.setAttribute(attr, value);
  Object.assign(box.style, { position: 'fixed', zIndex: '1000', ...style });
  document.body.appendChild(box);
  return { box, made: true };
}

function show(kind: 'saved' | 'deleted'): void {
  if (!bodyReady(() => show(kind))) return;
  const note = cornerBox('p', 'haat-saved-note', ['role', 'status'], NOTE_STYLE).box;
  note.textContent = kind === 'saved' ? SAVED_WORDS : DELETED_WORDS;
  note.hidden = false;
  clearTimeout(Number(note.dataset.timer));
  note.dataset.timer = String(window.setTimeout(() => (note.hidden = true), 8000));
}

/** The entry a save writes or deletes, from the request Keystatic sends (its paths in the project). */
interface SaveRecord {
  kind: 'saved' | 'deleted';
  collection: string;
  slug: string;
  at: number;
}
const FOLDERS: Record<string, string> = { festivals: 'festivals', 'home-slides': 'homeSlides', 'ad-tiles': 'adTiles' };
const KEY = 'haat-last-save';

type FileChanges = { additions?: Array<{ path: string }>; deletions?: Array<{ path: string }> };

/** A local-mode save's body is the file changes themselves. */
export function saveRecord(body: string, at: number): SaveRecord | undefined {
  try {
    return recordOf(JSON.parse(body) as FileChanges, at);
  } catch {
    return undefined;
  }
}

/** A GitHub-mode save is a GraphQL createCommitOnBranch whose input carries the file changes. */
export function githubSaveRecord(body: string, at: number): SaveRecord | undefined {
  try {
    const { query, variables } = JSON.parse(body) as { query?: string; variables?: { input?: { fileChanges?: FileChanges } } };
    const changes = variables?.input?.fileChanges;
    return query?.includes('createCommitOnBranch') && changes ? recordOf(changes, at) : undefined;
  } catch {
    return undefined;
  }
}

function recordOf({ additions = [], deletions = [] }: FileChanges, at: number): SaveRecord | undefined {
  const entry = (list: Array<{ path: string }>) =>
    list.map((a) => /^src\/content\/(festivals|home-slides|ad-tiles)\/([^/]+)\.(md|json)$/.exec(a.path)).find(Boolean);
  const added = entry(additions);
  const deleted = entry(deletions);
  const m = added ?? deleted;
  if (!m) return undefined;
  return { kind: added ? 'saved' : 'deleted', collection: FOLDERS[m[1]!]!, slug: m[2]!, at };
}

/**
 * Where the editor should be after a save that reloaded the page: the dev server reloads the
 * editor when a content file changes, often before Keystatic has moved on from the Add form (an
 * empty Add form after Create) or off a deleted entry ("Entry not found").
 */
export function placeAfterSave(path: string, r: SaveRecord): string | undefined {
  const base = `/keystatic/collection/${r.collection}`;
  if (r.kind === 'saved' && path === `${base}/create`) return `${base}/item/${encodeURIComponent(r.slug)}`;
  if (r.kind === 'deleted' && path === `${base}/item/${encodeURIComponent(r.slug)}`) return base;
  return undefined;
}

/**
 * Marketing's next steps after saving, always in view in the editor (Keystatic's own menu lists only
 * the collections): the pages beside it, src/lib/cms/editor-pages (issue 33).
 */
function showNextSteps(): void {
  if (!bodyReady(showNextSteps)) return;
  const { box: nav, made } = cornerBox('nav', 'haat-next-steps', ['aria-label', 'Preview, publish, history and calendar'], STEPS_STYLE);
  if (!made) return;
  for (const [href, words] of [
    ['/editor/preview', 'Preview on a day'],
    ['/editor/publish', 'Publish'],
    ['/editor/history', 'History'],
    ['/editor/calendar', 'Calendar'],
  ] as const) {
    const a = document.createElement('a');
    a.href = href;
    a.textContent = words;
    Object.assign(a.style, { padding: '8px 12px', borderRadius: '8px', background: '#0c831f', color: 'white', textDecoration: 'none' });
    nav.appendChild(a);
  }
}

export function watchSaves(): void {
  if (typeof window === 'undefined' || (window as { haatSaves?: boolean }).haatSaves) return;
  (window as { haatSaves?: boolean }).haatSaves = true;
  showNextSteps();
  const last = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as SaveRecord | null;
  if (last && Date.now() - last.at < 15_000) {
    const place = placeAfterSave(location.pathname, last);
    if (place) {
      location.replace(place);
      return;
    }
    sessionStorage.removeItem(KEY);
    // the page may still be starting: show the note once the body is there
    queueMicrotask(() => show(last.kind));
  }
  const fetchBefore = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const post = (init?.method ?? 'GET').toUpperCase() === 'POST' && typeof init?.body === 'string' ? init.body : undefined;
    const local = post !== undefined && /\/api\/keystatic\/update$/.test(url);
    const github = post !== undefined && /\/graphql$/.test(url);
    // noted before the answer: the reload the write causes can come before it
    const record = local ? saveRecord(post, Date.now()) : github ? githubSaveRecord(post, Date.now()) : undefined;
    if (record) sessionStorage.setItem(KEY, JSON.stringify(record));
    const response = await fetchBefore(input, init);
    const saved = record !== undefined && response.ok && (local || (await committed(response)));
    if (record && !saved) sessionStorage.removeItem(KEY);
    // kept a moment after the answer too: the reload may come just after it, and should say it again
    if (record && saved) show(record.kind);
    return response;
  };
}

/** GitHub answers a refused commit (a moved branch, no access) with 200 and no commit in `data`. */
async function committed(response: Response): Promise<boolean> {
  try {
    const answer = (await response.clone().json()) as { data?: { createCommitOnBranch?: unknown } };
    return Boolean(answer.data?.createCommitOnBranch);
  } catch {
    return false;
  }
}
