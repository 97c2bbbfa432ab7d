import { afterPaint, usePending } from '../after-paint';

type Props = { options: { value: string; label: string }[]; value: string; onChange: (value: string) => void };

export function SortSelect({ options, value, onChange }: Props) {
  const [pending, setPending] = usePending<string>(value);
  return (
    <label className="sr-sort">
      <span>Sort by</span>
      <select
        value={pending ?? value}
        onChange={(e) => {
          const next = e.currentTarget.value;
          setPending(next);
          afterPaint(() => onChange(next));
        }}
      >
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </label>
  );
}
