import { useSearchBox } from 'react-instantsearch';

/** A button that types 'ranger' into the search box: a refinement any search test can make with one click. */
export function Typer() {
  const { refine } = useSearchBox();
  return (
    <button type="button" onClick={() => refine('ranger')}>
      type
    </button>
  );
}
