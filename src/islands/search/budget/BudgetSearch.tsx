import { useEffect, useId, useState, type MouseEvent } from 'react';
import { useStore } from '@nanostores/react';
import {
  appendBudgetToUrl,
  appendPriceRangeToUrl,
  budgetCountState,
  budgetEstimate,
  budgetSearchState,
  budgetSortedUrl,
  BUDGET_DEFAULTS,
  capBudget,
  type BudgetFrequency,
} from '../../../domain/budget';
import { formatMoney } from '../../../domain/pricing';
import { nounForBodies } from '../../../domain/stock-noun';
import { BUDGET_SLIDER, moveThumb, rangeRefinement, type Range } from '../../../domain/sliders';
import { RangeSlider } from '../ui/RangeSlider';
import type { SearchTransport } from '../../../search/client';
import type { PathPreset } from '../../../search/routing';
import { $liveSearch } from '../../../stores/search-results';
import { bodySearchUrl, priceSpan, type BudgetPrices } from './budget-url';
import { MoneyInput } from './MoneyInput';
import { useCarCount } from './use-car-count';
import './budget.css';

export type BodyTile = { label: string; count: number };

type Props = {
  searchPath: string;
  /** 4 body types, or up to 20 from a custom list. */
  bodies: BodyTile[];
  prices: BudgetPrices;
  /** 'Car' (or 'Caravan'...) for '0 {car type}s Found'. */
  noun: string;
  /** Each body type's noun ('Naked' -> 'Motorcycle'), so a choice of one kind of vehicle reads right. */
  bodyNouns?: Record<string, string>;
  quickPicks: number[];
  /** The search the page's island runs, for the live 'Show me N cars' count. */
  transport: SearchTransport;
  preset: PathPreset;
  priceAscExcludesZero: boolean;
};

/** The filters the shopper has on: the search island's current search once it has answered, else the address bar's. */
function currentQuery(): string {
  const live = $liveSearch.get();
  return live ? new URL(live.url, window.location.origin).search : window.location.search;
}

/** A search that would find nothing: its button disabled, and why (a budget too low, or no car the filters leave). */
function NoSearch({ label, notice }: { label: string; notice: string | null }) {
  return (
    <div role="status">
      <button type="button" className="btn" disabled>
        {label}
      </button>
      <p className="bd-notice">{notice}</p>
    </div>
  );
}

