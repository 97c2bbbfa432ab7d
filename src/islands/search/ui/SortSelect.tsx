type Props = { options: { value: string; label: string }[]; value: string; onChange: (value: string) => void };

export function SortSelect({ options, value, onChange }: Props) {
  return (
    <label className="sr-sort">
      <span>Sort by</span>
      <select value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
    </label>
  );
}
