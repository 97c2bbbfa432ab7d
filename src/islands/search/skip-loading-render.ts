import { useEffect } from 'react';
import { useInstantSearchContext } from 'react-instantsearch';

type Search = {
  status: string;
  scheduleRender: ((shouldResetStatus?: boolean) => void) & { wait: () => Promise<void>; cancel: () => void };
};

/**
 * InstantSearch without its render of every widget as a search starts (status 'loading', the previous answer).
 *
 * Why: it renders all its widgets twice a search, as the search starts and with the answer. The embedded engine
 * answers a few milliseconds later in the same task, so the first render was never seen, yet it cost as much of a
 * slowed phone's main thread as the second, between the shopper's input and the new results
 * (see docs/decisions.md, Search paints the shopper's input first).
 * A slow answer is still shown as one: after stalledSearchDelay (200 ms) InstantSearch renders 'stalled', which
 * the results read as searching. Errors and answers render as before.
 *
 * InstantSearch asks for that render with scheduleRender(false) right after setting status 'loading'; only that
 * call is dropped (the error path also passes false, with status 'error'). scheduleRender is InstantSearch's own
 * instance field, so tests/component/search/skip-loading-render.test.tsx pins the behaviour to the installed version.
 */
export function skipLoadingRender({ instantSearchInstance }: { instantSearchInstance: unknown }) {
  const search = instantSearchInstance as Search;
  const schedule = search.scheduleRender;
  return {
    $$type: 'dealer-sites.skipLoadingRender',
    subscribe() {
      search.scheduleRender = Object.assign(
        (shouldResetStatus?: boolean) => {
          if (shouldResetStatus === false && search.status === 'loading') return;
          schedule(shouldResetStatus);
        },
        { wait: () => schedule.wait(), cancel: () => schedule.cancel() },
      );
    },
    unsubscribe() {
      search.scheduleRender = schedule;
    },
    onStateChange() {},
    started() {},
  };
}

/** Installs skipLoadingRender on the InstantSearch around it (without subscribing to its renders). */
export function useSkipLoadingRender(): void {
  const search = useInstantSearchContext();
  useEffect(() => {
    search.use(skipLoadingRender as never);
    return () => {
      search.unuse(skipLoadingRender as never);
    };
  }, [search]);
}