/** 'Find cars for your budget': by repayment (estimate) or by price range, both ending on the search page. */
// eslint-disable-next-line max-lines-per-function -- its two tabs (by repayment, by price) share the car types chosen, the live count and the link they both end on
export default function BudgetSearch({
  searchPath,
  bodies,
  prices,
  noun: stockNoun,
  bodyNouns = {},
  quickPicks,
  transport,
  preset,
  priceAscExcludesZero,
}: Props) {
  const [mode, setMode] = useState<'repayment' | 'price'>('repayment');
  const ids = useId();
  const [chosen, setChosen] = useState<string[]>([]);
  const [frequency, setFrequency] = useState<BudgetFrequency>('weekly');
  const [repayment, setRepayment] = useState<number>(BUDGET_DEFAULTS.repayment.weekly);
  const [deposit, setDeposit] = useState<number>(BUDGET_DEFAULTS.deposit);
  const [range, setRange] = useState<Range>({ min: BUDGET_SLIDER.min, max: BUDGET_SLIDER.max });
  const span = priceSpan(prices, chosen);
  const noun = nounForBodies(chosen, bodyNouns, stockNoun);
  const budget = budgetEstimate(repayment, deposit, frequency);
  const state = budgetSearchState(budget, span?.min, noun);
  const base = bodySearchUrl(searchPath, chosen);
  // Capped at the dearest car in the current results (chosen body types only narrow them further, so their
  // build-time maximum caps too); before any live results, the build's figure for the chosen bodies.
  const toBudget = (url: string, currentMax?: number) => {
    const caps = [currentMax, span?.max].filter((n): n is number => typeof n === 'number' && n > 0);
    return appendBudgetToUrl(url, capBudget(budget, caps.length ? Math.min(...caps) : null));
  };
  // A thumb at its end is no limit: both at the ends search every car, the unpriced ones too (no price filter).
  const toPriceRange = (url: string) => budgetSortedUrl(appendPriceRangeToUrl(url, ...rangeRefinement(range, BUDGET_SLIDER)));
  const live = useStore($liveSearch);
  // The build renders the hrefs (they work without JS); once mounted they follow the page's current search, so
  // the filters the shopper set above stay on, and the cars that link finds are counted.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const target = (build: (url: string, currentMax?: number) => string) =>
    mounted ? build(bodySearchUrl(searchPath, chosen, currentQuery()), live?.priceMax ?? undefined) : build(base);
  const href = mode === 'repayment' ? target(toBudget) : target(toPriceRange);
  const counted = useCarCount(mounted && (mode === 'price' || state.enabled) ? href : null, transport, preset, {
    price_asc_excludes_zero: priceAscExcludesZero,
  });
  // With none in budget, the cars the current filters leave whatever the budget: none, and the budget is not to blame.
  const filtersOnly = mounted && counted.count === 0 ? bodySearchUrl(searchPath, chosen, currentQuery()) : null;
  const matching = useCarCount(filtersOnly, transport, preset, { price_asc_excludes_zero: priceAscExcludesZero });
  const shown =
    counted.count === null
      ? null
      : budgetCountState(counted.count, noun, { screen: mode, matchingFilters: matching.url === filtersOnly ? matching.count : null });
  // The address may have moved since this render (a filter's debounced write): the click takes the latest.
  const onFollow = (build: (url: string, currentMax?: number) => string) => (e: MouseEvent<HTMLAnchorElement>) => {
    e.currentTarget.href = build(bodySearchUrl(searchPath, chosen, currentQuery()), $liveSearch.get()?.priceMax ?? undefined);
  };
  const button = (label: string, build: (url: string, currentMax?: number) => string) =>
    shown && !shown.enabled ? (
      <NoSearch label={shown.label} notice={shown.notice} />
    ) : (
      <a className="btn" href={href} onClick={onFollow(build)} aria-busy={counted.pending || undefined} data-counted={shown ? 'true' : undefined}>
        {shown ? shown.label : label}
      </a>
    );
  const toggle = (b: string) => setChosen((c) => (c.includes(b) ? c.filter((x) => x !== b) : [...c, b]));
  const changeFrequency = (f: BudgetFrequency) => {
    setFrequency(f);
    setRepayment(BUDGET_DEFAULTS.repayment[f]);
  };
  return (
    <div className="bd">
      <h2 id="budget-title">Find cars for your budget</h2>
      {bodies.length > 0 && (
        <fieldset className="bd-bodies">
          <legend>Select your preferred car types</legend>
          <ul role="list">
            {bodies.map((b) => (
              <li key={b.label}>
                <button type="button" className="card bd-tile" aria-pressed={chosen.includes(b.label)} onClick={() => toggle(b.label)}>
                  <span className="bd-tile-name">{b.label}</span>
                  <span className="muted">{b.count} in stock</span>
                </button>
              </li>
            ))}
          </ul>
        </fieldset>
      )}
      {/* Both tabs control the one panel, whose content follows the chosen tab (a tab needs its tabpanel). */}
      <div className="bd-tabs" role="tablist" aria-label="Budget by">
        <button
          type="button"
          role="tab"
          id={`${ids}-repayment`}
          aria-controls={`${ids}-panel`}
          aria-selected={mode === 'repayment'}
          onClick={() => setMode('repayment')}
        >
          By repayment
        </button>
        <button type="button" role="tab" id={`${ids}-price`} aria-controls={`${ids}-panel`} aria-selected={mode === 'price'} onClick={() => setMode('price')}>
          By price
        </button>
      </div>
      {mode === 'repayment' ? (
        <div role="tabpanel" className="bd-panel" id={`${ids}-panel`} aria-labelledby={`${ids}-${mode}`}>
          <fieldset className="bd-freq">
            <legend>Repayment frequency</legend>
            {(['weekly', 'monthly'] as const).map((f) => (
              <label key={f}>
                <input type="radio" name="bd-freq" checked={frequency === f} onChange={() => changeFrequency(f)} /> {f === 'weekly' ? 'Weekly' : 'Monthly'}
              </label>
            ))}
          </fieldset>
          <MoneyInput id="bd-repayment" label={frequency === 'weekly' ? 'Weekly repayment' : 'Monthly repayment'} value={repayment} onChange={setRepayment} />
          <MoneyInput id="bd-deposit" label="Deposit" value={deposit} onChange={setDeposit} quickPicks={quickPicks} />
          <p className="bd-estimate">
            Estimated budget <strong data-testid="budget-estimate">{formatMoney(budget)}</strong>
          </p>
          {state.enabled ? button(`Search ${noun.toLowerCase()}s in budget`, toBudget) : <NoSearch label={state.countLabel} notice={state.notice} />}
        </div>
      ) : (
        <div role="tabpanel" className="bd-panel" id={`${ids}-panel`} aria-labelledby={`${ids}-${mode}`}>
          <RangeSlider
            title="Price range"
            bounds={{ min: BUDGET_SLIDER.min, max: BUDGET_SLIDER.max }}
            value={range}
            step={BUDGET_SLIDER.step}
            format={formatMoney}
            onMove={(thumb, v) => {
              const moved = moveThumb('budget', range, thumb, v, { min: BUDGET_SLIDER.min, max: BUDGET_SLIDER.max });
              if (moved.ignored) console.warn(`Budget slider: ${v} is outside the range, ignored`);
              else setRange(moved.range);
            }}
          />
          {button(`Show ${noun.toLowerCase()}s`, toPriceRange)}
        </div>
      )}
    </div>
  );
}
