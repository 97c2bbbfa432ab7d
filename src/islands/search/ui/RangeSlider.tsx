import { useId } from 'react';
import type { Range } from '../../../domain/sliders';

type Props = {
  title: string;
  bounds: Range;
  value: Range;
  step: number;
  format: (n: number) => string;
  /** Called with the raw thumb position; the adapter applies the slider rules. */
  onMove: (thumb: 'min' | 'max', value: number) => void;
};

/** Two-thumb range slider built from native range inputs (keyboard and screen-reader friendly). */
export function RangeSlider({ title, bounds, value, step, format, onMove }: Props) {
  const id = useId();
  const disabled = bounds.max <= bounds.min;
  const span = bounds.max - bounds.min || 1;
  const left = ((value.min - bounds.min) / span) * 100;
  const right = ((value.max - bounds.min) / span) * 100;
  return (
    <fieldset className="sr-facet sr-range" aria-labelledby={`${id}-t`}>
      <legend id={`${id}-t`} className="sr-facet-title">{title}</legend>
      <p className="sr-range-values"><span>{format(value.min)}</span><span>{format(value.max)}</span></p>
      <div className="sr-range-track" style={{ ['--from' as string]: `${left}%`, ['--to' as string]: `${right}%` }}>
        <input
          type="range" aria-label={`Minimum ${title.toLowerCase()}`} min={bounds.min} max={bounds.max} step={step || 1}
          value={value.min} disabled={disabled} aria-valuetext={format(value.min)}
          onChange={(e) => onMove('min', Number(e.currentTarget.value))}
        />
        <input
          type="range" aria-label={`Maximum ${title.toLowerCase()}`} min={bounds.min} max={bounds.max} step={step || 1}
          value={value.max} disabled={disabled} aria-valuetext={format(value.max)}
          onChange={(e) => onMove('max', Number(e.currentTarget.value))}
        />
      </div>
    </fieldset>
  );
}
