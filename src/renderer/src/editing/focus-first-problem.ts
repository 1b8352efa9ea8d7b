/**
 * After a refused save, the focus goes to the first field at fault (which
 * may be scrolled out of sight in a long form), so its problem is read out
 * with it; a problem of the whole form is announced where it shows.
 */
export function focusFirstProblem(form: HTMLElement | undefined): void {
  form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}
