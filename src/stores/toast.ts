import { atom } from 'nanostores';

/*
 * The one toast on screen (spec: toast limit 1, a new toast replaces the one showing). State only: whoever
 * shows a toast sets it here, src/islands/vehicle/Toasts.tsx renders it and clears it after 5 s.
 */
export type Toast = { id: number; title: string; message: string; action: { label: string; href: string } | null };

export const $toast = atom<Toast | null>(null);
let toastSeq = 0;

export function showToast(t: Omit<Toast, 'id'>): void {
  $toast.set({ ...t, id: ++toastSeq });
}

export function dismissToast(): void {
  $toast.set(null);
}
