import connectRefinementList, { type RefinementListConnector } from 'instantsearch.js/es/connectors/refinement-list/connectRefinementList.js';
import { useConnector, type UseRefinementListProps } from 'react-instantsearch';

type RenderOptions = { results?: unknown; state?: unknown };
/** The parts of an InstantSearch widget this touches. */
type RenderingWidget = {
  getWidgetRenderState: (options: RenderOptions) => unknown;
  getRenderState: (renderState: unknown, options: RenderOptions) => unknown;
  render: (options: RenderOptions) => void;
  init: (options: RenderOptions) => void;
};

/**
 * InstantSearch's refinement list with its facet values worked out once per answer instead of twice.
 *
 * Why: on each answer InstantSearch asks every widget for its render state (getRenderState) and then renders it
 * (render), and the refinement list computes its values (sorted, formatted, limited) in both. With a dozen facet
 * lists those values were about a quarter of a slowed phone's work between the search's answer and React's render
 * (a page change traced at 4x), half of it repeated (see docs/decisions.md, Search paints the shopper's input first).
 * The value computed for getRenderState is handed to the render right after it when both see the same answer and search
 * state; any other render (show more / fewer, a search for facet values) computes afresh.
 */
export const connectRefinementListOncePerRender: RefinementListConnector = (renderFn, unmountFn) => {
  const create = connectRefinementList(renderFn, unmountFn);
  return (widgetParams) => computedOncePerRender(create(widgetParams));
};

function computedOncePerRender<W extends object>(widget: W): W {
  const own = widget as W & RenderingWidget;
  let asking = false;
  let kept: { options: RenderOptions; value: unknown } | null = null;
  const once: RenderingWidget = {
    getWidgetRenderState(options) {
      if (!asking && kept && options.results && kept.options.results === options.results && kept.options.state === options.state) {
        const { value } = kept;
        kept = null;
        return value;
      }
      const value = own.getWidgetRenderState.call(this, options);
      kept = asking ? { options, value } : null;
      return value;
    },
    getRenderState(renderState, options) {
      asking = true;
      try {
        return own.getRenderState.call(this, renderState, options);
      } finally {
        asking = false;
      }
    },
    render(options) {
      try {
        own.render.call(this, options);
      } finally {
        kept = null;
      }
    },
    // InstantSearch asks for the render state before init too; nothing of that is handed on.
    init(options) {
      kept = null;
      own.init.call(this, options);
    },
  };
  return { ...widget, ...once };
}

/** useRefinementList of react-instantsearch, on the connector above. */
export function useRefinementList(props: UseRefinementListProps) {
  return useConnector(connectRefinementListOncePerRender, props);
}
