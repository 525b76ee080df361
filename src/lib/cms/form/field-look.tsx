/**
 * The look the festival form's own fields share, close to the editor's built-in ones: a label, a
 * hint, the input, and the refusal in plain words under it (red, announced to screen readers).
 */
import type { CSSProperties, ReactNode } from 'react';

/** The editor's own type (Keystatic sets it on its fields, not on the page), with a system fallback. */
export const editorType = 'var(--kui-typography-font-family-base, system-ui, sans-serif)';

export const box: CSSProperties = {
  fontFamily: editorType,
  fontSize: 14,
  padding: '6px 10px',
  border: '1px solid #c8c8cc',
  borderRadius: 6,
  minHeight: 32,
  boxSizing: 'border-box',
};

export function FieldFrame(props: { label: string; hint?: string; children: ReactNode }) {
  return (
    <div style={{ display: 'grid', gap: 6, fontFamily: editorType, color: 'var(--kui-color-foreground-neutral, #1d1d20)' }}>
      <span style={{ fontWeight: 500, fontSize: 14 }}>{props.label}</span>
      {props.hint ? <span style={{ fontSize: 13, color: '#5c5c66' }}>{props.hint}</span> : null}
      {props.children}
    </div>
  );
}

/** A refusal (Save is blocked) or a warning (the build will refuse; Save is not blocked). */
export function Verdict(props: { text: string | undefined; tone?: 'refusal' | 'warning' }) {
  if (!props.text) return null;
  const warning = props.tone === 'warning';
  return (
    <p
      role={warning ? 'status' : 'alert'}
      data-verdict={warning ? 'warning' : 'refusal'}
      style={{ margin: 0, fontSize: 13, color: warning ? '#7a4b00' : '#b3261e', background: warning ? '#fff4e0' : undefined }}
    >
      {props.text}
    </p>
  );
}
