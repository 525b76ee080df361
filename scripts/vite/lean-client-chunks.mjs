/**
 * Bytes Vite leaves in browser chunks that do nothing on a shopper's phone, taken out after Vite has
 * written the chunks (a Vite plugin, build only; astro.config.mjs). Budgets count the JS a page
 * loads before any interaction (BENCHMARKS.md), gzipped per file, so a few hundred bytes in every
 * page's shared chunks matter:
 *   - Vite wraps every dynamic import() in its preload helper, which fetches the imported chunk's CSS
 *     and modulepreloads its imports. With build.modulePreload false only CSS is left to fetch, and
 *     where there is none (the gallery's swiper, the shop's extra product cards) the list is `[]` and
 *     the wrapper does nothing, yet the helper costs 0.7 KB gz. modulePreload false alone does not
 *     drop it (vitejs/vite#18551, #13952), so those calls become plain import()s and a helper that
 *     nothing imports any more is not emitted;
 *   - React's @license headers (0.35 KB gz on every page) move to one file,
 *     /_astro/third-party-licenses.txt, that ships beside the chunks;
 *   - the `/* empty css *\/` markers Vite leaves where a CSS import was.
 */

// `import{_ as v}from…`, or `import{_}from…` when the chunk kept the helper's own name
const HELPER_IMPORT = /import\{(\w+)(?: as ([\w$]+))?\}from"\.\/(preload-helper\.[\w-]+\.js)";/;
const EMPTY_PRELOAD_CALL = String.raw`\(\(\)=>import\(("[^"]+")\),\[\]\)`;
const LICENSE_COMMENT = /\/\*(?:(?!\*\/)[\s\S])*@license(?:(?!\*\/)[\s\S])*\*\//g;
const EMPTY_CSS_MARKER = /\/\* empty css\s*\*\//g;
export const LICENSES_FILE = '_astro/third-party-licenses.txt';

/**
 * One chunk's code without those bytes, and the license texts taken out of it.
 * @param {string} code
 * @returns {{ code: string, licenses: string[] }}
 */
export function leanChunk(code) {
  const licenses = code.match(LICENSE_COMMENT) ?? [];
  let out = code.replace(LICENSE_COMMENT, '').replace(EMPTY_CSS_MARKER, '');
  const helper = HELPER_IMPORT.exec(out);
  if (helper) {
    // the helper's local name, not part of a longer identifier (minified names may hold $)
    const local = `(?<![\\w$])${(helper[2] ?? helper[1]).replace(/\$/g, '\\$')}(?![\\w$])`;
    out = out.replace(new RegExp(local + EMPTY_PRELOAD_CALL, 'g'), 'import($1)');
    // the helper is only ever called: a bare `_` elsewhere may be another import's name (`_ as g`)
    if (!new RegExp(local + String.raw`\s*\(`).test(out.replace(helper[0], ''))) out = out.replace(helper[0], '');
  }
  return { code: out, licenses };
}

/** @returns {import('vite').Plugin} */
export function leanClientChunks() {
  return {
    name: 'haat-lean-client-chunks',
    apply: 'build',
    generateBundle: {
      // after Vite's own import analysis has written each preload list
      order: 'post',
      handler(_options, bundle) {
        // the Worker's own bundle keeps its bytes; only what browsers download is trimmed
        if (this.environment?.config.consumer !== 'client') return;
        const chunks = Object.values(bundle).filter((o) => o.type === 'chunk');
        const licenses = new Set();
        for (const chunk of chunks) {
          const lean = leanChunk(chunk.code);
          chunk.code = lean.code;
          for (const text of lean.licenses) licenses.add(text);
        }
        for (const chunk of chunks) {
          const name = chunk.fileName.split('/').pop() ?? '';
          if (!/^preload-helper\./.test(name)) continue;
          // Rollup also hoists a bare `import"./preload-helper…";` into chunks that load one that used
          // it: that only fetches it early. Every chunk that still calls it imports it by name, so the
          // bare ones go (else a page whose calls were all made plain still fetches 0.7 KB gz for nothing)
          for (const c of chunks) c.code = c.code.replaceAll(`import"./${name}";`, '');
          if (!chunks.some((c) => c.code.includes(`/${name}"`))) delete bundle[chunk.fileName];
        }
        if (licenses.size > 0) this.emitFile({ type: 'asset', fileName: LICENSES_FILE, source: [...licenses].join('\n\n') + '\n' });
      },
    },
  };
}
