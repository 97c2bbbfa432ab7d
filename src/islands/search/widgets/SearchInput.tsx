import { useEffect, useRef, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';
import { afterPaint } from '../after-paint';

/** Keyword search; results follow every keystroke, the router holds the URL write for 300 ms. */
export function SearchInput() {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  useEffect(() => setValue(query), [query]);
  // Keystrokes paint at once; the search runs after that frame, once for the latest text however fast the typing.
  const latest = useRef<string | null>(null);
  const search = (text: string) => {
    if (latest.current === null)
      afterPaint(() => {
        const t = latest.current;
        latest.current = null;
        if (t !== null) refine(t);
      });
    latest.current = text;
  };
  return (
    <form
      className="sr-search"
      role="search"
      onSubmit={(e) => {
        e.preventDefault();
        latest.current = null;
        refine(value);
      }}
    >
      <label className="visually-hidden" htmlFor="sr-q">
        Search stock
      </label>
      <input
        id="sr-q"
        type="search"
        placeholder="Search make, model, keyword"
        value={value}
        autoComplete="off"
        onChange={(e) => {
          setValue(e.currentTarget.value);
          search(e.currentTarget.value);
        }}
      />
      <button type="submit" className="btn">
        Search
      </button>
    </form>
  );
}
