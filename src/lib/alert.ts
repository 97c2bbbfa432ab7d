/*
 * The spec's error catalogue asks for "a browser alert with the error message" in a few places (watchlist
 * failures, the PDF download, a lead the API refused). They all go through here, so the wording, the
 * no-alert environments (server rendering, embedded webviews without dialogs) and tests have one place.
 */
export function alertShopper(message: string): void {
  if (typeof window === 'undefined' || typeof window.alert !== 'function') return;
  try {
    window.alert(message);
  } catch (err) {
    // Some webviews throw on dialogs: the page's own error text still tells the shopper.
    console.error('alert', err);
  }
}
