/*
 * One replaceable analytics dispatcher. Every island reports through track(); by default events go to a
 * dataLayer array (what Google Tag Manager and most tag managers read). A dealer can swap the sink for anything.
 */
export type AnalyticsData = Record<string, unknown>;
export type AnalyticsSink = (eventId: number | string, data: AnalyticsData) => void;

declare global {
  interface Window { dataLayer?: unknown[] }
}

const dataLayerSink: AnalyticsSink = (eventId, data) => {
  if (typeof window === 'undefined') return;
  (window.dataLayer ??= []).push({ event: `dealer_event_${eventId}`, event_id: eventId, ...data });
};

let sink: AnalyticsSink = dataLayerSink;

/** Replace where events go (pass nothing to restore the dataLayer sink). */
export function setAnalyticsSink(next?: AnalyticsSink): void {
  sink = next ?? dataLayerSink;
}

/** Report an event by the spec's id (4, 18, 25, 26, 39, 49, form types 14/15/17/48) or a named pixel event. */
export function track(eventId: number | string, data: AnalyticsData = {}): void {
  try {
    sink(eventId, data);
  } catch (err) {
    // Analytics must never break the page.
    console.error('analytics', err);
  }
}
