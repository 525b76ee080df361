/**
 * The header's search box (HeaderSearch.astro): an empty search is not sent, and the suggestions'
 * code is fetched on the first focus or keystroke, not with the page.
 */
export function wakeSuggestions(): void {
  const form = document.querySelector<HTMLFormElement>('form[data-suggest]');
  const input = form?.querySelector('input');
  if (!form || !input) return;
  form.addEventListener('submit', (e) => {
    if (!input.value.trim()) e.preventDefault();
  });
  let loading = false;
  const wake = () => {
    if (loading) return;
    loading = true;
    // offline for a moment: the form still submits; try again on the next focus
    import('./suggest').then(
      (m) => m.startSuggestions(form, input),
      () => (loading = false),
    );
  };
  input.addEventListener('focus', wake);
  input.addEventListener('input', wake);
}
