/**
 * The filter form beside a product grid (/shop and /search), with scripts on: the sort select that
 * sits by the grid (form="…") and the Apply button apply through `go` with a clean URL, and on a phone
 * the "Filter" button opens and closes the form. Each page decides which field changes apply at once.
 */
export function wireFilterForm(form: HTMLFormElement | null, toggle: HTMLButtonElement | null, go: () => void): void {
  if (form) {
    document.querySelectorAll(`select[form="${form.id}"]`).forEach((el) => el.addEventListener('change', go));
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      go();
    });
  }
  toggle?.addEventListener('click', () => {
    const open = toggle.getAttribute('aria-expanded') !== 'true';
    toggle.setAttribute('aria-expanded', String(open));
    form?.classList.toggle('is-open', open);
  });
}
