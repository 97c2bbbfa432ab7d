import { useId, type KeyboardEvent } from 'react';
import type { Range } from '../../../domain/sliders';

type Props = {
  title: string;
  bounds: Range;
  value: Range;
  step: number;
  format: (n: number) => string;
  /** Called with the raw thumb position; the adapter applies the slider rules. */
  onMove: (thumb: 'min' | 'max', value: number) => void;
  /** Where one arrow-key press takes a thumb: always a different value unless at an end (keyboardStep). */
  keyStep?: (value: number, direction: 1 | -1) => number;
};

/** The two thumbs, one native range input each, alike but for the end of the range they set. */
const THUMBS = ['min', 'max'] as const;

const KEY_DIRECTION: Record<string, 1 | -1> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

/** Two-thumb range slider built from native range inputs (keyboard and screen-reader friendly). */
export function RangeSlider({ title, bounds, value, step, format, onMove, keyStep }: Props) {
  // Arrow keys move by the slider's rules, not the browser's step: its step rounded back under the
  // nearest-1000 rounding, so the thumb could not move by keyboard.
  const onKey = (thumb: 'min' | 'max') => (e: KeyboardEvent<HTMLInputElement>) => {
    const direction = KEY_DIRECTION[e.key];
    if (!keyStep || !direction) return;
    e.preventDefault();
    const next = keyStep(value[thumb], direction);
    if (next !== value[thumb]) onMove(thumb, next);
  };
  const id = useId();
  const disabled = bounds.max <= bounds.min;
  const span = bounds.max - bounds.min || 1;
  const left = ((value.min - bounds.min) / span) * 100;
  const right = ((value.max - bounds.min) / span) * 100;
  return (
    <fieldset className="sr-facet sr-range" aria-labelledby={`${id}-t`}>
      <legend id={`${id}-t`} className="sr-facet-title">
        {title}
      </legend>
      <p className="sr-range-values">
        <span>{format(value.min)}</span>
        <span>{format(value.max)}</span>
      </p>
      <div className="sr-range-track" style={{ ['--from' as string]: `${left}%`, ['--to' as string]: `${right}%` }}>
        {THUMBS.map((thumb) => (
          <input
            key={thumb}
            type="range"
            aria-label={`${thumb === 'min' ? 'Minimum' : 'Maximum'} ${title.toLowerCase()}`}
            min={bounds.min}
            max={bounds.max}
            step={step || 1}
            value={value[thumb]}
            disabled={disabled}
            aria-valuetext={format(value[thumb])}
            onChange={(e) => onMove(thumb, Number(e.currentTarget.value))}
            onKeyDown={onKey(thumb)}
          />
        ))}
      </div>
    </fieldset>
  );
}
