/** The post-build trim of browser chunks (scripts/vite/lean-client-chunks.mjs): what it may take out, and what it must leave. */
import { describe, expect, it } from 'vitest';
import { leanChunk } from '../../scripts/vite/lean-client-chunks.mjs';

const HELPER = 'import{_ as v}from"./preload-helper.BlTxHScW.js";';

describe('leanChunk', () => {
  it('turns a preload call with nothing to fetch into a plain import() and drops the unused helper', () => {
    const code = `${HELPER}const m=()=>{u??=v(()=>import("./gallery-swiper.BWexmAhc.js"),[]).then(x)};`;
    expect(leanChunk(code).code).toBe('const m=()=>{u??=import("./gallery-swiper.BWexmAhc.js").then(x)};');
  });

  it('reads a helper imported under its own name too', () => {
    const code = 'import{_}from"./preload-helper.BlTxHScW.js";const f=()=>_(()=>import("./QuantityStepper.Emo9KJ4c.js"),[]);';
    expect(leanChunk(code).code).toBe('const f=()=>import("./QuantityStepper.Emo9KJ4c.js");');
  });

  it("drops the helper when its name only appears as another import's name (`_ as g`)", () => {
    const code =
      'import{_}from"./preload-helper.bFjQlsqE.js";import{r as o,_ as g}from"./shop-core.js";const f=()=>_(()=>import("./QuantityStepper.js"),[]),O=o.lazy(f);';
    expect(leanChunk(code).code).toBe('import{r as o,_ as g}from"./shop-core.js";const f=()=>import("./QuantityStepper.js"),O=o.lazy(f);');
  });

  it('keeps a preload call that still has CSS to fetch, and the helper with it', () => {
    const code = `${HELPER}const f=()=>v(()=>import("./AddressForm.js"),__vite__mapDeps([0,1]));const g=()=>v(()=>import("./b.js"),[]);`;
    expect(leanChunk(code).code).toBe(
      `${HELPER}const f=()=>v(()=>import("./AddressForm.js"),__vite__mapDeps([0,1]));const g=()=>import("./b.js");`,
    );
  });

  it("does not mistake another name ending in the helper's for it", () => {
    const code = `${HELPER}const $v=1;av(()=>import("./x.js"),[]);$v(()=>import("./y.js"),[]);v(()=>import("./z.js"),__vite__mapDeps([0]));`;
    expect(leanChunk(code).code).toBe(code);
  });

  it('moves license headers out and drops empty-css markers', () => {
    const license = '/**\n * @license React\n * react.production.js\n */';
    const { code, licenses } = leanChunk(`var a=1;${license}var b=2;/* empty css                        */var c=3;/* a note */`);
    expect(code).toBe('var a=1;var b=2;var c=3;/* a note */');
    expect(licenses).toEqual([license]);
  });
});
