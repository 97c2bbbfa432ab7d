import { useEffect, useState } from 'react';
import { useSearchBox } from 'react-instantsearch';

/** Keyword search; results follow every keystroke, the router holds the URL write for 300 ms. */
export function SearchInput() {
  const { query, refine } = useSearchBox();
  const [value, setValue] = useState(query);
  useEffect(() => setValue(query), [query]);
  return (
    <form className="sr-search" role="search" onSubmit={(e) => { e.preventDefault(); refine(value); }}>
      <label className="visually-hidden" htmlFor="sr-q">Search stock</label>
      <input
        id="sr-q" type="search" placeholder="Search make, model, keyword" value={value} autoComplete="off"
        onChange={(e) => { setValue(e.currentTarget.value); refine(e.currentTarget.value); }}
      />
      <button type="submit" className="btn">Search</button>
    </form>
  );
}
