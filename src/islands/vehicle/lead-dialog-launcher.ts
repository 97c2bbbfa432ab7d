import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import type { LeadCar, LeadSite } from '../../api/lead-payload';

/*
 * Opens the enquiry or test-drive dialog from a plain sidebar link. Loaded only on the first click (the sidebar
 * stays static HTML, so none of the form code counts towards the page's JavaScript before interaction); the
 * link's own href is the no-JavaScript fallback.
 */
export type LeadDialogKind = 'enquiry' | 'test_drive';
export type LeadDialogProps = {
  site: LeadSite;
  car: LeadCar;
  locations: { id: string; name: string }[];
  enquireLabel: string;
  testDriveDisclaimer?: string | null;
};

let root: Root | null = null;
let opened = 0;

export async function openLeadDialog(kind: LeadDialogKind, props: LeadDialogProps): Promise<void> {
  const { default: Component } =
    kind === 'enquiry'
      ? ((await import('../forms/EnquiryDialog')) as { default: (p: object) => unknown })
      : ((await import('../forms/TestDriveDialog')) as { default: (p: object) => unknown });
  if (!root) {
    const host = document.createElement('div');
    host.className = 'vd-dialog-host';
    document.body.append(host);
    root = createRoot(host);
  }
  // A new key each time: the dialog mounts open again even after the shopper closed the previous one.
  const common = { key: `${kind}-${++opened}`, site: props.site, car: props.car, initialOpen: true, showButton: false, source: 'vehicle-sidebar' };
  const extra = kind === 'enquiry' ? { buttonLabel: props.enquireLabel } : { locations: props.locations, disclaimer: props.testDriveDisclaimer ?? null };
  root.render(createElement(Component as never, { ...common, ...extra }));
}
