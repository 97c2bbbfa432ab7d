import { atom } from 'nanostores';

/*
 * The one toast on screen (spec: toast limit 1, a new toast replaces the one showing). State only: whoever
 * shows a toast sets it here, src/islands/vehicle/Toasts.tsx renders it and clears it after its duration (5 s unless the toast says).
 */
export type Toast = {
  id: number;
  title: string;
  message: string;
  action: { label: string; href: string } | null;
  /** How long it stays, ms; the default is Toasts' TOAST_MS (copy to clipboard: 3 s, spec). */
  durationMs?: number;
};

export const $toast = atom<Toast | null>(null);
let toastSeq = 0;

export function showToast(t: Omit<Toast, 'id'>): void {
  $toast.set({ ...t, id: ++toastSeq });
}

export function dismissToast(): void {
  $toast.set(null);
}
