import { useEffect, useRef, type ReactNode } from 'react';

interface Props {
  open: boolean;
  /** the dialog closed itself (Escape) or was closed by the page */
  onClose: () => void;
  labelledBy: string;
  className?: string;
  /** false while something must finish first (placing the order): Escape does nothing */
  dismissable?: boolean;
  children: ReactNode;
}

/**
 * A native modal <dialog>: showModal() makes the rest of the page inert (focus stays inside), Escape
 * closes it, and the browser hands focus back to the button that opened it.
 */
export default function Modal({ open, onClose, labelledBy, className, dismissable = true, children }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      // showModal() focuses the first button; the dialog may name a better one (Proceed)
      dialog.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    } else if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className={`co-modal ${className ?? ''}`.trim()}
      aria-labelledby={labelledBy}
      onCancel={(e) => {
        if (!dismissable) e.preventDefault();
      }}
      onClose={() => {
        if (open) onClose();
      }}
    >
      {children}
    </dialog>
  );
}
